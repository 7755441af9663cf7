import type { RegisterInput, UserInfo } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import { useSignedIn } from './use-signed-in';

/** POST /api/user/register (form-urlencoded); the new member is logged in. */
export const register = (body: RegisterInput): Promise<UserInfo> => postData<UserInfo>('/api/user/register', { form: body });

/** A refusal is shown beside the form, not as a toast. */
export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: register, onSuccess: signedIn, meta: { silent: true } });
}
