import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type ReplyThreadInput = { orderId: number; content: string };

/** POST /api/admin/messages/reply: 回复订单留言. */
export const replyThread = (input: ReplyThreadInput): Promise<unknown> => adminPost<unknown>('/api/admin/messages/reply', input);

export function useReplyThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyThread,
    onSuccess: (_data, input) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) });
      queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
