import type { BidHistory } from '@daigou/contract';
import './item-decide.css';
import { useEffect, useState } from 'react';
import { NearViewport } from '../../../components/near-viewport/near-viewport';
import { YenPrice, YuanEstimates } from '../../../components/price/yen-price';
import { errorMessage } from '../../../lib/api-client';
import { beijingAndJapan } from '../../../lib/zone-time';
import { useBidHistory } from '../api/get-bid-history';

/** Wide screens show the list open; a phone shows its head only until tapped (issue 28 §5). */
const WIDE = '(min-width: 761px)';
const isWide = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

export function BidHistoryList({ history }: { history: BidHistory }) {
  if (!history.entries.length) {
    return (
      <p className="muted bid-history__empty" data-testid="bid-history-empty">
        {history.bids > 0 ? '出价记录暂未列出（早期出价不在记录中）' : '暂无出价'}
      </p>
    );
  }
  return (
    <>
      <p className="muted bid-history__note">时间为北京时间（括号内为日本时间）；出价人按雅虎的方式部分隐藏。</p>
      <ol className="bid-history__list" data-testid="bid-history-list">
        {history.entries.map((e, i) => {
          const times = e.time === null ? null : beijingAndJapan(e.time);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the list is replaced whole
              key={i}
              className={e.mine ? 'bid-history__row bid-history__row--mine' : 'bid-history__row'}
              data-testid="bid-history-row"
              data-mine={e.mine || undefined}
            >
              <span className="bid-history__who">
                <span className="bid-history__bidder">{e.bidder}</span>
                {e.mine && (
                  <span className="bid-history__tag bid-history__tag--mine" data-testid="bid-mine">
                    我的出价
                  </span>
                )}
                {e.highest && <span className="bid-history__tag">最高出价</span>}
              </span>
              <span className="bid-history__amount">
                <YenPrice yen={e.amount} className="price--plain" />
                <YuanEstimates yen={e.amount} compact />
              </span>
              {times && (
                <span className="bid-history__time muted">
                  {times.beijing.replace('北京时间 ', '')}（{times.japan}）
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function BidHistoryBody({ itemId }: { itemId: string }) {
  const history = useBidHistory(itemId);
  if (history.isPending) return <p className="muted">正在加载出价记录…</p>;
  if (history.isError)
    return (
      <p className="muted" role="alert">
        出价记录暂时无法读取：{errorMessage(history.error)}{' '}
        <button type="button" className="link-button" onClick={() => history.refetch()}>
          重试
        </button>
      </p>
    );
  return <BidHistoryList history={history.data} />;
}

/**
 * The item's bid history (issue 28 §3): bidders masked as the marketplace shows them, the member's own bids
 * marked 我的出价, times in 北京时间. Open on a wide screen (read as it nears the screen), folded on a phone
 * and read when opened: on Yahoo each read may cost an upstream request (decision 085).
 */
export function BidHistorySection({ itemId, bids }: { itemId: string; bids: number }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(isWide()), []);
  return (
    <section className="section-card bid-history" data-testid="bid-history">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="bid-history__summary" data-testid="bid-history-toggle">
          <h2>出价记录</h2>
          <span className="muted">{bids} 次出价</span>
        </summary>
        {open && (
          <NearViewport minHeight={80}>
            <BidHistoryBody itemId={itemId} />
          </NearViewport>
        )}
      </details>
    </section>
  );
}
