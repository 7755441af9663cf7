import { formatYen, type InsufficientBalance, type Order } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown/countdown';
import { BalanceShort } from '../../../components/price/balance-short';
import { YenWithYuan } from '../../../components/price/yen-price';
import { confirm } from '../../../lib/confirm';
import { shortfallOf, usePayOrder } from '../api/pay-order';
import { LandedCost } from './landed-cost';
import { orderCostParts } from './order-cost-lines';
import { OrderItemLine } from './order-item-line';

/**
 * Balance, amount to hold, pay with confirmation. A balance known to be short (zero included) shows what is
 * missing and the top-up in place of the pay button, so no confirmation is offered that would be refused.
 */
export function SettlePanel({
  order,
  balance,
  onPaid,
}: {
  order: Order;
  balance: number | undefined;
  onPaid: (orderId: number) => void;
}) {
  const pay = usePayOrder();
  const [refused, setRefused] = useState<InsufficientBalance | null>(null);
  const amount = order.payAmount;
  const knownShort = balance !== undefined && balance < amount ? amount - balance : 0;
  const shortfall = refused?.shortfall ?? knownShort;

  const submit = async () => {
    const accepted = await confirm({
      header: '确认付款',
      message: `从账户余额支付 ${formatYen(amount)}（订单 ${order.orderNo}）？成交价低于最高出价时差额会退回余额。`,
      acceptLabel: '确认付款',
    });
    if (!accepted) return;
    pay.mutate(
      { orderId: order.orderId },
      {
        onSuccess: () => onPaid(order.orderId),
        // The toast says why; a short balance also shows what is missing and a top-up link.
        onError: (error) => setRefused(shortfallOf(error)),
      },
    );
  };

  return (
    <div className="settle-panel" data-testid="settle-panel">
      <OrderItemLine order={order} />
      <LandedCost {...orderCostParts(order)} />
      <dl className="settle-panel__money">
        <div>
          <dt>应付金额</dt>
          <dd data-testid="settle-amount">
            <YenWithYuan yen={amount} className="settle-panel__amount" />
          </dd>
        </div>
        <div>
          <dt>账户余额</dt>
          <dd data-testid="settle-balance">{balance === undefined ? '—' : <YenWithYuan yen={refused?.balance ?? balance} />}</dd>
        </div>
      </dl>
      {shortfall > 0 && (
        <BalanceShort
          shortfall={shortfall}
          back={`/order/settle/${order.orderId}`}
          testId="settle-shortfall"
          linkTestId="top-up-link"
        />
      )}
      <p className="muted settle-panel__deadline">
        请在拍卖结束前付款，结束时仍未付款的订单将自动取消。
        <Countdown endTime={order.endTime} />
      </p>
      <div className="settle-panel__actions">
        {/* The amount never wraps inside itself (not 3,300 日 / 元 on a phone): the button grows, the link moves down. */}
        {shortfall === 0 && (
          <Button icon="pi pi-lock" onClick={() => void submit()} loading={pay.isPending} className="settle-panel__pay">
            <span className="p-button-label">
              确认付款 <span className="nowrap">{formatYen(amount)}</span>
            </span>
          </Button>
        )}
        <Link to={`/order/${order.orderId}`} className="settle-panel__later">
          稍后付款，查看订单
        </Link>
      </div>
    </div>
  );
}
