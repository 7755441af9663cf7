import { formatYen, type Order, type OrderParcel } from '@daigou/contract';
import { YenWithYuan } from '../../../components/price/yen-price';
import { formatDateTime } from '../../../lib/format-date';
import { BidLivePanel } from './bid-live';
import { OrderActions } from './order-actions';
import { OrderItemLine } from './order-item-line';
import { orderMoneyNow } from './order-money-now';
import { OrderParcelLink, OrderParcelTag } from './order-parcel';
import { OrderStatusTag } from './order-status-tag';

/**
 * One order in the list: number, time, status, item, the money that matters now, and its actions. An order in
 * an international parcel shows the parcel's state instead of 已入库, and links to it (decision 058).
 */
export function OrderCard({
  order,
  parcel,
  onMoneyChanged,
}: {
  order: Order;
  parcel?: OrderParcel;
  onMoneyChanged?: () => void;
}) {
  const money = orderMoneyNow(order);
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.orderId} data-status={order.status}>
      <header className="order-card__head">
        <span>
          订单号 <strong data-testid="order-no">{order.orderNo}</strong>
        </span>
        <span className="muted">{formatDateTime(order.createdAt)}</span>
        {parcel ? <OrderParcelTag parcel={parcel} /> : <OrderStatusTag order={order} />}
      </header>
      <div className="order-card__body">
        <OrderItemLine order={order} />
        <div className="order-card__money" data-testid="order-card-money">
          <span className="muted">{money.label}</span>
          {money.yen !== null && <YenWithYuan yen={money.yen} />}
          {order.finalPrice !== null && <span className="muted">成交价 {formatYen(order.finalPrice)}</span>}
        </div>
      </div>
      {parcel && (
        <div className="order-card__parcel">
          <OrderParcelLink parcel={parcel} />
        </div>
      )}
      <BidLivePanel order={order} compact />
      <OrderActions order={order} onMoneyChanged={onMoneyChanged} showDetailLink />
    </article>
  );
}
