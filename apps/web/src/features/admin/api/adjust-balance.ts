import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type AdjustBalanceInput = { userId: number; amount: number; reason: string; requestId: string };

/** POST /api/admin/balance/adjust: 调整余额 (one ledger entry; reason mandatory; requestId against double submits). */
export const adjustBalance = (input: AdjustBalanceInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/balance/adjust', input);

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ledgers() }),
  });
}
