import type { AdminAdjustInput, AdminAdjustResult } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/balance/adjust: 调整余额 (one ledger entry; reason mandatory; requestId against double submits). */
export const adjustBalance = (input: AdminAdjustInput): Promise<AdminAdjustResult> =>
  adminPost<AdminAdjustResult>('/api/admin/balance/adjust', input);

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ledgers() }),
  });
}
