import type { Message, SendOrderMsgInput } from '@daigou/contract';
import { messageApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** POST /api/order/sendMsg (form-urlencoded: orderId, content): the member writes in an order's thread. */
export const sendOrderMsg = (input: SendOrderMsgInput): Promise<Message> => callRoute(messageApi.orderSendMsg, input);

export function useSendOrderMsg(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendOrderMsg({ orderId, content }),
    meta: { errorTitle: '留言未发送' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(orderId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
      ]),
  });
}
