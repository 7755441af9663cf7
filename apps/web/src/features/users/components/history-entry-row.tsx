import { CHINESE_TEXT_KINDS, type ChineseTextKind, formatYen } from '@daigou/contract';
import { Link } from 'react-router';
import { ChineseKindTag } from '../../../components/chinese-text/reading-switch';
import { formatMediumDateTime } from '../../../lib/format-date';
import type { HistoryEntry } from '../../../lib/local-db';

/** The stored item data is whatever the product page saved: read the usual fields defensively. */
export function describeHistoryEntry(entry: HistoryEntry) {
  const images = entry.images;
  const image =
    typeof entry.image === 'string' ? entry.image : Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  const title = typeof entry.title === 'string' ? entry.title : entry.itemId;
  // The item page saves its card with the Chinese title (decision 082); an entry without one shows the Japanese.
  const titleZh = typeof entry.titleZh === 'string' ? entry.titleZh : '';
  const titleZhKind: ChineseTextKind = CHINESE_TEXT_KINDS.includes(entry.titleZhKind as ChineseTextKind)
    ? (entry.titleZhKind as ChineseTextKind)
    : 'gloss';
  const price = typeof entry.currentPrice === 'number' ? entry.currentPrice : null;
  return { image, title, titleZh, titleZhKind, price };
}

/** One viewed item: picture, the title in Chinese above the seller's Japanese, price and when it was viewed. */
export function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  const { image, title, titleZh, titleZhKind, price } = describeHistoryEntry(entry);
  return (
    <li className="history-item" data-testid="history-item">
      <Link to={`/shop/product/${entry.itemId}`} className="history-item__link">
        {image ? <img src={image} alt="" loading="lazy" /> : <span className="history-item__noimg pi pi-image" />}
        {titleZh ? (
          <span className="history-item__titles">
            <span className="history-item__title" lang="zh-CN" title={titleZh} data-testid="history-title-zh">
              <ChineseKindTag kind={titleZhKind} only={['gloss']} />
              {titleZh}
            </span>
            <span className="history-item__title-ja muted" lang="ja" title={title}>
              {title}
            </span>
          </span>
        ) : (
          <span className="history-item__title" lang="ja" title={title}>
            {title}
          </span>
        )}
      </Link>
      {price !== null && <span className="price">{formatYen(price)}</span>}
      <time className="muted" dateTime={new Date(entry.viewDate).toISOString()}>
        {formatMediumDateTime(entry.viewDate)}
      </time>
    </li>
  );
}
