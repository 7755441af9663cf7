import type { AdminSite, AdminSiteInput } from '@daigou/contract';
import { staffSettingsApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/settings/site: 修改系统配置. */
export const updateSite = (input: AdminSiteInput): Promise<AdminSite> => callRoute(staffSettingsApi.settingsSite, input);

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
