import type { AdminWithdrawalPage, AdminWithdrawalQueryInput } from '@daigou/contract';
import { staffPaymentApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** While a refund is queued or at its provider, the list is read again this often: staff see it settle. */
export const REFUND_POLL_MS = 3_000;

/** GET /api/admin/withdrawals: members' withdrawals (提现), with how many wait for a decision. Always fresh. */
export const getWithdrawals = (query: AdminWithdrawalQueryInput): Promise<AdminWithdrawalPage> =>
  callRoute(staffPaymentApi.withdrawals, { ...query });

export const withdrawalsQueryOptions = (query: AdminWithdrawalQueryInput) =>
  queryOptions({
    queryKey: adminKeys.withdrawals(query),
    queryFn: () => getWithdrawals(query),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.list.some((w) => w.refunds.some((r) => r.status === 'processing')) ? REFUND_POLL_MS : false,
  });

export const useWithdrawals = (query: AdminWithdrawalQueryInput) =>
  useQuery({ ...withdrawalsQueryOptions(query), placeholderData: keepPreviousData });
