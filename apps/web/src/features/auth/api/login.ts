import type { LoginBody, UserInfo } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { useSignedIn } from './use-signed-in';

/** Spec §7: POST /api/user/login, form-urlencoded. */
export const login = async (body: LoginBody): Promise<UserInfo> =>
  unwrap(await apiPost<UserInfo>('/api/user/login', { form: body }));

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: signedIn });
}
