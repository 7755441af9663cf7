import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/console/admin-keys';

/** A task changed (bid placed, outbid, refreshed): the queue is read again. */
export const taskChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.bidTaskLists() });

/** A task settled (won or lost): the order left 已付款, so the queue, the order lists, the order and 概览 changed. */
export async function taskSettled(queryClient: QueryClient, orderId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.bidTaskLists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);
}
