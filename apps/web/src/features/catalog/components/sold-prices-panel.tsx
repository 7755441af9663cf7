import { ITEM_CONDITION_LABELS, SOLD_SCOPE_LABELS, SOLD_SCOPES, type SoldPrices, type SoldScope } from '@daigou/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChineseTitle } from '../../../components/chinese-text/reading-switch';
import { YenPrice, YuanEstimates } from '../../../components/price/yen-price';
import { errorMessage } from '../../../lib/api-client';
import { zoneParts } from '../../../lib/zone-time';
import { useSoldPrices } from '../api/get-sold-prices';
import { SoldChart } from './sold-chart';
import './sold-prices.css';

/** Wide screens show the recent list open; a phone shows its head only until tapped. */
const WIDE = '(min-width: 761px)';
const isWide = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
const LIST_FIRST = 8;

/**
 * A query word in Chinese, the seller's Japanese beside it; once, as written, when the gloss left it so (a model
 * code) or does not know it (marked 「…」, decision 079).
 */
function QueryWord({ ja, zh }: { ja: string; zh: string | undefined }) {
  if (!zh || zh === ja || zh === `「${ja}」`) return <span lang="ja">{ja}</span>;
  return (
    <>
      {zh}
      <span lang="ja" className="sold-prices__ja">
        （{ja}）
      </span>
    </>
  );
}

function QueryLine({ data }: { data: SoldPrices }) {
  const { words, wordsZh, categoryNameZh, condition } = data.query;
  return (
    <p className="sold-prices__query muted" data-testid="sold-query">
      {words.length ? (
        <>
          标题含「
          {words.map((ja, i) => (
            <span key={ja}>
              {i > 0 && '、'}
              <QueryWord ja={ja} zh={wordsZh[i]} />
            </span>
          ))}
          」
        </>
      ) : (
        '不限关键词'
      )}
      {' · '}
      {categoryNameZh ? `分类「${categoryNameZh}」` : '全部分类'}
      {' · '}
      {condition ? `成色「${ITEM_CONDITION_LABELS[condition].zh}」` : '不限成色'}
    </p>
  );
}

function Figures({ data }: { data: SoldPrices }) {
  if (data.median === null || data.min === null || data.max === null) return null;
  return (
    <div className="sold-prices__figures" data-testid="sold-figures">
      <div className="sold-prices__figure">
        <span className="sold-prices__label">中位数</span>
        <span data-testid="sold-median">
          <YenPrice yen={data.median} />
        </span>
        <YuanEstimates yen={data.median} compact />
      </div>
      <div className="sold-prices__figure">
        <span className="sold-prices__label">区间</span>
        <span data-testid="sold-range">
          <YenPrice yen={data.min} className="price--plain" /> – <YenPrice yen={data.max} className="price--plain" />
        </span>
      </div>
      <div className="sold-prices__figure">
        <span className="sold-prices__label">成交</span>
        <span data-testid="sold-count">{data.count} 件</span>
        {data.totalFound > data.count && (
          <span className="muted">
            （共找到 {data.totalFound} 件，取最近 {data.count} 件）
          </span>
        )}
      </div>
    </div>
  );
}

function RecentList({ data }: { data: SoldPrices }) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  useEffect(() => setOpen(isWide()), []);
  const shown = all ? data.recent : data.recent.slice(0, LIST_FIRST);
  return (
    <details className="sold-prices__recent" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary data-testid="sold-recent-toggle">最近成交（{data.recent.length}）</summary>
      <ol className="sold-prices__list" data-testid="sold-recent">
        {shown.map((s) => {
          const title = <ChineseTitle text={s.titleZh || s.title} kind={s.titleZhKind} />;
          return (
            <li key={s.itemId} className="sold-prices__row" data-testid="sold-row" data-outlier={s.outlier || undefined}>
              <span className="sold-prices__title" title={s.title}>
                {s.link ? <Link to={s.link}>{title}</Link> : title}
              </span>
              <span className="sold-prices__price">
                <YenPrice yen={s.price} className="price--plain" />
                <YuanEstimates yen={s.price} compact />
              </span>
              <span className="sold-prices__meta muted">
                {zoneParts(s.endTime, 8).date.slice(5)} 结束 · {s.bids} 次出价
                {s.condition && ` · ${ITEM_CONDITION_LABELS[s.condition].zh}`}
                {s.outlier && ' · 偏离较大'}
              </span>
            </li>
          );
        })}
      </ol>
      {!all && data.recent.length > LIST_FIRST && (
        <button type="button" className="link-button" onClick={() => setAll(true)}>
          显示全部 {data.recent.length} 件
        </button>
      )}
    </details>
  );
}

