import type { AdminOrderDetail, AdminPurchaseInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/purchase: 录入购买结果 (3 → 4 at the final price). */
export const recordPurchase = (input: AdminPurchaseInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/purchase', input);

export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPurchase, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
