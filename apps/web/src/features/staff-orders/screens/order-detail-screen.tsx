import { formatYen, ORDER_KIND_LABELS } from '@daigou/contract';
import { Link, useParams } from 'react-router';
import { OrderMoney, OrderTimeline } from '../../../components/console/order-records';
import { PageHeader } from '../../../components/console/page-header';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOrder } from '../api/get-order';
import { InspectionPhotos } from '../components/inspection-photos';
import { StaffActions } from '../components/staff-actions';
import { StatusTag } from '../components/status-tag';
import { ThreadView } from '../components/thread-view';

/** /admin/orders/:id — a new order id is a new screen (its forms start empty). */
export default function OrderDetailScreen() {
  const orderId = Number(useParams().id);
  return <OrderDetail key={orderId} orderId={orderId} />;
}

/** One order for staff: facts, the moves its status allows, photos, timeline, money and the message thread. */
function OrderDetail({ orderId }: { orderId: number }) {
  const detail = useOrder(orderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return <ErrorState message="订单号不正确" />;
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />;
  const { order, timeline, money, photos, thread } = detail.data;
  const facts: Array<[string, React.ReactNode]> = [
    ['会员', order.account],
    [
      '商品编号',
      <Link key="item" to={`/shop/product/${order.itemId}`}>
        {order.itemId}
      </Link>,
    ],
    ['卖家', order.sellerId],
    ['类型', ORDER_KIND_LABELS[order.kind]],
    ['最高出价', order.maxBid === null ? '—' : formatYen(order.maxBid)],
    ['一口价', order.buyNowPrice === null ? '—' : formatYen(order.buyNowPrice)],
    ['成交价', order.finalPrice === null ? '—' : formatYen(order.finalPrice)],
    ['服务费', formatYen(order.serviceFee)],
    ['验货', order.inspection ? `需要（${formatYen(order.inspectionFee)}）` : '不需要'],
    [
      '国内运费',
      order.shippingPayer === 'seller'
        ? '卖家承担'
        : order.shippingFee === null
          ? '买家承担（到仓时收取）'
          : formatYen(order.shippingFee),
    ],
    ['已付金额', formatYen(order.paidAmount)],
    ['物流', order.trackingNo ? `${order.carrier ?? ''} ${order.trackingNo}` : '—'],
    ['下单时间', formatDateTime(order.createdAt)],
    ['结束时间', formatDateTime(order.endTime)],
    ['备注', order.remark || '—'],
  ];
  return (
    <div data-testid="admin-order-detail">
      <PageHeader title={`订单 ${order.orderNo}`}>
        <StatusTag status={order.status} />
        <Link to="/admin/orders">返回订单列表</Link>
      </PageHeader>
      <section className="admin-card">
        <div style={{ display: 'flex', gap: '1rem', marginBottom: '0.75rem' }}>
          {order.image && <img className="admin-thumb" style={{ width: '5rem', height: '5rem' }} src={order.image} alt="" />}
          <h2 style={{ margin: 0 }}>{order.title}</h2>
        </div>
        <dl className="admin-facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-card">
        <h2>客服操作</h2>
        <StaffActions key={`${order.orderId}-${order.status}`} order={order} />
      </section>
      <section className="admin-card">
        <h2>验货照片</h2>
        <InspectionPhotos orderId={order.orderId} photos={photos} canUpload={order.staffActions.includes('photos')} />
      </section>
      <section className="admin-card">
        <h2>订单留言</h2>
        <ThreadView orderId={order.orderId} thread={thread} account={order.account} />
      </section>
      <section className="admin-card">
        <h2>状态记录</h2>
        <OrderTimeline timeline={timeline} />
      </section>
      <section className="admin-card">
        <h2>资金记录</h2>
        <OrderMoney money={money} />
      </section>
    </div>
  );
}
