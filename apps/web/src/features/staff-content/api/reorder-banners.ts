import type { AdminBanner, ReorderInput } from '@daigou/contract';
import { staffBannerApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/banners/reorder: 调整轮播图顺序. */
export const reorderBanners = (input: ReorderInput): Promise<AdminBanner[]> => callRoute(staffBannerApi.bannersReorder, input);

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
