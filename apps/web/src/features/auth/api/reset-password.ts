import type { ResetPasswordInput, ResetPasswordResult } from '@daigou/contract';
import { passwordResetApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/auth/reset (form-urlencoded: token, password, confirm); every other session of the account ends. */
export const resetPassword = (body: ResetPasswordInput): Promise<ResetPasswordResult> =>
  callRoute(passwordResetApi.authReset, body);

/** A refusal (expired link, weak password) is shown beside the form. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
