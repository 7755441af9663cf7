import { OrderStatus } from '@daigou/contract';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useOrderInfo } from '../api/get-order-info';
import { OrderSteps } from '../components/order-steps';
import { SettlePanel } from '../components/settle-panel';
import '../orders.css';

/** /order/settle/{orderId}: pay an unpaid order from the balance (or top up first). */
export function OrderSettleScreen({
  orderId,
  balance,
  onPaid,
}: {
  orderId: number;
  balance: number | undefined;
  onPaid: () => void;
}) {
  const navigate = useNavigate();
  const info = useOrderInfo(orderId);
  let body: React.ReactNode;
  if (info.isPending) body = <LoadingBlock height={320} />;
  else if (info.isError) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  else if (info.data.order.status !== OrderStatus.unpaid)
    body = (
      <EmptyState title={`该订单${info.data.order.statusLabel}，无需付款`} icon="pi-check-circle">
        <Link to={`/order/${orderId}`}>查看订单详情</Link>
      </EmptyState>
    );
  else
    body = (
      <SettlePanel
        order={info.data.order}
        balance={balance}
        onPaid={(id) => {
          onPaid();
          navigate(`/order/success/${id}`, { replace: true });
        }}
      />
    );
  return (
    <div className="order-page">
      <OrderSteps current={1} />
      <section className="section-card">
        <header>
          <h2>订单付款</h2>
          {info.data && <span className="muted">订单号 {info.data.order.orderNo}</span>}
        </header>
        {body}
      </section>
    </div>
  );
}
