import type { OrderMoneyCheck } from '@daigou/contract';
import { staffOrderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/money/check: 立即核对每个订单的资金. */
export const runMoneyCheck = (): Promise<OrderMoneyCheck> => callRoute(staffOrderApi.moneyCheck);

export function useRunMoneyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMoneyCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
