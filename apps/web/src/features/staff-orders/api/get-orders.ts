import type { AdminOrderList, AdminOrderQueryInput } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/orders: by status, searched, sorted, paged, with counts per status. Always fresh: staff act on what is there now. */
export const getOrders = (query: AdminOrderQueryInput): Promise<AdminOrderList> => callRoute(staffOrderApi.orders, { ...query });

export const ordersQueryOptions = (query: AdminOrderQueryInput) =>
  queryOptions({ queryKey: adminKeys.orders(query), queryFn: () => getOrders(query), staleTime: 0 });

export const useOrders = (query: AdminOrderQueryInput, enabled = true) =>
  useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData, enabled });
