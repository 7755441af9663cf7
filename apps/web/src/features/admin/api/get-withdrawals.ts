import type { AdminWithdrawalPage, AdminWithdrawalQueryInput } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/withdrawals: members' withdrawals (提现), with how many wait for a decision. Always fresh. */
export const getWithdrawals = (query: AdminWithdrawalQueryInput): Promise<AdminWithdrawalPage> =>
  getData<AdminWithdrawalPage>('/api/admin/withdrawals', { ...query });

export const withdrawalsQueryOptions = (query: AdminWithdrawalQueryInput) =>
  queryOptions({ queryKey: adminKeys.withdrawals(query), queryFn: () => getWithdrawals(query), staleTime: 0 });

export const useWithdrawals = (query: AdminWithdrawalQueryInput) =>
  useQuery({ ...withdrawalsQueryOptions(query), placeholderData: keepPreviousData });
