import type { AdminOrderDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type PostInspectionNoteInput = { orderId: number; note: string };

/** POST /api/admin/order/note: 验货说明 (a staff message in the order thread). */
export const postInspectionNote = (input: PostInspectionNoteInput): Promise<AdminOrderDetail> =>
  adminPost<AdminOrderDetail>('/api/admin/order/note', input);

export function usePostInspectionNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInspectionNote,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
    },
  });
}
