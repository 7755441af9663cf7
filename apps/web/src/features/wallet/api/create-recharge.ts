import type { Recharge, RechargeChannel } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { walletKeys } from './keys';

export interface CreateRechargeInput {
  channel: RechargeChannel;
  /** Yen to credit. */
  amount: number;
}

/** POST /api/user/webRecharge (form-urlencoded: channel, amount in yen): the top-up and its pay URL. */
export const createRecharge = async (input: CreateRechargeInput): Promise<Recharge> =>
  unwrap(await apiPost<Recharge>('/api/user/webRecharge', { form: { channel: input.channel, amount: input.amount } }));

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    onSuccess: (recharge) => queryClient.setQueryData(walletKeys.recharge(recharge.rechargeId), recharge),
  });
}
