import { staffBannerApi, type UploadedImage } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { fileForm } from '../../../lib/console/file-form';

/** POST /api/admin/banners/upload (multipart): the image, re-encoded by the server; answers its address. */
export const uploadBannerImage = (file: File): Promise<UploadedImage> =>
  callRoute(staffBannerApi.bannersUpload, undefined, fileForm(file));

export const useUploadBannerImage = () => useMutation({ mutationFn: uploadBannerImage });
