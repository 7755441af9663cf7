import { type InspectionPhoto, staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';
import { fileForm } from '../../../lib/console/file-form';

/** POST /api/admin/order/photo?orderId= (multipart): one inspection photo, re-encoded by the server. */
export const uploadInspectionPhoto = (orderId: number, file: File): Promise<InspectionPhoto[]> =>
  callRoute(staffOrderApi.orderPhoto, { orderId }, fileForm(file));

/** For the photos of one order. */
export function useUploadInspectionPhoto(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInspectionPhoto(orderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
  });
}
