import type { ChangePasswordInput } from '@daigou/contract';
import { authApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/user/changePassword (form-urlencoded); the member's other sessions end. */
export const changePassword = (body: ChangePasswordInput): Promise<null> => callRoute(authApi.userChangePassword, body);

/** User info is asked again: an operator's first change opens the console (mustChangePassword, decision 063). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { errorTitle: '修改失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }),
  });
}
