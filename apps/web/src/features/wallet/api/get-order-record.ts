import type { OrderRecord, OrderRecordQueryInput, Paged } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { walletKeys } from './keys';

/**
 * GET /api/user/GetOrderRecord: money movements and order records, newest first. Asked again on each
 * visit: settlements and refunds happen on the server without any request from this page.
 */
export const getOrderRecord = (query: OrderRecordQueryInput): Promise<Paged<OrderRecord>> =>
  callRoute(orderApi.userGetOrderRecord, { ...query });

export const orderRecordQueryOptions = (query: OrderRecordQueryInput) =>
  queryOptions({ queryKey: walletKeys.records(query), queryFn: () => getOrderRecord(query), staleTime: 0 });

export const useOrderRecord = (query: OrderRecordQueryInput) =>
  useQuery({ ...orderRecordQueryOptions(query), placeholderData: keepPreviousData });
