import type { Order } from '@daigou/contract';
import { YenWithYuan } from '../../../components/price/yen-price';
import { formatDateTime } from '../../../lib/format-date';
import { OrderActions } from './order-actions';
import { OrderItemLine } from './order-item-line';
import { OrderStatusTag } from './order-status-tag';

/** One order in the list: number, time, status, item, the money that matters now, and its actions. */
export function OrderCard({ order, onMoneyChanged }: { order: Order; onMoneyChanged?: () => void }) {
  const money =
    order.status === 2
      ? { label: '应付', yen: order.payAmount }
      : order.finalPrice !== null
        ? { label: '成交价', yen: order.finalPrice }
        : { label: '已冻结', yen: order.paidAmount };
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.orderId} data-status={order.status}>
      <header className="order-card__head">
        <span>
          订单号 <strong>{order.orderId}</strong>
        </span>
        <span className="muted">{formatDateTime(order.createdAt)}</span>
        <OrderStatusTag order={order} />
      </header>
      <div className="order-card__body">
        <OrderItemLine order={order} />
        <div className="order-card__money">
          <span className="muted">{money.label}</span>
          <YenWithYuan yen={money.yen} />
        </div>
      </div>
      <OrderActions order={order} onMoneyChanged={onMoneyChanged} showDetailLink />
    </article>
  );
}
