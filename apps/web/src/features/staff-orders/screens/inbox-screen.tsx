import { ADMIN_PAGE_SIZE, ORDER_STATUS_LABELS, type OrderStatusCode } from '@daigou/contract';
import { Badge } from 'primereact/badge';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOrder } from '../api/get-order';
import { useThreads } from '../api/get-threads';
import { ThreadView } from '../components/thread-view';

function SelectedThread({ orderId }: { orderId: number }) {
  const detail = useOrder(orderId);
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />;
  const { order, thread } = detail.data;
  return (
    <section className="admin-card">
      <h2>
        <Link to={`/admin/orders/${order.orderId}`}>订单 {order.orderId}</Link> · {order.account} ·{' '}
        {ORDER_STATUS_LABELS[order.status as OrderStatusCode]}
      </h2>
      <p className="admin-hint">{order.title}</p>
      <ThreadView orderId={order.orderId} thread={thread} account={order.account} />
    </section>
  );
}

/** 订单留言: threads by order, unread first; the chosen thread with the reply box. */
export default function InboxScreen() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('orderId')) || null;
  const unreadOnly = params.get('unread') === '1';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const threads = useThreads({
    keyword: keyword.trim() || undefined,
    unread: unreadOnly ? 1 : undefined,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <div data-testid="admin-inbox">
      <PageHeader title={`订单留言${threads.data ? `（未读 ${threads.data.unreadThreads}）` : ''}`} />
      <div className="admin-filters">
        <InputText
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          placeholder="订单号或会员账号"
          aria-label="搜索留言"
        />
        <Checkbox inputId="unread-only" checked={unreadOnly} onChange={(e) => set('unread', e.checked ? '1' : null)} />
        <label htmlFor="unread-only">只看未读</label>
      </div>
      <div className="admin-inbox">
        <div>
          {threads.isError && <ErrorState message={errorMessage(threads.error)} onRetry={() => threads.refetch()} />}
          {threads.isPending && <LoadingBlock />}
          {threads.data && (
            <div className="admin-thread-list">
              {threads.data.list.length === 0 && (
                <p className="muted" style={{ padding: '0.75rem' }}>
                  暂无留言
                </p>
              )}
              {threads.data.list.map((t) => (
                <button
                  key={t.orderId}
                  type="button"
                  className={`admin-thread-item${t.orderId === selected ? ' is-active' : ''}`}
                  onClick={() => set('orderId', String(t.orderId))}
                  data-testid="thread-item"
                >
                  <span className="admin-thread-item__head">
                    <strong>
                      订单 {t.orderId} · {t.account}
                    </strong>
                    {t.unread > 0 ? (
                      <Badge value={t.unread} severity="danger" />
                    ) : (
                      <span className="admin-hint">{formatDateTime(t.lastAt)}</span>
                    )}
                  </span>
                  <span className="admin-thread-item__preview">
                    {t.lastSender === 'staff' ? '客服：' : t.lastSender === 'member' ? '会员：' : ''}
                    {t.lastContent}
                  </span>
                </button>
              ))}
            </div>
          )}
          <ListPaginator page={page} size={ADMIN_PAGE_SIZE} total={threads.data?.total ?? 0} onPage={setPage} compact />
        </div>
        <div>{selected ? <SelectedThread orderId={selected} /> : <p className="muted">请选择左侧的留言</p>}</div>
      </div>
    </div>
  );
}
