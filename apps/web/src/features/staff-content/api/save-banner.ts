import type { AdminBanner, AdminBannerSaveInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/banners/save: 新增或修改轮播图. */
export const saveBanner = (input: AdminBannerSaveInput): Promise<AdminBanner> =>
  adminPost<AdminBanner>('/api/admin/banners/save', input);

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
