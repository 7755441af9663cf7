import type { AdminRechargeCheck, AdminRechargeCheckInput } from '@daigou/contract';
import { staffMoneyApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/**
 * POST /api/admin/recharges/check (向支付渠道查询): asks the top-up's provider now and credits it if paid —
 * once, whatever notification arrives meanwhile (decision 069). Answers within about 3 s.
 */
export const checkRecharge = (input: AdminRechargeCheckInput): Promise<AdminRechargeCheck> =>
  callRoute(staffMoneyApi.rechargesCheck, input);

export function useCheckRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRecharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.rechargeLists() }),
    meta: { errorTitle: '未能查询' },
  });
}
