import type { OrderKind } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client';
import { orderKeys } from './keys';

export interface CreateOrderInput {
  itemId: string;
  kind: OrderKind;
  maxBid?: number;
  snipeMinutes?: number;
  inspection: 0 | 1;
  remark: string;
}

/** POST /api/order/create (form-urlencoded): answers the new order's id and what paying will hold. */
export const createOrder = async (input: CreateOrderInput): Promise<{ orderId: number; payAmount: number }> =>
  unwrap(
    await apiPost<{ orderId: number; payAmount: number }>('/api/order/create', {
      form: {
        itemId: input.itemId,
        kind: input.kind,
        maxBid: input.kind === 'bid' ? input.maxBid : undefined,
        snipeMinutes: input.kind === 'bid' ? input.snipeMinutes : undefined,
        inspection: input.inspection,
        remark: input.remark,
      },
    }),
  );

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
