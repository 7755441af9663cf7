import type { AdminOrderDetail, AdminReasonInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/problem: 转为问题订单 (→ 21 with a reason). */
export const markProblem = (input: AdminReasonInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/problem', input);

export function useMarkProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markProblem, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
