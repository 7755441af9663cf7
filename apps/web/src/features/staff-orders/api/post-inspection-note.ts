import type { AdminNoteInput, AdminOrderDetail } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeMovedOrder } from './order-cache';

/** POST /api/admin/order/note: 验货说明 (a staff message in the order thread). */
export const postInspectionNote = (input: AdminNoteInput): Promise<AdminOrderDetail> => callRoute(staffOrderApi.orderNote, input);

export function usePostInspectionNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInspectionNote, onSuccess: (detail) => storeMovedOrder(queryClient, detail) });
}
