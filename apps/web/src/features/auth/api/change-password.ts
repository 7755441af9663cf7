import type { ChangePasswordBody } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';

/** POST /api/user/changePassword (form-urlencoded); the member's other sessions end. */
export const changePassword = async (body: ChangePasswordBody): Promise<null> =>
  unwrap(await apiPost<null>('/api/user/changePassword', { form: body }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
