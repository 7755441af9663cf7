import type { UpdateInfoBody, UserInfo } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';

/** POST /api/user/updateInfo (form-urlencoded: name, phone, email, remark); answers the new user info. */
export const updateInfo = async (body: UpdateInfoBody): Promise<UserInfo> =>
  unwrap(await apiPost<UserInfo>('/api/user/updateInfo', { form: body }));

export const useUpdateInfo = (onSaved: (user: UserInfo) => void) => useMutation({ mutationFn: updateInfo, onSuccess: onSaved });
