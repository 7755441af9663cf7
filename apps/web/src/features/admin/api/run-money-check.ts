import type { OrderMoneyCheck } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

/** POST /api/admin/money/check: 立即核对每个订单的资金. */
export const runMoneyCheck = (): Promise<OrderMoneyCheck> => adminPost<OrderMoneyCheck>('/api/admin/money/check', {});

export function useRunMoneyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMoneyCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
