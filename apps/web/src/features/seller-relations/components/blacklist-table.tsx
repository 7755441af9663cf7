import './seller-relations.css';
import { BLACKLIST_PAGE_SIZE, type SellerRelation, type SellerRelationChange } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatMediumDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useChangeRelation } from '../api/change-relation';
import { useBlacklist } from '../api/get-blacklist';

/** The member's blacklist; unblacking goes through the confirmation dialog. */
export function BlacklistTable({ onChanged }: { onChanged?: (relation: SellerRelation, change: SellerRelationChange) => void }) {
  const [page, setPage] = useState(1);
  const list = useBlacklist(page, BLACKLIST_PAGE_SIZE);
  const change = useChangeRelation(onChanged);
  const data = list.data;

  const unblack = async (sellerId: string, name: string) => {
    const ok = await confirm({
      header: '移出黑名单',
      message: `确定将卖家「${name}」移出黑名单吗？移出后搜索中会重新显示其商品。`,
      acceptLabel: '移出',
    });
    if (!ok) return;
    change.mutate({ change: 'unblack', sellerId }, { onSuccess: () => toast.success('已移出黑名单') });
  };

  return (
    <section className="users-card" aria-label="卖家黑名单">
      <header className="users-card__header">
        <p className="muted">{data ? `共 ${data.total} 个卖家；黑名单卖家的商品不会出现在您的搜索和推荐中。` : '加载中…'}</p>
      </header>
      {list.isError ? (
        <p className="empty-note">黑名单加载失败：{errorMessage(list.error)}</p>
      ) : data && data.list.length === 0 ? (
        <p className="empty-note">黑名单为空。在卖家或商品页面可以拉黑卖家。</p>
      ) : (
        <ul className="seller-rows" data-testid="blacklist">
          {data?.list.map((entry) => {
            const name = entry.seller?.name ?? entry.sellerId;
            return (
              <li key={entry.sellerId} className="seller-row" data-seller-id={entry.sellerId}>
                <div className="seller-row__who">
                  <Link to={`/seller/${entry.sellerId}`} className="seller-row__name">
                    {name}
                  </Link>
                  <span className="muted">
                    卖家 ID：{entry.sellerId}
                    {entry.seller && ` · 好评率 ${entry.seller.goodRate}% · ${entry.seller.locationZh}`}
                  </span>
                </div>
                {entry.seller && (
                  <Tag value={entry.seller.riskLabel} severity={entry.seller.riskLevel === 'low' ? 'success' : 'warning'} />
                )}
                <span className="muted seller-row__date">拉黑于 {formatMediumDateTime(entry.createdAt)}</span>
                <Button type="button" size="small" label="移出黑名单" outlined onClick={() => unblack(entry.sellerId, name)} />
              </li>
            );
          })}
        </ul>
      )}
      <ListPaginator page={page} size={BLACKLIST_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
