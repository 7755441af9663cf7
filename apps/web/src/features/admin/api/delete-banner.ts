import type { IdInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/banners/delete: 删除轮播图. */
export const deleteBanner = (input: IdInput): Promise<null> => adminPost<null>('/api/admin/banners/delete', input);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
