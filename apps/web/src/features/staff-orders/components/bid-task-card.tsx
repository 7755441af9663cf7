import { BID_TASK_STATE_LABELS, type BidTask, type BidTaskState, formatYen } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../../components/console/use-action';
import { Countdown } from '../../../components/countdown/countdown';
import { formatDateTime } from '../../../lib/format-date';
import { useRecordBidLost } from '../api/record-bid-lost';
import { useRecordBidOutbid } from '../api/record-bid-outbid';
import { useRecordBidPlaced } from '../api/record-bid-placed';
import { useRecordBidWon } from '../api/record-bid-won';
import { useRefreshBidTask } from '../api/refresh-bid-task';

const SEVERITY: Record<BidTaskState, 'info' | 'warning' | 'success' | 'danger'> = {
  to_bid: 'warning',
  to_buy: 'warning',
  placed: 'success',
  outbid: 'danger',
};

/** Reasons staff pick most (the member reads the one sent). */
const LOST_REASONS = ['竞拍未成功（出价被超过）', '卖家取消了拍卖', '卖家拒绝代购买家', '未能在截止前出价'];

/** One order to bid or buy on Yahoo! Auctions by hand: what the member asked, the upstream as last read, the outcomes. */
export function BidTaskCard({ task, now }: { task: BidTask; now: number }) {
  const { busy, run } = useAction();
  const placed = useRecordBidPlaced();
  const outbid = useRecordBidOutbid();
  const won = useRecordBidWon();
  const lost = useRecordBidLost();
  const refresh = useRefreshBidTask();
  const [amount, setAmount] = useState<number | null>(task.maxBid);
  const [current, setCurrent] = useState<number | null>(null);
  const [finalPrice, setFinalPrice] = useState<number | null>(task.kind === 'buyout' ? task.buyNowPrice : null);
  const [reason, setReason] = useState('');
  const guard = { orderId: task.orderId, moneySeq: task.moneySeq };
  const isBid = task.kind === 'bid';
  const hasBid = task.state === 'placed' || task.state === 'outbid';
  const limit = isBid ? (task.bidAmount ?? task.maxBid ?? 0) : (task.buyNowPrice ?? 0);
  const due = !hasBid && task.actBy <= now;

  return (
    <article className="admin-card bid-task" data-testid="bid-task" data-order-id={task.orderId}>
      <div className="bid-task__head">
        {task.image && <img className="admin-thumb" src={task.image} alt="" loading="lazy" />}
        <div className="bid-task__title">
          <a href={task.itemUrl} target="_blank" rel="noopener noreferrer" data-testid="bid-task-item-link">
            {task.titleZh || task.title}
          </a>
          {task.titleZh && <div className="admin-hint">{task.title}</div>}
          <div className="admin-hint">
            订单 <Link to={`/admin/orders/${task.orderId}`}>{task.orderId}</Link> · 会员 {task.account} · {task.itemId}
          </div>
        </div>
        <Tag value={BID_TASK_STATE_LABELS[task.state]} severity={SEVERITY[task.state]} data-testid="bid-task-state" />
      </div>
      <dl className="admin-facts">
        <div>
          <dt>{isBid ? '会员最高出价' : '一口价'}</dt>
          <dd>
            <strong>{formatYen((isBid ? task.maxBid : task.buyNowPrice) ?? 0)}</strong>
          </dd>
        </div>
        <div>
          <dt>上游当前价</dt>
          <dd data-testid="bid-task-price">
            {formatYen(task.currentPrice)}
            <span className="admin-hint">
              {' '}
              {task.checkedAt ? `${formatDateTime(task.checkedAt)} 读取` : '下单时'}
              {task.upstreamStatus && task.upstreamStatus !== 'OPEN'
                ? ` · 上游${task.upstreamStatus === 'CLOSED' ? '已结束' : '已取消'}`
                : ''}
            </span>
          </dd>
        </div>
        {hasBid && (
          <div>
            <dt>已出价</dt>
            <dd data-testid="bid-task-amount">
              {formatYen(task.bidAmount ?? 0)}
              {task.bidPlacedAt && <span className="admin-hint"> {formatDateTime(task.bidPlacedAt)}</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>结束时间</dt>
          <dd>
            {formatDateTime(task.endTime)} <Countdown endTime={task.endTime} />
          </dd>
        </div>
        {!hasBid && (
          <div>
            <dt>出价时间</dt>
            <dd className={due ? 'admin-danger' : undefined}>
              {task.snipeMinutes === null
                ? '付款后立即'
                : `结束前 ${task.snipeMinutes} 分钟（${formatDateTime(task.actBy)}）${due ? '，已到时' : ''}`}
            </dd>
          </div>
        )}
      </dl>
      <div className="bid-task__tools">
        <a className="p-button p-button-sm p-button-outlined" href={task.itemUrl} target="_blank" rel="noopener noreferrer">
          <i className="pi pi-external-link" aria-hidden="true" />
          &nbsp;打开雅虎商品页
        </a>
        <Button
          label="刷新上游价格"
          icon="pi pi-refresh"
          size="small"
          outlined
          loading={refresh.isPending}
          onClick={() => refresh.mutate({ orderId: task.orderId })}
        />
      </div>
      <div className="admin-actions">
        {isBid && (
          <div className="admin-action">
            <h3>{hasBid ? '再次出价（提高出价）' : '录入已出价'}</h3>
            <span className="admin-hint">在雅虎拍卖出价后录入金额，不超过会员最高出价 {formatYen(task.maxBid ?? 0)}。</span>
            <InputNumber
              value={amount}
              onValueChange={(e) => setAmount(e.value ?? null)}
              min={1}
              max={task.maxBid ?? undefined}
              suffix=" 日元"
              aria-label="出价金额"
              inputId={`bid-amount-${task.orderId}`}
            />
            <Button
              label="录入已出价"
              icon="pi pi-send"
              loading={busy}
              disabled={!amount}
              data-testid="bid-task-placed"
              onClick={() =>
                run(() => placed.mutateAsync({ ...guard, amount: amount ?? 0 }), {
                  ask: {
                    message: `确认已在雅虎拍卖为订单 ${task.orderId} 出价 ${formatYen(amount ?? 0)}？会员将收到通知，之后不能取消订单。`,
                  },
                  done: '已录入出价',
                })
              }
            />
          </div>
        )}
        {task.state === 'placed' && (
          <div className="admin-action">
            <h3>被超价</h3>
            <span className="admin-hint">其他买家的出价超过了我们的出价：录入当前价，会员会收到通知。</span>
            <InputNumber
              value={current}
              onValueChange={(e) => setCurrent(e.value ?? null)}
              min={1}
              suffix=" 日元"
              aria-label="当前价"
              inputId={`outbid-price-${task.orderId}`}
            />
            <Button
              label="标记被超价"
              icon="pi pi-arrow-up"
              severity="warning"
              loading={busy}
              disabled={!current}
              onClick={() =>
                run(() => outbid.mutateAsync({ ...guard, currentPrice: current ?? 0 }), {
                  ask: { message: `确认订单 ${task.orderId} 已被超价（当前价 ${formatYen(current ?? 0)}）？` },
                  done: '已标记被超价',
                })
              }
            />
          </div>
        )}
        {(hasBid || !isBid) && (
          <div className="admin-action">
            <h3>{isBid ? '竞拍成功（已付款 → 已购买）' : '购买成功（已付款 → 已购买）'}</h3>
            <span className="admin-hint">
              {isBid ? `成交价不超过已出价 ${formatYen(limit)}` : `一口价 ${formatYen(limit)}`}
              ；低于会员已付金额的差额立即退回余额。
            </span>
            <InputNumber
              value={finalPrice}
              onValueChange={(e) => setFinalPrice(e.value ?? null)}
              min={1}
              suffix=" 日元"
              aria-label="成交价"
              inputId={`final-price-${task.orderId}`}
            />
            <Button
              label={isBid ? '录入竞拍成功' : '录入购买成功'}
              icon="pi pi-check"
              severity="success"
              loading={busy}
              disabled={!finalPrice}
              data-testid="bid-task-won"
              onClick={() =>
                run(() => won.mutateAsync({ ...guard, finalPrice: finalPrice ?? 0 }), {
                  ask: { message: `确认订单 ${task.orderId} 以 ${formatYen(finalPrice ?? 0)} 成交？` },
                  done: '已录入成交结果，差额已退回会员',
                })
              }
            />
          </div>
        )}
        <div className="admin-action">
          <h3>未成功（全额退款）</h3>
          <div className="bid-task__reasons">
            {LOST_REASONS.map((r) => (
              <button
                key={r}
                type="button"
                className={`admin-tab${reason === r ? ' is-active' : ''}`}
                onClick={() => setReason(r)}
              >
                {r}
              </button>
            ))}
          </div>
          <InputText
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="原因（会员可见，必填）"
            aria-label="未成功原因"
          />
          <Button
            label="录入未成功并退款"
            icon="pi pi-times"
            severity="danger"
            loading={busy}
            disabled={reason.trim().length < 2}
            onClick={() =>
              run(() => lost.mutateAsync({ ...guard, reason: reason.trim() }), {
                ask: { message: `确认订单 ${task.orderId} 未成功？会员已付款项将全额退回余额。`, danger: true },
                done: '已录入未成功并退款',
              })
            }
          />
        </div>
      </div>
    </article>
  );
}
