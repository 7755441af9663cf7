import type { AdminOrderDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type RecordPurchaseInput = { orderId: number; finalPrice: number };

/** POST /api/admin/order/purchase: 录入购买结果 (3 → 4 at the final price). */
export const recordPurchase = (input: RecordPurchaseInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/purchase', input);

export function useRecordPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPurchase,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
    },
  });
}
