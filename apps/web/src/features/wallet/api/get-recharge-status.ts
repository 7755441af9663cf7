import type { Recharge } from '@daigou/contract';
import { walletApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** How often a pending top-up is asked about. */
export const RECHARGE_POLL_MS = 2000;

/** GET /api/user/GetRechargeStatus: polled, so never taken from the cache. */
export const getRechargeStatus = (rechargeId: string): Promise<Recharge> =>
  callRoute(walletApi.userGetRechargeStatus, { rechargeId });

export const rechargeStatusQueryOptions = (rechargeId: string) =>
  queryOptions({
    queryKey: walletKeys.recharge(rechargeId),
    queryFn: () => getRechargeStatus(rechargeId),
    staleTime: 0,
    retry: 2,
  });

/** The top-up, polled every 2 s while it is pending (and `poll` is on). */
export const useRechargeStatus = (rechargeId: string | null, poll = true) =>
  useQuery({
    ...rechargeStatusQueryOptions(rechargeId ?? ''),
    enabled: rechargeId !== null && rechargeId !== '',
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? RECHARGE_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
