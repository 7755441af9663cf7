import type { AdminMailRetentionInput, MailRetention } from '@daigou/contract';
import { staffOutboxApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/mail/retention: how long delivered mails and expired links are kept (audited). */
export const setMailRetention = (input: AdminMailRetentionInput): Promise<MailRetention> =>
  callRoute(staffOutboxApi.mailRetention, input);

export function useSetMailRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMailRetention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxes() }),
  });
}
