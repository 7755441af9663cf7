import type { OrderInspectionRejectInput } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/inspectionReject (form: orderId, reason, note): the member refuses the inspected item (20 → 21). */
export const rejectInspection = (input: OrderInspectionRejectInput): Promise<null> =>
  callRoute(orderApi.orderInspectionReject, input);

export function useRejectInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInspection,
    meta: { errorTitle: '拒收未提交' },
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
}
