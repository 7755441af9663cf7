import { type Order, OrderStatus, type OrderStatusCode, type StorageRules } from '@daigou/contract';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useOrderInfo } from '../api/get-order-info';
import { BidLivePanel } from '../components/bid-live';
import { InspectionPhotos } from '../components/inspection-photos';
import { OrderActions } from '../components/order-actions';
import { OrderFacts } from '../components/order-facts';
import { OrderItemLine } from '../components/order-item-line';
import { OrderMoney } from '../components/order-money';
import { ORDER_PARCEL_HINTS, OrderParcelLink, OrderParcelTag } from '../components/order-parcel';
import { OrderStatusTag } from '../components/order-status-tag';
import { OrderTimeline } from '../components/order-timeline';
import { WarehouseFacts } from '../components/warehouse-facts';
import '../orders.css';

const STATUS_HINTS: Record<OrderStatusCode, string> = {
  [OrderStatus.unpaid]: '订单尚未付款，请在拍卖结束前付款。',
  [OrderStatus.paid]: '已付款，代购正在出价或购买，本页会自动刷新结果。',
  [OrderStatus.purchased]: '已购买成功，等待日本卖家发货到仓库。',
  [OrderStatus.shipped]: '卖家已发货，等待包裹到达日本仓库。',
  [OrderStatus.inspecting]: '商品已到仓并完成验货拍照，请查看留言中的验货说明后确认入库（72 小时未确认将自动入库）。',
  [OrderStatus.problem]: '订单遇到问题，客服会通过留言与您联系，请查看下方留言。',
  [OrderStatus.warehoused]: '商品已入库，可在「国际包裹」申请发货到国内。',
  [OrderStatus.failed]: '交易失败，款项已全额退回余额。',
  [OrderStatus.cancelled]: '订单已取消。',
};

/** /order/{id}: the order, what the member may do now, its status timeline, money and the message thread (a slot). */
export function OrderDetailScreen({
  orderId,
  thread,
  onMoneyChanged,
  storageRules,
  doorCost,
}: {
  orderId: number;
  thread: ReactNode;
  onMoneyChanged?: () => void;
  /** The storage clock's rules (system config), for items at the warehouse. */
  storageRules?: StorageRules;
  /** The cost to the door as estimated at the order, beside the weighed figure (the route joins the shipping data). */
  doorCost?: (order: Order) => ReactNode;
}) {
  const info = useOrderInfo(orderId);
  const [params] = useSearchParams();
  const messagesRef = useRef<HTMLElement>(null);
  const loaded = info.isSuccess;
  useEffect(() => {
    if (loaded && params.get('focus') === 'messages') messagesRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded, params]);

  if (info.isPending) return <LoadingBlock height={420} />;
  if (info.isError) return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  const { order, timeline, money, unreadMessages, parcel } = info.data;
  const hint = parcel ? ORDER_PARCEL_HINTS[parcel.status] : STATUS_HINTS[order.status];
  const hintClass = parcel ? `p${parcel.status}` : `s${order.status}`;
  return (
    <div className="order-page order-detail" data-testid="order-detail" data-status={order.status}>
      <section className="section-card">
        <header className="order-detail__head">
          <h1>
            订单 <span data-testid="order-no">{order.orderNo}</span>{' '}
            {parcel ? <OrderParcelTag parcel={parcel} /> : <OrderStatusTag order={order} />}
          </h1>
          <Link to="/users/order?type=all" className="muted">
            <i className="pi pi-angle-left" aria-hidden="true" /> 我的订单
          </Link>
        </header>
        {hint && (
          <p className={`order-detail__hint order-detail__hint--${hintClass}`} data-testid="order-hint">
            {hint}
            {parcel && (
              <>
                {' '}
                <OrderParcelLink parcel={parcel} />
              </>
            )}
          </p>
        )}
        <OrderItemLine order={order} />
        <BidLivePanel order={order} />
        <OrderActions order={order} onMoneyChanged={onMoneyChanged} />
        <OrderFacts order={order} />
        <WarehouseFacts order={order} rules={storageRules} parcel={parcel} />
        {order.weightClass !== null && order.weightG !== null && doorCost?.(order)}
      </section>
      {(order.inspection === 1 || order.arrivedAt !== null) && (
        <section className="section-card">
          <header>
            <h2>{order.inspection === 1 ? '验货照片' : '到仓照片'}</h2>
          </header>
          <InspectionPhotos orderId={order.orderId} />
        </section>
      )}
      <div className="order-detail__cols">
        <section className="section-card">
          <header>
            <h2>订单进度</h2>
          </header>
          <OrderTimeline records={timeline} />
        </section>
        <section className="section-card">
          <header>
            <h2>资金记录</h2>
          </header>
          <OrderMoney records={money} netPaid={order.paidAmount} />
        </section>
      </div>
      <section className="section-card" ref={messagesRef} id="order-messages">
        <header>
          <h2>订单留言{unreadMessages > 0 && <span className="order-detail__unread">{unreadMessages} 条未读</span>}</h2>
        </header>
        {thread}
      </section>
    </div>
  );
}
