import type { OrderCancelInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/cancel (form-urlencoded: orderId, reason): unpaid, or paid before the bid (full refund). */
export const cancelOrder = (input: OrderCancelInput): Promise<null> => callRoute(orderApi.orderCancel, input);

export function useCancelOrder(onMoneyChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { errorTitle: '取消失败' },
    onSuccess: async (_result, input) => {
      onMoneyChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
