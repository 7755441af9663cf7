import { type InsufficientBalance, insufficientBalanceSchema } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, BusinessError, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/pay (form-urlencoded: orderId): holds the full cost from the balance. */
export const payOrder = async (orderId: number): Promise<{ orderId: number; paidAmount: number; balance: number }> =>
  unwrap(await apiPost<{ orderId: number; paidAmount: number; balance: number }>('/api/order/pay', { form: { orderId } }));

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
    onSuccess: async (_result, orderId) => {
      onPaid?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
