import type { OrderList, OrderType } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const ORDER_PAGE_SIZE = 10;

/** GET /api/order/list: one order type's page with the counts of every tab. Fresh: the bidding engine moves orders. */
export const getOrderList = async (type: OrderType, page: number, limit = ORDER_PAGE_SIZE): Promise<OrderList> =>
  unwrap(await apiGet<OrderList>('/api/order/list', { type, page, limit }, { fresh: true }));

export const orderListQueryOptions = (type: OrderType, page: number, limit = ORDER_PAGE_SIZE) =>
  queryOptions({ queryKey: orderKeys.list(type, page, limit), queryFn: () => getOrderList(type, page, limit), staleTime: 0 });

export const useOrderList = (type: OrderType, page: number) =>
  useQuery({ ...orderListQueryOptions(type, page), placeholderData: keepPreviousData });
