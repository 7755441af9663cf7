import type { IdInput } from '@daigou/contract';
import { staffBannerApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/banners/delete: 删除轮播图. */
export const deleteBanner = (input: IdInput): Promise<null> => callRoute(staffBannerApi.bannersDelete, input);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
