import type { SellerItemSort } from '@daigou/contract';
import { useState } from 'react';
import { ItemCardGrid } from '../../../components/item-card/item-card-view';
import { Pager } from '../../../components/pager/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useSellerItems } from '../api/get-seller-items';
import './sellers.css';

const SORT_LABELS: Record<SellerItemSort, string> = {
  end_asc: '即将结束',
  newest: '最新上架',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
};

/** The seller's open items with sorts and paging. */
export function SellerItems({ sellerId }: { sellerId: string }) {
  const [sort, setSort] = useState<SellerItemSort>('end_asc');
  const [page, setPage] = useState(1);
  const items = useSellerItems(sellerId, sort, page);
  return (
    <section className="section-card" data-testid="seller-items">
      <header>
        <h2>在售商品 {items.data && <small className="muted">共 {items.data.total} 件</small>}</h2>
        <div className="seller-sorts" role="tablist" aria-label="排序方式">
          {(Object.keys(SORT_LABELS) as SellerItemSort[]).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={value === sort}
              className={value === sort ? 'seller-sort seller-sort--active' : 'seller-sort'}
              onClick={() => {
                setSort(value);
                setPage(1);
              }}
            >
              {SORT_LABELS[value]}
            </button>
          ))}
        </div>
      </header>
      {items.isPending ? (
        <LoadingBlock height={360} />
      ) : items.isError ? (
        <ErrorState message={errorMessage(items.error)} onRetry={() => items.refetch()} />
      ) : items.data.list.length === 0 ? (
        <EmptyState title="该卖家暂无在售商品" />
      ) : (
        <>
          <ItemCardGrid items={items.data.list} />
          <Pager page={items.data.page} pageCount={Math.ceil(items.data.total / items.data.limit)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
