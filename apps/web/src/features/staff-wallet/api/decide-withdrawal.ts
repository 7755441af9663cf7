import type { AdminRefuseWithdrawalInput, WithdrawalIdInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/withdrawals/approve: the refunds go to the providers (audited, the member is told). */
export const approveWithdrawal = (input: WithdrawalIdInput): Promise<null> =>
  adminPost<null>('/api/admin/withdrawals/approve', input);

/** POST /api/admin/withdrawals/refuse: with the reason the member reads; the money returns to the balance. */
export const refuseWithdrawal = (input: AdminRefuseWithdrawalInput): Promise<null> =>
  adminPost<null>('/api/admin/withdrawals/refuse', input);

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawalLists() });
  return {
    approve: useMutation({ mutationFn: approveWithdrawal, onSettled: done, meta: { errorTitle: '未能批准' } }),
    refuse: useMutation({ mutationFn: refuseWithdrawal, onSettled: done, meta: { errorTitle: '未能拒绝' } }),
  };
}
