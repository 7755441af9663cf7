import type { UploadedImage } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { adminUpload } from '../../../lib/console/admin-request';

/** POST /api/admin/banners/upload (multipart): the image, re-encoded by the server; answers its address. */
export const uploadBannerImage = (file: File): Promise<UploadedImage> =>
  adminUpload<UploadedImage>('/api/admin/banners/upload', file);

export const useUploadBannerImage = () => useMutation({ mutationFn: uploadBannerImage });
