import type { AdminRatesInput, Rate } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/settings/rates: 修改汇率. */
export const updateRates = (input: AdminRatesInput): Promise<Rate> => adminPost<Rate>('/api/admin/settings/rates', input);

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
