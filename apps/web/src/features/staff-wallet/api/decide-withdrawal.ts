import type { AdminRefuseWithdrawalInput, WithdrawalIdInput } from '@daigou/contract';
import { staffPaymentApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/withdrawals/approve: the refunds go to the providers (audited, the member is told). */
export const approveWithdrawal = (input: WithdrawalIdInput): Promise<null> =>
  callRoute(staffPaymentApi.withdrawalsApprove, input);

/** POST /api/admin/withdrawals/refuse: with the reason the member reads; the money returns to the balance. */
export const refuseWithdrawal = (input: AdminRefuseWithdrawalInput): Promise<null> =>
  callRoute(staffPaymentApi.withdrawalsRefuse, input);

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawalLists() });
  return {
    approve: useMutation({ mutationFn: approveWithdrawal, onSettled: done, meta: { errorTitle: '未能批准' } }),
    refuse: useMutation({ mutationFn: refuseWithdrawal, onSettled: done, meta: { errorTitle: '未能拒绝' } }),
  };
}
