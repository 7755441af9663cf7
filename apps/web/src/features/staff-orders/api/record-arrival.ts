import type { AdminArrivalInput, AdminArrivalResult } from '@daigou/contract';
import { staffOrderDeskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshOrder } from './order-cache';

/** POST /api/admin/order/arrival: 登记到仓 (5 → 20 or 6; 21 when the balance cannot pay domestic shipping; the orders module's call). */
export const recordArrival = (input: AdminArrivalInput): Promise<AdminArrivalResult> =>
  callRoute(staffOrderDeskApi.orderArrival, input);

export function useRecordArrival() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordArrival, onSuccess: (_result, input) => refreshOrder(queryClient, input.orderId) });
}
