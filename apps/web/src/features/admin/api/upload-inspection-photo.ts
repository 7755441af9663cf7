import type { InspectionPhoto } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload } from './admin-request';
import { adminKeys } from './keys';

export interface UploadInspectionPhotoInput {
  orderId: number;
  file: File;
}

/** POST /api/admin/order/photo?orderId= (multipart): one inspection photo, re-encoded by the server. */
export const uploadInspectionPhoto = (input: UploadInspectionPhotoInput): Promise<InspectionPhoto[]> =>
  adminUpload<InspectionPhoto[]>('/api/admin/order/photo', input.file, { orderId: input.orderId });

export function useUploadInspectionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInspectionPhoto,
    onSuccess: (_photos, input) => queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) }),
  });
}
