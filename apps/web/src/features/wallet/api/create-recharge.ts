import type { Recharge, WebRechargeInput } from '@daigou/contract';
import { walletApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** POST /api/user/webRecharge (form-urlencoded: channel, amount in yen): the top-up and its pay URL. */
export const createRecharge = (input: WebRechargeInput): Promise<Recharge> => callRoute(walletApi.userWebRecharge, input);

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    meta: { errorTitle: '充值未发起' },
    onSuccess: (recharge) => queryClient.setQueryData(walletKeys.recharge(recharge.rechargeId), recharge),
  });
}
