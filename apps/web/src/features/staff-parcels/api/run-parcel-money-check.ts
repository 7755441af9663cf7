import type { ParcelMoneyCheck } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

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
