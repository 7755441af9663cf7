import type { AdminOrderList, AdminOrderQuery } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export type AdminOrderParams = Partial<AdminOrderQuery>;

/** GET /api/admin/orders: by status, searched, sorted, paged, with counts per status. */
export const getOrders = (query: AdminOrderParams): Promise<AdminOrderList> =>
  adminGet<AdminOrderList>('/api/admin/orders', { ...query });

export const ordersQueryOptions = (query: AdminOrderParams) =>
  queryOptions({ queryKey: adminKeys.orders(query), queryFn: () => getOrders(query), staleTime: 0 });

export const useOrders = (query: AdminOrderParams, enabled = true) =>
  useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData, enabled });
