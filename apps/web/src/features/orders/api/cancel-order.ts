import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/cancel (form-urlencoded: orderId, reason): unpaid, or paid before the bid (full refund). */
export const cancelOrder = async (input: { orderId: number; reason?: string }): Promise<void> => {
  unwrap(await apiPost<null>('/api/order/cancel', { form: { orderId: input.orderId, reason: input.reason ?? '' } }));
};

export function useCancelOrder(onMoneyChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (_result, input) => {
      onMoneyChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
