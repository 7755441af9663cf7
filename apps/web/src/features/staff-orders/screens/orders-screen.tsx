import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  formatYen,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderStatusCode,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ItemCell, PagedTable } from '../../../components/console/console-list';
import { ConsoleTabs } from '../../../components/console/console-tabs';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { formatDateTime } from '../../../lib/format-date';
import { useOrders } from '../api/get-orders';
import { StatusTag } from '../components/status-tag';

const { paid, purchased, shipped, inspecting, problem, warehoused, unpaid, failed, cancelled } = OrderStatus;
/** The desk's tabs: every order, then the statuses in the order staff work through them. */
const TABS: Array<OrderStatusCode | 'all'> = [
  'all',
  paid,
  purchased,
  shipped,
  inspecting,
  problem,
  warehoused,
  unpaid,
  failed,
  cancelled,
];
type OrderSort = 'id' | 'createdAt' | 'statusAt' | 'updatedAt' | 'endTime';

/** What the member offered: the maximum bid, or the buy-it-now price. */
const offerOf = (o: AdminOrder) => (o.kind === 'bid' ? o.maxBid : o.buyNowPrice) ?? o.itemPrice;

/** 订单处理: orders by status (with counts), searched by order id, item id, member or seller, paged and sorted. */
export default function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const table = useTableState<OrderSort>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'id', order: 'desc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => resetPage(), [status, keyword]);
  const orders = useOrders({
    ...table.state,
    status: status === 'all' ? undefined : (Number(status) as OrderStatusCode),
    keyword: keyword || undefined,
  });
  const setFilter = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v && v !== 'all') merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  const counts = orders.data?.counts ?? {};

  return (
    <div data-testid="admin-orders">
      <PageHeader title="订单处理" />
      <ConsoleTabs
        tabs={TABS}
        current={TABS.find((tab) => String(tab) === status)}
        label={(tab) => `${tab === 'all' ? '全部' : ORDER_STATUS_LABELS[tab]} (${counts[String(tab)] ?? 0})`}
        onPick={(tab) => setFilter({ status: String(tab) })}
      />
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ keyword: draft.trim() });
        }}
      >
        <InputText
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="订单号（DG…）/ 商品编号 / 会员账号 / 卖家"
          aria-label="搜索订单"
          style={{ width: '20rem' }}
        />
        <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
        {keyword && (
          <Button
            type="button"
            label="清除"
            text
            size="small"
            onClick={() => {
              setDraft('');
              setFilter({ keyword: '' });
            }}
          />
        )}
      </form>
      <PagedTable query={orders} dataKey="orderId" {...table.tableProps}>
        <Column
          field="id"
          header="订单号"
          sortable
          body={(o: AdminOrder) => (
            <span className="admin-order-cell">
              <Link to={`/admin/orders/${o.orderId}`} data-testid="order-link" className="admin-order-no">
                {o.orderNo}
              </Link>
              {o.unreadMessages > 0 && (
                <Link
                  to={`/admin/orders/${o.orderId}`}
                  className="admin-unread"
                  data-testid="order-unread"
                  title={`${o.unreadMessages} 条未读会员留言`}
                  aria-label={`${o.unreadMessages} 条未读会员留言`}
                >
                  <i className="pi pi-comment" aria-hidden="true" /> {o.unreadMessages}
                </Link>
              )}
            </span>
          )}
        />
        <Column
          header="商品"
          body={(o: AdminOrder) => <ItemCell image={o.image} title={o.title} hint={`${o.itemId} · 卖家 ${o.sellerId}`} />}
        />
        <Column field="account" header="会员" />
        <Column header="状态" body={(o: AdminOrder) => <StatusTag status={o.status} />} />
        <Column
          header="最高出价 / 一口价"
          body={(o: AdminOrder) => (
            <span className="admin-nowrap">
              {formatYen(offerOf(o))}
              <span className="admin-hint"> {o.kind === 'bid' ? '出价' : '一口价'}</span>
            </span>
          )}
        />
        <Column
          header="成交价"
          body={(o: AdminOrder) => <span className="admin-nowrap">{o.finalPrice === null ? '—' : formatYen(o.finalPrice)}</span>}
        />
        <Column field="createdAt" header="下单时间" sortable body={(o: AdminOrder) => formatDateTime(o.createdAt)} />
        <Column field="endTime" header="结束时间" sortable body={(o: AdminOrder) => formatDateTime(o.endTime)} />
        <Column field="updatedAt" header="更新时间" sortable body={(o: AdminOrder) => formatDateTime(o.updatedAt)} />
      </PagedTable>
    </div>
  );
}
