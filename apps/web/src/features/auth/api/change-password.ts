import type { ChangePasswordInput } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';

/** POST /api/user/changePassword (form-urlencoded); the member's other sessions end. */
export const changePassword = (body: ChangePasswordInput): Promise<null> =>
  postData<null>('/api/user/changePassword', { form: body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { errorTitle: '修改失败' } });
