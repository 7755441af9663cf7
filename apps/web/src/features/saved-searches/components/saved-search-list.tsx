import './saved-searches.css';
import { savedSearchQueryString } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatMediumDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { usePauseSavedSearch } from '../api/pause-saved-search';
import { describeFilters, savedSearchName } from './describe-filters';

/** 搜索订阅: the member's saved searches with pause / resume / delete and a link to run each. */
export function SavedSearchList() {
  const list = useSavedSearches();
  const pause = usePauseSavedSearch();
  const remove = useDeleteSavedSearch();
  const data = list.data;

  const drop = async (id: number, name: string) => {
    const ok = await confirm({ header: '删除搜索订阅', message: `确定删除搜索订阅「${name}」吗？`, acceptLabel: '删除' });
    if (!ok) return;
    remove.mutate(id, { onSuccess: () => toast.success('已删除') });
  };

  return (
    <section className="users-card" aria-label="搜索订阅">
      {/* A failed reload keeps the last list in the cache: the count is not shown beside the failure. */}
      {!list.isError && (
        <header className="users-card__header">
          <p className="muted">
            {data
              ? `已保存 ${data.list.length} / ${data.max} 个搜索；有新上架的商品时，通过站内消息（及邮件，可在通知设置中修改）通知您。`
              : '加载中…'}
          </p>
        </header>
      )}
      {list.isError ? (
        <p className="empty-note">搜索订阅加载失败：{errorMessage(list.error)}</p>
      ) : data && data.list.length === 0 ? (
        <p className="empty-note">
          还没有搜索订阅。在<Link to="/search">搜索结果</Link>页点「保存搜索」，有新商品上架时会通知您。
        </p>
      ) : (
        <ul className="saved-search-rows" data-testid="saved-searches">
          {data?.list.map((saved) => {
            const name = savedSearchName(saved);
            const details = describeFilters(saved);
            return (
              <li key={saved.id} className="saved-search-row" data-saved-search-id={saved.id}>
                <div className="saved-search-row__what">
                  <Link to={`/search?${savedSearchQueryString(saved.filters)}`} className="saved-search-row__name">
                    {name}
                  </Link>
                  {saved.paused && <Tag value="已暂停" severity="warning" />}
                  {details.length > 0 && <p className="muted saved-search-row__filters">{details.join(' · ')}</p>}
                  <p className="muted saved-search-row__time">
                    保存于 {formatMediumDateTime(saved.createdAt)}
                    {saved.lastNotifiedAt !== null && ` · 上次通知 ${formatMediumDateTime(saved.lastNotifiedAt)}`}
                  </p>
                </div>
                <div className="saved-search-row__actions">
                  <Link to={`/search?${savedSearchQueryString(saved.filters)}`} className="p-button p-button-text p-button-sm">
                    查看结果
                  </Link>
                  <Button
                    type="button"
                    size="small"
                    outlined
                    label={saved.paused ? '恢复' : '暂停'}
                    loading={pause.isPending && pause.variables?.id === saved.id}
                    onClick={() =>
                      pause.mutate(
                        { id: saved.id, paused: !saved.paused },
                        {
                          onSuccess: (s) => toast.success(s.paused ? '已暂停' : '已恢复'),
                        },
                      )
                    }
                  />
                  <Button
                    type="button"
                    size="small"
                    severity="danger"
                    text
                    label="删除"
                    onClick={() => void drop(saved.id, name)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
