import type { AdminAdjustInput, AdminAdjustResult } from '@daigou/contract';
import { staffMoneyApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/balance/adjust: 调整余额 (one ledger entry; reason mandatory; requestId against double submits). */
export const adjustBalance = (input: AdminAdjustInput): Promise<AdminAdjustResult> =>
  callRoute(staffMoneyApi.balanceAdjust, input);

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ledgers() }),
  });
}
