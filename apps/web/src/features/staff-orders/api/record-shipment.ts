import type { AdminShipmentInput } from '@daigou/contract';
import { staffOrderDeskApi } from '@daigou/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { refreshOrder } from './order-cache';

/** POST /api/admin/order/shipment: 登记卖家发货 (4 → 5; the orders module's call). */
export const recordShipment = (input: AdminShipmentInput): Promise<null> => callRoute(staffOrderDeskApi.orderShipment, input);

export function useRecordShipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordShipment, onSuccess: (_result, input) => refreshOrder(queryClient, input.orderId) });
}