/** Where the member's maximum stands among the sales (the dashed line of the chart). */
function BidNote({ data, maxBid }: { data: SoldPrices; maxBid: number }) {
  const below = data.recent.filter((s) => s.price <= maxBid).length;
  return (
    <p className="sold-prices__note sold-prices__bid-note" data-testid="sold-bid-note">
      蓝色虚线为您的最高出价 <YenPrice yen={maxBid} className="price--plain" />
      ：不低于其中 {below} 件（
      {Math.round((below / data.recent.length) * 100)}%）的成交价。
    </p>
  );
}

function Body({ data, maxBid }: { data: SoldPrices; maxBid?: number | null }) {
  if (!data.count) {
    return (
      <p className="sold-prices__empty" data-testid="sold-empty">
        没有找到相似的成交记录
        {data.scope !== 'wide' && <span className="muted">，可以试试“{SOLD_SCOPE_LABELS.wide}”</span>}
      </p>
    );
  }
  return (
    <>
      <Figures data={data} />
      {data.median !== null && data.min !== null && data.max !== null && (
        <SoldChart sales={data.recent} median={data.median} min={data.min} max={data.max} maxBid={maxBid} />
      )}
      {data.outliers > 0 && <p className="muted sold-prices__note">空心点为偏离较大的成交（{data.outliers} 件），不计入区间。</p>}
      {maxBid ? <BidNote data={data} maxBid={maxBid} /> : null}
      <RecentList data={data} />
    </>
  );
}

/**
 * 落札相场 (issue 28 §2, decision 090): what similar closed auctions sold for — median, range, count, a small chart
 * and the recent sales — beside the maximum bid. The member narrows or widens "similar" with the chips. Loaded
 * on its own (a lazy chunk), so the item page's first load does not carry it.
 */
export default function SoldPricesPanel({ itemId, maxBid }: { itemId: string; maxBid?: number | null }) {
  const [scope, setScope] = useState<SoldScope>('default');
  const sold = useSoldPrices(itemId, scope);
  return (
    <section className="sold-prices" data-testid="sold-prices" aria-busy={sold.isFetching}>
      <header className="sold-prices__head">
        <h3 className="sold-prices__title-main">
          成交价参考 <span className="muted">落札相场</span>
        </h3>
        <fieldset className="sold-prices__chips" aria-label="相似范围">
          {SOLD_SCOPES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={scope === s}
              className={scope === s ? 'sold-chip is-selected' : 'sold-chip'}
              onClick={() => setScope(s)}
              data-testid={`sold-scope-${s}`}
            >
              {SOLD_SCOPE_LABELS[s]}
            </button>
          ))}
        </fieldset>
      </header>
      {sold.isPending ? (
        <p className="muted">正在查找相似的成交记录…</p>
      ) : sold.isError ? (
        <p className="muted" role="alert" data-testid="sold-error">
          成交记录暂时无法读取：{errorMessage(sold.error)}{' '}
          <button type="button" className="link-button" onClick={() => sold.refetch()}>
            重试
          </button>
        </p>
      ) : (
        <>
          <QueryLine data={sold.data} />
          <Body data={sold.data} maxBid={maxBid} />
          <p className="muted sold-prices__note">
            成交价为雅虎拍卖的落札价（不含运费与代购费用），仅供参考{sold.data.readAt ? '；数据每几小时更新' : ''}。
          </p>
        </>
      )}
    </section>
  );
}
