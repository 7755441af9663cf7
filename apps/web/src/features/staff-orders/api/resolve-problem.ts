import type { AdminOrderDetail, AdminResolveInput } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/resolve: 处理问题订单 (21 → where it came from, or 13 with a refund). */
export const resolveProblem = (input: AdminResolveInput): Promise<AdminOrderDetail> =>
  callRoute(staffOrderApi.orderResolve, input);

export function useResolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveProblem, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
