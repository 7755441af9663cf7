import type { AdminMailRetryInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/mail/retry: a failed mail back into the queue (recorded in the audit log). */
export const retryMail = (input: AdminMailRetryInput): Promise<null> => adminPost<null>('/api/admin/mail/retry', input);

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxes() }),
  });
}
