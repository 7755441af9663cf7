import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type SaveBannerInput = { id?: number; img: string; jumpUrl: string; sort: number; enabled: number };

/** POST /api/admin/banners/save: 新增或修改轮播图. */
export const saveBanner = (input: SaveBannerInput): Promise<unknown> => adminPost<unknown>('/api/admin/banners/save', input);

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
  });
}
