import type { AdminLoginLocks } from '@daigou/contract';
import { staffLoginLockApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/login-locks: accounts, account + address pairs and addresses locked by failed logins now. Always fresh. */
export const getLoginLocks = (): Promise<AdminLoginLocks> => callRoute(staffLoginLockApi.loginLocks);

export const loginLocksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.loginLocks(), queryFn: getLoginLocks, staleTime: 0 });

export const useLoginLocks = () => useQuery(loginLocksQueryOptions());
