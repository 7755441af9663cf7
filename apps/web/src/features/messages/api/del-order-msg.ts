import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { announceUnreadCount } from './announce-unread-count';
import { messageKeys } from './keys';

/** POST /api/order/delOrderMsg (form-urlencoded: msgId): hides the message from the member's lists. */
export const delOrderMsg = async (msgId: number): Promise<void> => {
  unwrap(await apiPost<null>('/api/order/delOrderMsg', { form: { msgId } }));
};

export function useDelOrderMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delOrderMsg,
    onSuccess: async () => {
      await announceUnreadCount();
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
