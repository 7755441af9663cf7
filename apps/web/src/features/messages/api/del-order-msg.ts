import type { DelOrderMsgInput } from '@daigou/contract';
import { messageApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { announceUnreadCount } from './announce-unread-count';
import { messageKeys } from './keys';

/** POST /api/order/delOrderMsg (form-urlencoded: msgId): hides the message from the member's lists. */
export const delOrderMsg = (input: DelOrderMsgInput): Promise<null> => callRoute(messageApi.orderDelOrderMsg, input);

export function useDelOrderMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delOrderMsg,
    meta: { errorTitle: '删除失败' },
    onSuccess: async () => {
      await announceUnreadCount();
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
