import type { AdminResetLinkInput, AdminResetLinkResult } from '@daigou/contract';
import { staffMemberAccountApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/members/reset-link: a reset link to the member's confirmed email (audited; staff never see it). */
export const sendResetLink = (input: AdminResetLinkInput): Promise<AdminResetLinkResult> =>
  callRoute(staffMemberAccountApi.membersResetLink, input);

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
