import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';

/** POST /api/user/updateHeadImg (multipart, one file); answers the new versioned avatar URL. */
export async function updateHeadImg(file: File): Promise<{ HeadImg: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return unwrap(await apiPost<{ HeadImg: string }>('/api/user/updateHeadImg', { multipart: form }));
}

export const useUpdateHeadImg = (onSaved: (result: { HeadImg: string }) => void) =>
  useMutation({ mutationFn: updateHeadImg, onSuccess: onSaved });
