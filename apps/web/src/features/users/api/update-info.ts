import type { UpdateInfoInput, UserInfo } from '@daigou/contract';
import { userApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/user/updateInfo (form-urlencoded: name, phone, email, remark); answers the new user info. */
export const updateInfo = (body: UpdateInfoInput): Promise<UserInfo> => callRoute(userApi.userUpdateInfo, body);

export const useUpdateInfo = (onSaved: (user: UserInfo) => void) =>
  useMutation({ mutationFn: updateInfo, onSuccess: onSaved, meta: { errorTitle: '保存失败' } });
