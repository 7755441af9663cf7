import type { Order, OrderInspectionInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/editInspectionState (form-urlencoded: orderId, inspection 0/1); a paid order's fee follows. */
export const editInspectionState = (input: OrderInspectionInput): Promise<Order> =>
  callRoute(orderApi.orderEditInspectionState, input);

export function useEditInspectionState(onMoneyChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editInspectionState,
    onSuccess: async (_order, input) => {
      onMoneyChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
    },
  });
}
