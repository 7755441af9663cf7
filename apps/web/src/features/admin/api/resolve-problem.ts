import type { AdminOrderDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type ResolveProblemInput = { orderId: number; to: 'back' | 'fail'; reason: string };

/** POST /api/admin/order/resolve: 处理问题订单 (21 → where it came from, or 13 with a refund). */
export const resolveProblem = (input: ResolveProblemInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/resolve', input);

export function useResolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveProblem,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
    },
  });
}
