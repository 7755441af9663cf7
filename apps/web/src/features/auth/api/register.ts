import type { RegisterBody, UserInfo } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { useSignedIn } from './use-signed-in';

/** POST /api/user/register (form-urlencoded); the new member is logged in. */
export const register = async (body: RegisterBody): Promise<UserInfo> =>
  unwrap(await apiPost<UserInfo>('/api/user/register', { form: body }));

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: register, onSuccess: signedIn });
}
