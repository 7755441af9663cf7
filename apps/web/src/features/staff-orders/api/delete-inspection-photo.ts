import type { AdminPhotoDeleteInput, InspectionPhoto } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshOrder } from './order-cache';

/** POST /api/admin/order/photo/delete: 删除验货照片; answers the order's photos left. */
export const deleteInspectionPhoto = (input: AdminPhotoDeleteInput): Promise<InspectionPhoto[]> =>
  callRoute(staffOrderApi.orderPhotoDelete, input);

/** For the photos of one order. */
export function useDeleteInspectionPhoto(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInspectionPhoto, onSuccess: () => refreshOrder(queryClient, orderId) });
}
