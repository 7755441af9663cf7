import type { AdminReplyInput } from '@daigou/contract';
import { staffInboxApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** POST /api/admin/messages/reply: 回复订单留言. */
export const replyThread = (input: AdminReplyInput): Promise<null> => callRoute(staffInboxApi.messagesReply, input);

export function useReplyThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyThread,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
