import type { OrderIdInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/YahooInspectionConfirm (form-urlencoded: orderId): the member accepts the inspection (20 → 6). */
export const confirmInspection = (input: OrderIdInput): Promise<null> => callRoute(orderApi.orderYahooInspectionConfirm, input);

export function useConfirmInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmInspection,
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
}
