import './users.css';
import { Button } from 'primereact/button';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { useBrowsingHistory, useClearBrowsingHistory } from '../api/browsing-history';
import { HistoryEntryRow } from './history-entry-row';

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
            return <HistoryEntryRow key={entry.itemId} entry={entry} />;
          })}
        </ol>
      )}
    </section>
  );
}
