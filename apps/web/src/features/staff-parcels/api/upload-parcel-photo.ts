import { type AdminParcelDetail, staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { fileForm } from '../../../lib/console/file-form';
import { storeParcel } from './parcel-cache';

/** POST /api/admin/parcel/photo?parcelId= (multipart): one packing photo, re-encoded by the server. */
export const uploadParcelPhoto = (parcelId: number, file: File): Promise<AdminParcelDetail> =>
  callRoute(staffParcelApi.parcelPhoto, { parcelId }, fileForm(file));

export function useUploadParcelPhoto(parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadParcelPhoto(parcelId, file),
    onSuccess: (detail) => storeParcel(queryClient, detail),
  });
}
