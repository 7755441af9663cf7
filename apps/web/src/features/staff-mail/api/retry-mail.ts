import type { AdminMailRetryInput } from '@daigou/contract';
import { staffOutboxApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/mail/retry: a failed mail back into the queue (recorded in the audit log). */
export const retryMail = (input: AdminMailRetryInput): Promise<null> => callRoute(staffOutboxApi.mailRetry, input);

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxes() }),
  });
}
