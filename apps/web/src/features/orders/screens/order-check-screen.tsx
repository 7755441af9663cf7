import type { Fees, ItemDetail } from '@daigou/contract';
import { Link, useNavigate } from 'react-router';
import { RatesProvider, useRates } from '../../../components/price/rates-context';
import { EmptyState } from '../../../components/states/status-states';
import { CheckItemSummary } from '../components/check-item-summary';
import { OrderCheckForm, type OrderChoice } from '../components/order-check-form';
import { OrderSteps } from '../components/order-steps';
import '../orders.css';

/** Spec §4: an item is on sale only when its status, upper-cased, is OPEN. */
const onSale = (item: ItemDetail) => String(item.status).toUpperCase() === 'OPEN' && item.timeLeftMs > 0;

/** /order/check/{itemId}: the item, the member's choices and the landed cost; creating goes to settle. */
export function OrderCheckScreen({
  item,
  fees,
  defaultRemark,
  doorCost,
  soldPrices,
}: {
  item: ItemDetail;
  fees: Fees;
  defaultRemark: string;
  doorCost?: (choice: OrderChoice) => React.ReactNode;
  soldPrices?: (maxBid: number | null) => React.ReactNode;
}) {
  const navigate = useNavigate();
  // The shell's rates; while they are unknown, the ones the item answer carries.
  const rates = useRates() ?? item.rates;
  let body: React.ReactNode;
  if (!onSale(item)) {
    body = (
      <EmptyState title="该商品已不在售，无法下单" hint={`拍卖状态：${item.statusLabel}`} icon="pi-ban">
        <Link to={`/shop/product/${item.itemId}`}>返回商品页</Link>
      </EmptyState>
    );
  } else if (item.sellerBlacklisted) {
    body = (
      <EmptyState title="您已将该卖家加入黑名单，无法下单" hint="如需购买，请先在卖家黑名单中将其移出" icon="pi-ban">
        <Link to="/users/shop/black">管理卖家黑名单</Link>
      </EmptyState>
    );
  } else {
    body = (
      <OrderCheckForm
        item={item}
        fees={fees}
        defaultRemark={defaultRemark}
        doorCost={doorCost}
        soldPrices={soldPrices}
        onCreated={(orderId) => navigate(`/order/settle/${orderId}`)}
      />
    );
  }
  return (
    <RatesProvider rate={rates}>
      <div className="order-page">
        <OrderSteps current={0} />
        <div className="order-check">
          <CheckItemSummary item={item} />
          <section className="section-card order-check__main">
            <header>
              <h2>确认订单</h2>
            </header>
            {body}
          </section>
        </div>
      </div>
    </RatesProvider>
  );
}
