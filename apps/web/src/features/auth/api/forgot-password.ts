import type { ForgotPasswordInput } from '@daigou/contract';
import { passwordResetApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/auth/forgot (form-urlencoded): the same answer whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordInput): Promise<null> => callRoute(passwordResetApi.authForgot, body);

/** A refusal (too many requests) is shown beside the form, not as a toast. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
