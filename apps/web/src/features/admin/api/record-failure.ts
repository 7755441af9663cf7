import type { AdminOrderDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type RecordFailureInput = { orderId: number; reason: string };

/** POST /api/admin/order/fail: 标记交易失败 (3 → 13, full refund). */
export const recordFailure = (input: RecordFailureInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/fail', input);

export function useRecordFailure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordFailure,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
    },
  });
}
