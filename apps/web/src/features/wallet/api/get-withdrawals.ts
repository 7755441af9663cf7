import type { WithdrawalOverview } from '@daigou/contract';
import { withdrawalApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** GET /api/user/withdrawals: what can be withdrawn now and the member's withdrawals. Fresh: staff decide meanwhile. */
export const getWithdrawals = (page: number): Promise<WithdrawalOverview> =>
  callRoute(withdrawalApi.userWithdrawals, { page, limit: 10 });

/** While staff's approved refunds are on their way, the list is read again this often. */
const REFUND_POLL_MS = 5_000;

export const withdrawalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(page),
    queryFn: () => getWithdrawals(page),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.list.some((w) => w.status === 'processing') ? REFUND_POLL_MS : false),
  });

export const useWithdrawals = (page: number) => useQuery({ ...withdrawalsQueryOptions(page), placeholderData: keepPreviousData });
