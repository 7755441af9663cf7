import type { AdminMailRetentionInput, MailRetention } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/mail/retention: how long delivered mails and expired links are kept (audited). */
export const setMailRetention = (input: AdminMailRetentionInput): Promise<MailRetention> =>
  adminPost<MailRetention>('/api/admin/mail/retention', input);

export function useSetMailRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMailRetention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxes() }),
  });
}
