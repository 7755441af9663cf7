import type { AdminFeesInput, Fees } from '@daigou/contract';
import { staffSettingsApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/settings/fees: 修改费用. */
export const updateFees = (input: AdminFeesInput): Promise<Fees> => callRoute(staffSettingsApi.settingsFees, input);

export function useUpdateFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
