import type { AdminLiftLoginLockInput, AdminLiftLoginLockResult } from '@daigou/contract';
import { staffLoginLockApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/login-locks/lift: 解除登录锁定 (recorded in the audit log). */
export const liftLoginLock = (input: AdminLiftLoginLockInput): Promise<AdminLiftLoginLockResult> =>
  callRoute(staffLoginLockApi.loginLocksLift, input);

export function useLiftLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftLoginLock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.loginLocks() }),
  });
}
