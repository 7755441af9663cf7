import type { Order } from '@daigou/contract';

/** The order's status as a coloured tag (colour by status code). */
export function OrderStatusTag({ order }: { order: Pick<Order, 'status' | 'statusLabel'> }) {
  return (
    <span className={`order-status order-status--s${order.status}`} data-testid="order-status">
      {order.statusLabel}
    </span>
  );
}
