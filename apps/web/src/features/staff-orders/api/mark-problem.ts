import type { AdminOrderDetail, AdminReasonInput } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/problem: 转为问题订单 (→ 21 with a reason). */
export const markProblem = (input: AdminReasonInput): Promise<AdminOrderDetail> => callRoute(staffOrderApi.orderProblem, input);

export function useMarkProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markProblem, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
