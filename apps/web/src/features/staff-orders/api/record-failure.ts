import type { AdminOrderDetail, AdminReasonInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/fail: 标记交易失败 (3 → 13, full refund). */
export const recordFailure = (input: AdminReasonInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/fail', input);

export function useRecordFailure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordFailure, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
