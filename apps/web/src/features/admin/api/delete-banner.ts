import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type DeleteBannerInput = { id: number };

/** POST /api/admin/banners/delete: 删除轮播图. */
export const deleteBanner = (input: DeleteBannerInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/banners/delete', input);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
