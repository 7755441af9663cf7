import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type ReorderBannersInput = { ids: number[] };

/** POST /api/admin/banners/reorder: 调整轮播图顺序. */
export const reorderBanners = (input: ReorderBannersInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/banners/reorder', input);

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
