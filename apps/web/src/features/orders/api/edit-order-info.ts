import type { Order } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

export interface EditOrderInfoInput {
  orderId: number;
  remark?: string;
  maxBid?: number;
  /** 0 turns sniping off. */
  snipeMinutes?: number;
}

/** POST /api/order/editInfo (form-urlencoded): the remark, and the maximum while no bid is placed. */
export const editOrderInfo = async (input: EditOrderInfoInput): Promise<Order> =>
  unwrap(await apiPost<Order>('/api/order/editInfo', { form: { ...input } }));

export function useEditOrderInfo(onMoneyChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrderInfo,
    onSuccess: async (_order, input) => {
      if (input.maxBid !== undefined) onMoneyChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
