import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPost } from './admin-request';
import { adminKeys } from './keys';

export type RecordArrivalInput = { orderId: number; shippingFee: number };

/** The status the order reached, and what the balance lacked for domestic shipping (then the status is 21). */
export interface ArrivalResult {
  status: number;
  shortfall: number;
}

/** POST /api/admin/order/arrival: 登记到仓 (5 → 20 or 6; 21 when the balance cannot pay domestic shipping; the orders module's call). */
export const recordArrival = (input: RecordArrivalInput): Promise<ArrivalResult> =>
  adminPost<ArrivalResult>('/api/admin/order/arrival', input);

export function useRecordArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordArrival,
    onSuccess: (_data, input) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.order(input.orderId) });
      queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
