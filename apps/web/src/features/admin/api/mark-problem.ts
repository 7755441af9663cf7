import type { AdminOrderDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type MarkProblemInput = { orderId: number; reason: string };

/** POST /api/admin/order/problem: 转为问题订单 (→ 21 with a reason). */
export const markProblem = (input: MarkProblemInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/problem', input);

export function useMarkProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProblem,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
    },
  });
}
