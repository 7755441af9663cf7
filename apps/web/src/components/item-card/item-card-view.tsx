import { ITEM_CONDITION_LABELS, type ItemCard } from '@daigou/contract';
import { createContext, type MouseEvent, type ReactNode, useContext, useMemo } from 'react';
import { Link, type NavigateFunction, useHref, useNavigate } from 'react-router';
import { ChineseKindTag, ChineseTitle } from '../chinese-text/reading-switch';
import { Countdown } from '../countdown/countdown';
import { YenPrice, YuanEstimates } from '../price/yen-price';
import { useItemCardActions } from './item-card-actions';
import '../shared-components.css';

/**
 * How a grid's cards link: React Router's `Link` resolves its path against the route matches on every render
 * (useHref, useResolvedPath, useLinkClickHandler), for each card — on a slow phone sixty cards' links were the
 * largest part of home's render (decision 091). A grid resolves once and its cards render plain anchors with
 * the same href that navigate the same way on a plain click (a modified click, e.g. a new tab, is the browser's).
 */
const GridNavigation = createContext<{ prefix: string; navigate: NavigateFunction } | null>(null);

function CardLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const grid = useContext(GridNavigation);
  if (!grid)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    grid.navigate(to);
  };
  return (
    <a href={grid.prefix + to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** Spec §4: an item is on sale only when its status, upper-cased, is OPEN. */
export function isOnSale(status: string | null | undefined): boolean {
  return String(status ?? '').toUpperCase() === 'OPEN';
}

/**
 * A result card: image, the title in Chinese (tagged 关键词译文 when it is the keyword gloss) above the
 * seller's Japanese title, current price in yen with yuan at both rates, bids, live countdown, and the
 * actions app/ provides (the favourite button) in the image's corner, outside the link.
 */
export function ItemCardView({ item, priority = false }: { item: ItemCard; priority?: boolean }) {
  const onSale = isOnSale(item.status);
  const actions = useItemCardActions();
  return (
    <article className={onSale ? 'item-card' : 'item-card item-card--closed'} data-testid="item-card" data-item-id={item.itemId}>
      <CardLink to={`/shop/product/${item.itemId}`} className="item-card__link">
        <div className="item-card__image">
          <img
            src={item.image}
            alt={item.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={240}
            height={240}
          />
          {!onSale && <span className="item-card__badge">不在售</span>}
          {item.shippingPayer === 'seller' && <span className="item-card__tag">包邮</span>}
        </div>
        {item.titleZh ? (
          <>
            <h3 className="item-card__title" lang="zh-CN" title={item.titleZh} data-testid="item-title-zh">
              <ChineseKindTag kind={item.titleZhKind} only={['gloss']} />
              <ChineseTitle text={item.titleZh} kind={item.titleZhKind} />
            </h3>
            <p className="item-card__title-ja" lang="ja" title={item.title}>
              {item.title}
            </p>
          </>
        ) : (
          // Cards saved before titles had their Chinese (browsing history) show the original only.
          <h3 className="item-card__title" lang="ja" title={item.title}>
            {item.title}
          </h3>
        )}
      </CardLink>
      {actions && <div className="item-card__actions">{actions(item)}</div>}
      <div className="item-card__body">
        <div className="item-card__price">
          <span className="muted">当前价</span> <YenPrice yen={item.currentPrice} />
        </div>
        <YuanEstimates yen={item.currentPrice} />
        {item.buyNowPrice !== null && (
          <div className="item-card__buynow">
            一口价 <YenPrice yen={item.buyNowPrice} />
          </div>
        )}
        <div className="item-card__meta">
          <span data-testid="item-bids">
            <i className="pi pi-users" aria-hidden="true" /> {item.bids} 次出价
          </span>
          {item.condition && <span className="item-card__condition">{ITEM_CONDITION_LABELS[item.condition]?.zh}</span>}
        </div>
        <div className="item-card__time">
          {onSale ? <Countdown endTime={item.endTime} /> : <span className="countdown countdown--ended">已结束</span>}
        </div>
      </div>
    </article>
  );
}

/**
 * A responsive grid of item cards. `priority`: how many first cards are the screen's first sight (a phone's
 * first row): their images load at once and first (the page's largest paint), the others when near.
 */
export function ItemCardGrid({ items, testId, priority = 0 }: { items: ItemCard[]; testId?: string; priority?: number }) {
  const navigate = useNavigate();
  // The router's href of its root ("#/" with the hash router), less the slash each path begins with.
  const root = useHref('/');
  const navigation = useMemo(() => ({ prefix: root.replace(/\/$/, ''), navigate }), [root, navigate]);
  return (
    <GridNavigation.Provider value={navigation}>
      <div className="item-grid" data-testid={testId}>
        {items.map((item, index) => (
          <ItemCardView key={item.itemId} item={item} priority={index < priority} />
        ))}
      </div>
    </GridNavigation.Provider>
  );
}
