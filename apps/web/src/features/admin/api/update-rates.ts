import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type UpdateRatesInput = { WechatRate: number; AliRate: number };

/** POST /api/admin/settings/rates: 修改汇率. */
export const updateRates = (input: UpdateRatesInput): Promise<unknown> => adminPost<unknown>('/api/admin/settings/rates', input);

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
