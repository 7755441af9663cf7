import type { Order, OrderEditInfoInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/editInfo (form-urlencoded): the remark, and the maximum while no bid is placed (snipeMinutes 0 turns sniping off). */
export const editOrderInfo = (input: OrderEditInfoInput): Promise<Order> => callRoute(orderApi.orderEditInfo, input);

export function useEditOrderInfo(onMoneyChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrderInfo,
    meta: { errorTitle: '修改失败' },
    onSuccess: async (_order, input) => {
      if (input.maxBid !== undefined) onMoneyChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
