import type { AdminRatesInput, Rate } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/settings/rates: 修改汇率. */
export const updateRates = (input: AdminRatesInput): Promise<Rate> => adminPost<Rate>('/api/admin/settings/rates', input);

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
