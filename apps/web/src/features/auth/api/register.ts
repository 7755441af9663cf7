import type { RegisterInput, UserInfo } from '@daigou/contract';
import { authApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { useSignedIn } from './use-signed-in';

/** POST /api/user/register (form-urlencoded); the new member is logged in. */
export const register = (body: RegisterInput): Promise<UserInfo> => callRoute(authApi.userRegister, body);

/** A refusal is shown beside the form, not as a toast. */
export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: register, onSuccess: signedIn, meta: { silent: true } });
}
