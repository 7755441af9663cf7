import type { AdminOrderDetail, AdminReasonInput } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/fail: 标记交易失败 (3 → 13, full refund). */
export const recordFailure = (input: AdminReasonInput): Promise<AdminOrderDetail> => callRoute(staffOrderApi.orderFail, input);

export function useRecordFailure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordFailure, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
