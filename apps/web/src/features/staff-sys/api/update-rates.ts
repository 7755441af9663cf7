import type { AdminRatesInput, Rate } from '@daigou/contract';
import { staffSettingsApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/settings/rates: 修改汇率. */
export const updateRates = (input: AdminRatesInput): Promise<Rate> => callRoute(staffSettingsApi.settingsRates, input);

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
