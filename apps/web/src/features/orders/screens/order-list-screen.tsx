import { ORDER_PAGE_SIZE, ORDER_TYPE_LABELS, ORDER_TYPES } from '@daigou/contract';
import { Paginator } from 'primereact/paginator';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useOrderList } from '../api/get-order-list';
import { OrderCard } from '../components/order-card';
import { orderListPageOf } from '../components/order-list-page';
import '../orders.css';

/** /users/order?type=…: the tabs with counts (国际发货 after 已入库, decision 058), the orders of one type, paged. */
export function OrderListScreen({ onMoneyChanged }: { onMoneyChanged?: () => void }) {
  const [params, setParams] = useSearchParams();
  const { type, page } = orderListPageOf(params);
  const list = useOrderList(type, page);
  const counts = list.data?.counts;

  return (
    <section className="section-card order-list">
      <header>
        <h2>我的订单</h2>
      </header>
      <nav className="order-tabs" aria-label="订单类型">
        {ORDER_TYPES.map((t) => (
          <Link
            key={t}
            to={`/users/order?type=${t}`}
            className={`order-tab${t === type ? ' is-active' : ''}`}
            aria-current={t === type ? 'page' : undefined}
            data-testid={`order-tab-${t}`}
          >
            {ORDER_TYPE_LABELS[t]}
            {counts && <span className="order-tab__count">{counts[t] ?? 0}</span>}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <LoadingBlock height={300} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={type === 'all' ? '还没有订单' : `没有${ORDER_TYPE_LABELS[type]}的订单`}
          hint="在商品页点击“立即下单”即可代购"
          icon="pi-shopping-bag"
        >
          <Link to="/">去逛逛</Link>
        </EmptyState>
      ) : (
        <>
          <div className="order-cards">
            {list.data.list.map((o) => (
              <OrderCard
                key={o.orderId}
                order={o}
                parcel={o.parcelId === null ? undefined : list.data.parcels[o.parcelId]}
                onMoneyChanged={onMoneyChanged}
              />
            ))}
          </div>
          {list.data.total > ORDER_PAGE_SIZE && (
            <Paginator
              first={(page - 1) * ORDER_PAGE_SIZE}
              rows={ORDER_PAGE_SIZE}
              totalRecords={list.data.total}
              onPageChange={(e) => {
                const next = new URLSearchParams(params);
                next.set('page', String(e.page + 1));
                setParams(next);
              }}
              template="PrevPageLink PageLinks NextPageLink CurrentPageReport"
              currentPageReportTemplate="共 {totalRecords} 单"
            />
          )}
        </>
      )}
    </section>
  );
}
