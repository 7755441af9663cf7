import type { SendEmailConfirmResult } from '@daigou/contract';
import { emailApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/user/sendEmailConfirm: the confirmation link again, to the address waiting for it. */
export const sendEmailConfirm = (): Promise<SendEmailConfirmResult> => callRoute(emailApi.userSendEmailConfirm);

export const useSendEmailConfirm = () => useMutation({ mutationFn: sendEmailConfirm, meta: { errorTitle: '发送失败' } });
