import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type UpdateSiteInput = { searchPage: string; home_url: string; wechat_work: string };

/** POST /api/admin/settings/site: 修改系统配置. */
export const updateSite = (input: UpdateSiteInput): Promise<unknown> => adminPost<unknown>('/api/admin/settings/site', input);

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
