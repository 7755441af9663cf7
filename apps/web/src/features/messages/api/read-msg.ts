import type { ReadMsgQueryInput, ReadMsgResult } from '@daigou/contract';
import { messageApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { announceUnreadCount } from './announce-unread-count';
import { messageKeys } from './keys';

/** POST /api/order/readMsg with query params and no body: one message (msgId), an order's thread (orderId), or all (all=1). */
export const readMsg = (target: ReadMsgQueryInput): Promise<ReadMsgResult> => callRoute(messageApi.orderReadMsg, { ...target });

/** Marks read, refreshes the lists and counts, and tells the header badge the new number. */
export function useReadMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMsg,
    meta: { errorTitle: '标记已读失败' },
    onSuccess: async (result) => {
      if (result.read === 0) return;
      await announceUnreadCount();
      await queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: messageKeys.counts() });
    },
  });
}
