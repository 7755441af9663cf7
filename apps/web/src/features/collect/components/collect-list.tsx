import './collect.css';
import { COLLECT_PAGE_SIZE, type Favorite, formatYen } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChineseKindTag, ChineseTitle } from '../../../components/chinese-text/reading-switch';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { YenPrice, YuanEstimates } from '../../../components/price/yen-price';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteCollect } from '../api/delete-collect';
import { useCollectList } from '../api/get-collect-list';
import { formatTimeLeft } from './time-left';

/** Re-renders every 30 s so times left stay current between fetches. */
function useTick(ms: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTick((t) => t + 1), ms);
    return () => window.clearInterval(id);
  }, [ms]);
}

function FavoriteRow({ favorite, clockSkew }: { favorite: Favorite; clockSkew: number }) {
  const remove = useDeleteCollect();
  const { snapshot, live } = favorite;
  const price = live?.currentPrice ?? snapshot.price;
  const timeLeft = live?.onSale ? Math.max(0, live.endTime - (Date.now() + clockSkew)) : 0;
  return (
    <li className="favorite-row" data-testid="favorite-row" data-item-id={favorite.itemId}>
      <Link to={`/shop/product/${favorite.itemId}`} className="favorite-row__image" tabIndex={-1} aria-hidden="true">
        {snapshot.image ? <img src={snapshot.image} alt="" loading="lazy" /> : <i className="pi pi-image" />}
      </Link>
      <div className="favorite-row__main">
        <Link to={`/shop/product/${favorite.itemId}`} className="favorite-row__title" lang={favorite.titleZh ? 'zh-CN' : 'ja'}>
          {favorite.titleZh ? (
            <>
              <ChineseKindTag kind={favorite.titleZhKind} only={['gloss']} />
              <ChineseTitle text={favorite.titleZh} kind={favorite.titleZhKind} />
            </>
          ) : (
            snapshot.title
          )}
        </Link>
        {favorite.titleZh && (
          <p className="favorite-row__title-ja muted" lang="ja" title={snapshot.title}>
            {snapshot.title}
          </p>
        )}
        <div className="favorite-row__meta muted">
          <span>编号 {favorite.itemId}</span>
          <span>收藏时 {formatYen(snapshot.price)}</span>
          {live && <span>{live.bids} 次出价</span>}
        </div>
      </div>
      <div className="favorite-row__price">
        <YenPrice yen={price} />
        <YuanEstimates yen={price} compact />
        {favorite.priceChange !== 0 && (
          <small className={favorite.priceChange > 0 ? 'price-up' : 'price-down'}>
            {favorite.priceChange > 0 ? '↑' : '↓'} {formatYen(Math.abs(favorite.priceChange))}
          </small>
        )}
      </div>
      <div className="favorite-row__status">
        {live ? (
          <Tag value={live.statusLabel} severity={live.onSale ? 'success' : 'secondary'} />
        ) : (
          <Tag value="已下架" severity="secondary" />
        )}
        {live?.onSale && <small className="muted">剩余 {formatTimeLeft(timeLeft)}</small>}
      </div>
      <Button
        type="button"
        icon="pi pi-trash"
        text
        severity="danger"
        aria-label={`取消收藏 ${snapshot.title}`}
        loading={remove.isPending}
        onClick={() => remove.mutate(favorite.itemId, { onSuccess: () => toast.success('已取消收藏') })}
      />
    </li>
  );
}

/** The member's favourites: live price (yuan at the surrounding RatesProvider's rates), status and time left, with an on-sale filter. */
export function CollectList() {
  const [page, setPage] = useState(1);
  const [onSale, setOnSale] = useState(false);
  const list = useCollectList(page, COLLECT_PAGE_SIZE, onSale);
  useTick(30_000);
  const data = list.data;
  const clockSkew = data ? data.serverTime - list.dataUpdatedAt : 0;

  return (
    <section className="users-card collect-list" aria-label="我的收藏">
      <header className="users-card__header">
        <p className="muted">{data ? `共 ${data.total} 件${onSale ? '在售' : ''}商品` : '加载中…'}</p>
        <label className="collect-list__filter" htmlFor="collect-on-sale">
          <InputSwitch
            inputId="collect-on-sale"
            checked={onSale}
            onChange={(e) => {
              setOnSale(e.value === true);
              setPage(1);
            }}
          />
          只看在售
        </label>
      </header>
      {list.isError ? (
        <p className="empty-note">收藏加载失败：{errorMessage(list.error)}</p>
      ) : data && data.list.length === 0 ? (
        <p className="empty-note">{onSale ? '没有在售的收藏商品' : '还没有收藏商品，在商品页点击「收藏」即可加入。'}</p>
      ) : (
        <ul className="favorite-rows">
          {data?.list.map((favorite) => (
            <FavoriteRow key={favorite.itemId} favorite={favorite} clockSkew={clockSkew} />
          ))}
        </ul>
      )}
      <ListPaginator page={page} size={COLLECT_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
