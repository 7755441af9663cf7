import type { ParcelMoneyCheck } from '@daigou/contract';
import { staffParcelApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/parcels/moneyCheck: 立即核对每个包裹的资金. */
export const runParcelMoneyCheck = (): Promise<ParcelMoneyCheck> => callRoute(staffParcelApi.parcelsMoneyCheck);

export function useRunParcelMoneyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runParcelMoneyCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.parcelSummary() }),
  });
}
