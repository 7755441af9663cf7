import type { AdminBanner, AdminBannerSaveInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

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
