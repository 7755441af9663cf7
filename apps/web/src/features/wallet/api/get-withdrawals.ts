import type { WithdrawalOverview } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** GET /api/user/withdrawals: what can be withdrawn now and the member's withdrawals. Fresh: staff decide meanwhile. */
export const getWithdrawals = (page: number): Promise<WithdrawalOverview> =>
  getData<WithdrawalOverview>('/api/user/withdrawals', { page, limit: 10 });

export const withdrawalsQueryOptions = (page: number) =>
  queryOptions({ queryKey: walletKeys.withdrawals(page), queryFn: () => getWithdrawals(page), staleTime: 0 });

export const useWithdrawals = (page: number) => useQuery({ ...withdrawalsQueryOptions(page), placeholderData: keepPreviousData });
