import { BID_LIVE_LABELS, type BidLive, formatYen, type Order, OrderStatus } from '@daigou/contract';
import { Countdown } from '../../../components/countdown/countdown';
import { YenWithYuan } from '../../../components/price/yen-price';
import { formatDateTime } from '../../../lib/format-date';

/** What the member can do about an outbid status, in a sentence. */
function outbidHint(order: Order, live: BidLive): string {
  if (live.raise === 'member') {
    return live.minimumBid !== null
      ? `当前价已超过您的最高出价，提高最高出价（至少 ${formatYen(live.minimumBid)}）才能继续竞拍`
      : '当前价已超过您的最高出价，可提高最高出价';
  }
  if (live.raise === 'staff') return `客服可在您的最高出价 ${formatYen(order.maxBid ?? 0)} 内继续加价`;
  return '您的最高出价已全部出完，出价后不能再修改';
}

/**
 * Live bid status of a running bid order (decision 051): 领先 / 已被超越 / 等待出价, the price now with the
 * bid count, the member's maximum, time left counting down, and what to do when outbid. `compact` for the list.
 */
export function BidLivePanel({ order, compact = false }: { order: Order; compact?: boolean }) {
  const live = order.bidLive;
  if (!live) return null;
  const waitingText =
    live.state === 'waiting' && order.status === OrderStatus.paid && order.snipeMinutes !== null
      ? `等待出价（结束前 ${order.snipeMinutes} 分钟）`
      : BID_LIVE_LABELS[live.state];
  return (
    <section
      className={`bid-live bid-live--${live.state}${compact ? ' bid-live--compact' : ''}`}
      data-testid="bid-live"
      data-state={live.state}
      aria-label="实时竞拍状态"
    >
      <div className="bid-live__head">
        <span className="bid-live__state" data-testid="bid-live-state">
          {waitingText}
        </span>
        {live.state !== 'ended' && <Countdown endTime={live.endTime} />}
      </div>
      {live.state === 'unavailable' ? (
        <p className="bid-live__note">暂时无法读取拍卖的最新价格，稍后会自动刷新</p>
      ) : (
        <dl className="bid-live__facts">
          <div>
            <dt>当前价</dt>
            <dd data-testid="bid-live-price">
              {live.currentPrice !== null && <YenWithYuan yen={live.currentPrice} compact />}
              {live.bids !== null && <span className="bid-live__bids">（{live.bids} 次出价）</span>}
            </dd>
          </div>
          <div>
            <dt>我的最高出价</dt>
            <dd data-testid="bid-live-max">{order.maxBid === null ? '—' : formatYen(order.maxBid)}</dd>
          </div>
          {live.ourBid !== null && live.ourBid !== order.maxBid && (
            <div>
              <dt>已出价</dt>
              <dd>{formatYen(live.ourBid)}</dd>
            </div>
          )}
          {!compact && live.checkedAt !== null && (
            <div>
              <dt>价格更新于</dt>
              <dd>{formatDateTime(live.checkedAt)}</dd>
            </div>
          )}
        </dl>
      )}
      {live.state === 'outbid' && (
        <p className="bid-live__hint" data-testid="bid-live-hint">
          {outbidHint(order, live)}
        </p>
      )}
      {live.state === 'ended' && <p className="bid-live__note">拍卖已结束，正在确认结果</p>}
    </section>
  );
}
