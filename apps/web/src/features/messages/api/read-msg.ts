import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { announceUnreadCount } from './announce-unread-count';
import { messageKeys } from './keys';

export type ReadTarget = { msgId: number } | { orderId: number } | { all: 1 };

/** POST /api/order/readMsg with query params and no body: one message, an order's thread, or all. */
export const readMsg = async (target: ReadTarget): Promise<{ read: number; totalNum: number }> =>
  unwrap(await apiPost<{ read: number; totalNum: number }>('/api/order/readMsg', { query: { ...target } }));

/** Marks read, refreshes the lists and counts, and tells the header badge the new number. */
export function useReadMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMsg,
    onSuccess: async (result) => {
      if (result.read === 0) return;
      await announceUnreadCount();
      await queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'count'] });
    },
  });
}
