import { formatYen, type Order } from '@daigou/contract';
import { YenWithYuan } from '../../../components/price/yen-price';
import { formatDateTime } from '../../../lib/format-date';
import { BidLivePanel } from './bid-live';
import { OrderActions } from './order-actions';
import { OrderItemLine } from './order-item-line';
import { orderMoneyNow } from './order-money-now';
import { OrderStatusTag } from './order-status-tag';

/** One order in the list: number, time, status, item, the money that matters now, and its actions. */
export function OrderCard({ order, onMoneyChanged }: { order: Order; onMoneyChanged?: () => void }) {
  const money = orderMoneyNow(order);
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.orderId} data-status={order.status}>
      <header className="order-card__head">
        <span>
          订单号 <strong data-testid="order-no">{order.orderNo}</strong>
        </span>
        <span className="muted">{formatDateTime(order.createdAt)}</span>
        <OrderStatusTag order={order} />
      </header>
      <div className="order-card__body">
        <OrderItemLine order={order} />
        <div className="order-card__money" data-testid="order-card-money">
          <span className="muted">{money.label}</span>
          {money.yen !== null && <YenWithYuan yen={money.yen} />}
          {order.finalPrice !== null && <span className="muted">成交价 {formatYen(order.finalPrice)}</span>}
        </div>
      </div>
      <BidLivePanel order={order} compact />
      <OrderActions order={order} onMoneyChanged={onMoneyChanged} showDetailLink />
    </article>
  );
}
