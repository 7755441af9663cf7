import './users.css';
import { formatYen } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { confirm } from '../../../lib/confirm';
import { formatMediumDateTime } from '../../../lib/format-date';
import type { HistoryEntry } from '../../../lib/local-db';
import { toast } from '../../../lib/toast';
import { useBrowsingHistory, useClearBrowsingHistory } from '../api/browsing-history';

/** The stored item data is whatever the product page saved: read the usual fields defensively. */
function describe(entry: HistoryEntry) {
  const images = entry.images;
  const image =
    typeof entry.image === 'string' ? entry.image : Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  const title = typeof entry.title === 'string' ? entry.title : entry.itemId;
  const price = typeof entry.currentPrice === 'number' ? entry.currentPrice : null;
  return { image, title, price };
}

export function HistoryList() {
  const history = useBrowsingHistory();
  const clear = useClearBrowsingHistory();
  const entries = history.data ?? [];

  const clearAll = async () => {
    if (!(await confirm({ message: '确定清空全部浏览历史吗？', header: '清空浏览历史', danger: true, acceptLabel: '清空' })))
      return;
    clear.mutate(undefined, { onSuccess: () => toast.success('浏览历史已清空') });
  };

  return (
    <section className="users-card" aria-label="浏览历史">
      <header className="users-card__header">
        <p className="muted">最近浏览的 {entries.length} 件商品（仅保存在本机浏览器，最多 50 件）</p>
        <Button
          type="button"
          label="清空历史"
          icon="pi pi-trash"
          text
          severity="danger"
          disabled={!entries.length}
          onClick={clearAll}
        />
      </header>
      {history.isPending ? (
        <p className="muted">加载中…</p>
      ) : entries.length === 0 ? (
        <p className="empty-note">暂无浏览记录，去首页逛逛吧。</p>
      ) : (
        <ol className="history-items" data-testid="history-items">
          {entries.map((entry) => {
            const { image, title, price } = describe(entry);
            return (
              <li key={entry.itemId} className="history-item">
                <Link to={`/shop/product/${entry.itemId}`} className="history-item__link">
                  {image ? <img src={image} alt="" loading="lazy" /> : <span className="history-item__noimg pi pi-image" />}
                  <span className="history-item__title">{title}</span>
                </Link>
                {price !== null && <span className="price">{formatYen(price)}</span>}
                <time className="muted" dateTime={new Date(entry.viewDate).toISOString()}>
                  {formatMediumDateTime(entry.viewDate)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
