import type { AdminMeasureInput } from '@daigou/contract';
import { staffWarehouseApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';
import { refreshOrder } from './order-cache';

/** POST /api/admin/order/measure: 录入/更正到仓商品的重量和尺寸. */
export const recordMeasure = (input: AdminMeasureInput): Promise<null> => callRoute(staffWarehouseApi.orderMeasure, input);

export function useRecordMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMeasure,
    onSuccess: (_r, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.unweighedLists() });
      return refreshOrder(queryClient, input.orderId);
    },
  });
}
