import type { AdminOrderDetail } from '@daigou/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';

/**
 * After a staff move that answers the whole order (purchase, failure, problem, resolution, note): the
 * detail is stored as answered; the lists, the dashboard and the inbox (the move wrote a message) are asked
 * again.
 */
export function storeMovedOrder(queryClient: QueryClient, detail: AdminOrderDetail): void {
  queryClient.setQueryData(adminKeys.order(detail.order.orderId), detail);
  void queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.threadLists() });
}

/** After a change to one order that does not answer it (shipment, arrival, photos): the order, the lists, the dashboard. */
export function refreshOrder(queryClient: QueryClient, orderId: number): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
}
