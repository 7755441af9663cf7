import type { AdminBanner, ReorderInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/banners/reorder: 调整轮播图顺序. */
export const reorderBanners = (input: ReorderInput): Promise<AdminBanner[]> =>
  adminPost<AdminBanner[]>('/api/admin/banners/reorder', input);

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
