import { formatYen, OrderStatus } from '@daigou/contract';
import { Link } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useOrderInfo } from '../api/get-order-info';
import { OrderItemLine } from '../components/order-item-line';
import { OrderSteps } from '../components/order-steps';
import '../orders.css';

/** /order/success/{orderId}: paid; what happens next. */
export function OrderSuccessScreen({ orderId }: { orderId: number }) {
  const info = useOrderInfo(orderId);
  if (info.isPending) return <LoadingBlock height={320} />;
  if (info.isError) return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  const { order } = info.data;
  const paid = order.status !== OrderStatus.unpaid && order.status !== OrderStatus.cancelled;
  return (
    <div className="order-page">
      <OrderSteps current={2} />
      <section className="section-card order-success" data-testid="order-success">
        <i className={`pi ${paid ? 'pi-check-circle' : 'pi-info-circle'} order-success__icon`} aria-hidden="true" />
        <h1>{paid ? '付款成功' : `订单${order.statusLabel}`}</h1>
        <p className="muted">
          订单号 <strong data-testid="order-no">{order.orderNo}</strong>（联系客服时请提供）
        </p>
        {paid && (
          <p>
            已从余额冻结 <strong className="price">{formatYen(order.paidAmount || order.payAmount)}</strong>。
            {order.kind === 'bid'
              ? order.snipeMinutes
                ? `代购将在拍卖结束前 ${order.snipeMinutes} 分钟按您的最高出价出价。`
                : '代购将立即按您的最高出价出价，并跟踪到拍卖结束。'
              : '代购将立即以一口价购买。'}
            成交价低于冻结金额时，差额会自动退回余额；未能成交则全额退款。
          </p>
        )}
        <OrderItemLine order={order} />
        <div className="order-success__links">
          <Link to={`/order/${order.orderId}`} className="p-button" data-testid="view-order">
            查看订单详情
          </Link>
          <Link to="/users/order?type=3" className="p-button p-button-outlined">
            我的订单
          </Link>
          <Link to="/" className="p-button p-button-text">
            继续逛逛
          </Link>
        </div>
      </section>
    </div>
  );
}
