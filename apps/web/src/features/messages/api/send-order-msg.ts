import type { Message } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** POST /api/order/sendMsg (form-urlencoded: orderId, content): the member writes in an order's thread. */
export const sendOrderMsg = async (input: { orderId: number; content: string }): Promise<Message> =>
  unwrap(await apiPost<Message>('/api/order/sendMsg', { form: input }));

export function useSendOrderMsg(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendOrderMsg({ orderId, content }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(orderId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
      ]),
  });
}
