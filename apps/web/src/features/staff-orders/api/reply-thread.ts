import type { AdminReplyInput } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';
import { adminPost } from '../../../lib/console/admin-request';

/** POST /api/admin/messages/reply: 回复订单留言. */
export const replyThread = (input: AdminReplyInput): Promise<null> => adminPost<null>('/api/admin/messages/reply', input);

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
