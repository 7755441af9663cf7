import type { OrderCreated, OrderCreateInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/create (form-urlencoded): answers the new order's id and what paying will hold. */
export const createOrder = (input: OrderCreateInput): Promise<OrderCreated> =>
  callRoute(orderApi.orderCreate, {
    ...input,
    // A buy-it-now order has no maximum and no snipe.
    maxBid: input.kind === 'bid' ? input.maxBid : undefined,
    snipeMinutes: input.kind === 'bid' ? input.snipeMinutes : undefined,
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { errorTitle: '下单失败' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
