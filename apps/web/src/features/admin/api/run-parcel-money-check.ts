import type { ParcelMoneyCheck } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/parcels/moneyCheck: 立即核对每个包裹的资金. */
export const runParcelMoneyCheck = (): Promise<ParcelMoneyCheck> =>
  adminPost<ParcelMoneyCheck>('/api/admin/parcels/moneyCheck', {});

export function useRunParcelMoneyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runParcelMoneyCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.parcelSummary() }),
  });
}
