import type { AdminBanner, AdminBannerSaveInput } from '@daigou/contract';
import { staffBannerApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/banners/save: 新增或修改轮播图. */
export const saveBanner = (input: AdminBannerSaveInput): Promise<AdminBanner> => callRoute(staffBannerApi.bannersSave, input);

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
