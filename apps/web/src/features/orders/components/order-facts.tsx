import {
  carrierLabel,
  formatYen,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  type Order,
  OrderStatus,
  type OrderStatusCode,
} from '@daigou/contract';
import type { ReactNode } from 'react';
import { Countdown } from '../../../components/countdown/countdown';
import { YenWithYuan } from '../../../components/price/yen-price';
import { formatDateTime } from '../../../lib/format-date';
import { orderMoneyNow } from './order-money-now';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="order-fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where the bidding engine is with a paid order. */
function bidState(order: Order): string {
  if (order.kind === 'buyout') return order.bidPlaced ? '正在以一口价购买' : '等待购买';
  if (order.bidPlaced) {
    if (order.bidLive?.state === 'leading') return '已出价，当前领先';
    if (order.bidLive?.state === 'outbid') return '已出价，已被超越';
    return '已出价，等待拍卖结束';
  }
  return order.snipeMinutes !== null ? `等待狙击出价（结束前 ${order.snipeMinutes} 分钟）` : '等待出价';
}

/** The order's terms and money: kind, maximum, final price, fees, shipping, tracking, remark. */
export function OrderFacts({ order }: { order: Order }) {
  const open = order.status === OrderStatus.unpaid || order.status === OrderStatus.paid;
  const money = orderMoneyNow(order);
  return (
    <dl className="order-facts">
      <Fact label="购买方式">{ORDER_KIND_LABELS[order.kind]}</Fact>
      {order.kind === 'bid' ? (
        <Fact label="最高出价" testId="fact-max-bid">
          {order.maxBid === null ? '—' : <YenWithYuan yen={order.maxBid} />}
          {order.snipeMinutes !== null && <span className="muted">（结束前 {order.snipeMinutes} 分钟出价）</span>}
        </Fact>
      ) : (
        <Fact label="一口价">{order.buyNowPrice === null ? '—' : <YenWithYuan yen={order.buyNowPrice} />}</Fact>
      )}
      {order.status === OrderStatus.paid && (
        <Fact label="代购进度" testId="fact-bid-state">
          {bidState(order)}
        </Fact>
      )}
      <Fact label="下单时价格">
        <YenWithYuan yen={order.itemPrice} compact />
      </Fact>
      <Fact label="成交价" testId="fact-final-price">
        {order.finalPrice === null ? (
          <span className="muted">{open ? '待成交' : '—'}</span>
        ) : (
          <YenWithYuan yen={order.finalPrice} />
        )}
      </Fact>
      <Fact label="代购服务费">
        <YenWithYuan yen={order.serviceFee} compact />
      </Fact>
      <Fact label="验货">{order.inspection ? `已选（${formatYen(order.inspectionFee)}）` : '未选'}</Fact>
      <Fact label="日本国内运费">
        {order.shippingFee !== null ? (
          <YenWithYuan yen={order.shippingFee} compact />
        ) : order.shippingPayer === 'seller' ? (
          '卖家包邮'
        ) : (
          '到仓后按实际金额扣除'
        )}
      </Fact>
      <Fact label={money.label} testId="fact-paid">
        {money.yen === null ? (
          <span className="muted">{money.label === '未付款' ? '没有扣款' : '款项已全部退回余额'}</span>
        ) : (
          <>
            <YenWithYuan yen={money.yen} />
            {'hint' in money && money.hint && <span className="muted">（{money.hint}）</span>}
          </>
        )}
      </Fact>
      {order.trackingNo && (
        <Fact label="日本国内快递">
          {order.carrier ? carrierLabel(order.carrier) : ''} {order.trackingNo}
        </Fact>
      )}
      {order.problemFrom !== null && <Fact label="问题前状态">{ORDER_STATUS_LABELS[order.problemFrom as OrderStatusCode]}</Fact>}
      <Fact label="拍卖结束">
        {formatDateTime(order.bidLive?.endTime ?? order.endTime)}{' '}
        {open && <Countdown endTime={order.bidLive?.endTime ?? order.endTime} />}
      </Fact>
      <Fact label="下单时间">{formatDateTime(order.createdAt)}</Fact>
      {order.paidAt !== null && <Fact label="付款时间">{formatDateTime(order.paidAt)}</Fact>}
      <Fact label="订单备注">{order.remark || <span className="muted">无</span>}</Fact>
    </dl>
  );
}
