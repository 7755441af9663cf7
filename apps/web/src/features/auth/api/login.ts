import type { LoginInput, UserInfo } from '@daigou/contract';
import { authApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { useSignedIn } from './use-signed-in';

/** Spec §7: POST /api/user/login, form-urlencoded. */
export const login = (body: LoginInput): Promise<UserInfo> => callRoute(authApi.userLogin, body);

/** A refusal is shown beside the form, not as a toast. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: signedIn, meta: { silent: true } });
}
