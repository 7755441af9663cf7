import type { AdminResetLinkInput, AdminResetLinkResult } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/members/reset-link: a reset link to the member's confirmed email (audited; staff never see it). */
export const sendResetLink = (input: AdminResetLinkInput): Promise<AdminResetLinkResult> =>
  adminPost<AdminResetLinkResult>('/api/admin/members/reset-link', input);

export function useSendResetLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendResetLink,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.memberAccount(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.outboxes() });
    },
  });
}
