import type { Withdrawal, WithdrawalIdInput, WithdrawInput } from '@daigou/contract';
import { withdrawalApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** POST /api/user/withdrawals/create (form: amount, note): held from the balance at once, staff decide. */
export const requestWithdrawal = (input: WithdrawInput): Promise<Withdrawal> =>
  callRoute(withdrawalApi.userWithdrawalsCreate, input);

/** POST /api/user/withdrawals/cancel: a pending request withdrawn, the money back in the balance. */
export const cancelWithdrawal = (input: WithdrawalIdInput): Promise<Withdrawal> =>
  callRoute(withdrawalApi.userWithdrawalsCancel, input);

/** Both change the balance: the withdrawals, the records and the member's balance are read again. */
export function useWithdrawalActions(onBalanceChanged: () => void) {
  const queryClient = useQueryClient();
  const settled = () => {
    onBalanceChanged();
    return queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };
  return {
    request: useMutation({ mutationFn: requestWithdrawal, onSettled: settled, meta: { errorTitle: '提现未提交' } }),
    cancel: useMutation({ mutationFn: cancelWithdrawal, onSettled: settled, meta: { errorTitle: '未能撤销' } }),
  };
}
