import type { AdminParcelDetail } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload } from '../../../lib/console/admin-request';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/photo?parcelId= (multipart): one packing photo, re-encoded by the server. */
export const uploadParcelPhoto = (parcelId: number, file: File): Promise<AdminParcelDetail> =>
  adminUpload<AdminParcelDetail>('/api/admin/parcel/photo', file, { parcelId });

export function useUploadParcelPhoto(parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadParcelPhoto(parcelId, file),
    onSuccess: (detail) => storeParcel(queryClient, detail),
  });
}
