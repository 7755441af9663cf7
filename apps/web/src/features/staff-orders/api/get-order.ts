import type { AdminOrderDetail } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/order/info: the order with timeline, money, photos and thread. Always fresh. */
export const getOrder = (orderId: number): Promise<AdminOrderDetail> => callRoute(staffOrderApi.orderInfo, { orderId });

export const orderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: adminKeys.order(orderId), queryFn: () => getOrder(orderId), staleTime: 0 });

export const useOrder = (orderId: number) => useQuery(orderQueryOptions(orderId));
