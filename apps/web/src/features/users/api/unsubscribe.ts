import type { UnsubscribeResult } from '@daigou/contract';
import { notificationApi } from '@daigou/contract';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /api/mail/unsubscribe?t=…: that kind of notification mail stops (no login needed). */
export const unsubscribe = (token: string): Promise<UnsubscribeResult> =>
  callRoute(notificationApi.mailUnsubscribe, { t: token });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { silent: true } });
