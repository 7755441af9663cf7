import { ITEM_CONDITION_LABELS, type ItemCard } from '@daigou/contract';
import { useMemo } from 'react';
import { ChineseKindTag, ChineseTitle } from '../chinese-text/reading-switch';
import { Countdown } from '../countdown/countdown';
import { PlainLink, PlainLinkScope } from '../plain-link/plain-link';
import { YenPrice, YuanEstimates } from '../price/yen-price';
import { useItemCardActions } from './item-card-actions';
import '../shared-components.css';

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
      <PlainLink to={`/shop/product/${item.itemId}`} className="item-card__link">
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
      </PlainLink>
      {actions && <div className="item-card__actions">{actions.render(item)}</div>}
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
  // What the cards' corners ask (favourite statuses) is asked for the whole grid at once (decision 100).
  const actions = useItemCardActions();
  useMemo(() => actions?.prime?.(items), [actions, items]);
  // One link scope per grid: its cards' links are resolved once, not once a card (decision 091).
  return (
    <PlainLinkScope>
      <div className="item-grid" data-testid={testId}>
        {items.map((item, index) => (
          <ItemCardView key={item.itemId} item={item} priority={index < priority} />
        ))}
      </div>
    </PlainLinkScope>
  );
}
