import type { AdminLiftLoginLockInput, AdminLiftLoginLockResult } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/login-locks/lift: 解除登录锁定 (recorded in the audit log). */
export const liftLoginLock = (input: AdminLiftLoginLockInput): Promise<AdminLiftLoginLockResult> =>
  adminPost<AdminLiftLoginLockResult>('/api/admin/login-locks/lift', input);

export function useLiftLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftLoginLock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.loginLocks() }),
  });
}
