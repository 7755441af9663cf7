import type { AdminSite, AdminSiteInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/settings/site: 修改系统配置. */
export const updateSite = (input: AdminSiteInput): Promise<AdminSite> => adminPost<AdminSite>('/api/admin/settings/site', input);

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
