import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type RecordShipmentInput = { orderId: number; carrier: string; trackingNo: string };

/** POST /api/admin/order/shipment: 登记卖家发货 (4 → 5; the orders module's call). */
export const recordShipment = (input: RecordShipmentInput): Promise<unknown> =>
  adminPost<unknown>('/api/admin/order/shipment', input);

export function useRecordShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordShipment,
    onSuccess: (_data, input) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) });
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
