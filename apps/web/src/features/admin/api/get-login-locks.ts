import type { AdminLoginLocks } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

/** GET /api/admin/login-locks: accounts, account + address pairs and addresses locked by failed logins now. */
export const getLoginLocks = (): Promise<AdminLoginLocks> => adminGet<AdminLoginLocks>('/api/admin/login-locks');

export const loginLocksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.loginLocks(), queryFn: getLoginLocks, staleTime: 0 });

export const useLoginLocks = () => useQuery(loginLocksQueryOptions());
