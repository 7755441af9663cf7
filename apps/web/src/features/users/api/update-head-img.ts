import type { HeadImgResult } from '@daigou/contract';
import { userApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/user/updateHeadImg (multipart, one file); answers the new versioned avatar URL. */
export function updateHeadImg(file: File): Promise<HeadImgResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callRoute(userApi.userUpdateHeadImg, undefined, form);
}

export const useUpdateHeadImg = (onSaved: (result: HeadImgResult) => void) =>
  useMutation({ mutationFn: updateHeadImg, onSuccess: onSaved, meta: { errorTitle: '头像上传失败' } });
