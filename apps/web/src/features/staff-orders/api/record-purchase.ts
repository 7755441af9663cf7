import type { AdminOrderDetail, AdminPurchaseInput } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/purchase: 录入购买结果 (3 → 4 at the final price). */
export const recordPurchase = (input: AdminPurchaseInput): Promise<AdminOrderDetail> =>
  callRoute(staffOrderApi.orderPurchase, input);

export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPurchase, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
