import {
  type InsufficientBalance,
  insufficientBalanceSchema,
  type OrderIdInput,
  type OrderPaid,
  orderApi,
} from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessError, callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/pay (form-urlencoded: orderId): holds the full cost from the balance. */
export const payOrder = (input: OrderIdInput): Promise<OrderPaid> => callRoute(orderApi.orderPay, input);

/** The server's "balance too short" refusal, with how much is missing; null for any other failure. */
export function shortfallOf(error: unknown): InsufficientBalance | null {
  if (!(error instanceof BusinessError)) return null;
  const parsed = insufficientBalanceSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export function usePayOrder(onPaid?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    meta: { errorTitle: '付款未完成' },
    onSuccess: async (_result, input) => {
      onPaid?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
