import type { OrderMoneyCheck } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/money/check: 立即核对每个订单的资金. */
export const runMoneyCheck = (): Promise<OrderMoneyCheck> => adminPost<OrderMoneyCheck>('/api/admin/money/check', {});

export function useRunMoneyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMoneyCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
