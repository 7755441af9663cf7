import './seller-relations.css';
import { FOLLOWED_PAGE_SIZE } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeRelation } from '../api/change-relation';
import { useFollowed } from '../api/get-followed';

/** /users/shop: followed sellers, most recently followed first, each with its newest open items. */
export function FollowedSellers() {
  const [page, setPage] = useState(1);
  const list = useFollowed(page, FOLLOWED_PAGE_SIZE);
  const change = useChangeRelation();
  const data = list.data;

  return (
    <section className="users-card" aria-label="关注的卖家">
      <header className="users-card__header">
        <p className="muted">{data ? `共关注 ${data.total} 个卖家` : '加载中…'}</p>
        <Link to="/users/shop/black">卖家黑名单</Link>
      </header>
      {list.isError ? (
        <p className="empty-note">关注列表加载失败：{errorMessage(list.error)}</p>
      ) : data && data.list.length === 0 ? (
        <p className="empty-note">还没有关注卖家。在商品页或卖家主页点击「关注卖家」即可。</p>
      ) : (
        data?.list.map((entry) => (
          <article key={entry.sellerId} className="followed-seller" data-testid="followed-seller" data-seller-id={entry.sellerId}>
            <div className="followed-seller__head">
              <div className="seller-row__who">
                <Link to={`/seller/${entry.sellerId}`} className="seller-row__name">
                  {entry.seller?.name ?? entry.sellerId}
                </Link>
                <span className="muted">
                  {entry.seller
                    ? `${entry.seller.isStore ? '店铺 · ' : ''}${entry.seller.locationZh} · 好评率 ${entry.seller.goodRate}% · ${entry.seller.riskLabel}`
                    : '该卖家已不在平台上'}
                </span>
              </div>
              <Button
                type="button"
                size="small"
                label="取消关注"
                outlined
                severity="secondary"
                onClick={() =>
                  change.mutate(
                    { change: 'unfollow', sellerId: entry.sellerId },
                    { onSuccess: () => toast.success('已取消关注') },
                  )
                }
              />
            </div>
            {entry.newestItems.length ? <ItemCardGrid items={entry.newestItems} /> : <p className="muted">暂无在售商品</p>}
          </article>
        ))
      )}
      <ListPaginator page={page} size={FOLLOWED_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
