import type { InspectionPhoto } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminUpload } from '../../../lib/console/admin-request';

/** POST /api/admin/order/photo?orderId= (multipart): one inspection photo, re-encoded by the server. */
export const uploadInspectionPhoto = (orderId: number, file: File): Promise<InspectionPhoto[]> =>
  adminUpload<InspectionPhoto[]>('/api/admin/order/photo', file, { orderId });

/** For the photos of one order. */
export function useUploadInspectionPhoto(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInspectionPhoto(orderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
  });
}
