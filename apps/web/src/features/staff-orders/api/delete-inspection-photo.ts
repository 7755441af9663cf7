import type { AdminPhotoDeleteInput, InspectionPhoto } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from '../../../lib/console/admin-request';
import { refreshOrder } from './order-cache';

/** POST /api/admin/order/photo/delete: 删除验货照片; answers the order's photos left. */
export const deleteInspectionPhoto = (input: AdminPhotoDeleteInput): Promise<InspectionPhoto[]> =>
  adminPost<InspectionPhoto[]>('/api/admin/order/photo/delete', input);

/** For the photos of one order. */
export function useDeleteInspectionPhoto(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInspectionPhoto, onSuccess: () => refreshOrder(queryClient, orderId) });
}
