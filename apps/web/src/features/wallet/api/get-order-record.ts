import type { OrderRecord, OrderRecordQuery, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { walletKeys } from './keys';

export type OrderRecordParams = Partial<OrderRecordQuery>;

/**
 * GET /api/user/GetOrderRecord: money movements and order records, newest first. Fresh: settlements and
 * refunds happen on the server without any request from this page.
 */
export const getOrderRecord = async (query: OrderRecordParams): Promise<Paged<OrderRecord>> =>
  unwrap(await apiGet<Paged<OrderRecord>>('/api/user/GetOrderRecord', { ...query }, { fresh: true }));

export const orderRecordQueryOptions = (query: OrderRecordParams) =>
  queryOptions({ queryKey: walletKeys.records(query), queryFn: () => getOrderRecord(query), staleTime: 0 });

export const useOrderRecord = (query: OrderRecordParams) =>
  useQuery({ ...orderRecordQueryOptions(query), placeholderData: keepPreviousData });
