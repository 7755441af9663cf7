import './parcels.css';
import { carrierLabel, formatYen, PARCEL_STATUS_LABELS, PARCEL_TYPES, type Parcel, type ParcelType } from '@daigou/contract';
import { Link } from 'react-router';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { PARCEL_PAGE_SIZE, useParcelList } from '../api/get-parcel-list';

export function ParcelStatusTag({ parcel }: { parcel: Pick<Parcel, 'status' | 'statusLabel'> }) {
  return (
    <span className={`parcel-status parcel-status--s${parcel.status}`} data-testid="parcel-status">
      {parcel.statusLabel}
    </span>
  );
}

function ParcelCard({ parcel }: { parcel: Parcel }) {
  return (
    <li className="parcel-card" data-testid="parcel-card">
      <header>
        <Link to={`/users/parcel/${parcel.parcelId}`}>
          <strong>国际包裹 P{parcel.parcelId}</strong>
        </Link>
        <ParcelStatusTag parcel={parcel} />
      </header>
      <span>
        {parcel.methodName} · {parcel.items.length} 件 · 收件人 {parcel.address.recipient}
      </span>
      <span className="muted">
        {parcel.total === null ? `预估 ${formatYen(parcel.quoteTotal)}` : `应付 ${formatYen(parcel.total)}`} · 申请于{' '}
        {formatDateTime(parcel.createdAt)}
      </span>
      {parcel.trackingNo && (
        <span>
          运单号 {parcel.carrier ? carrierLabel(parcel.carrier) : ''} {parcel.trackingNo}
        </span>
      )}
    </li>
  );
}

/** /users/parcel: the member's parcels by status, with counts. */
export function ParcelList({ type, page, onPage }: { type: ParcelType; page: number; onPage: (page: number) => void }) {
  const list = useParcelList(type, page);
  return (
    <section className="users-card" aria-label="国际包裹">
      <nav className="parcel-tabs" aria-label="包裹状态">
        {PARCEL_TYPES.map((t) => (
          <Link
            key={t}
            to={`/users/parcel?type=${t}`}
            className={t === type ? 'is-active' : ''}
            aria-current={t === type ? 'page' : undefined}
          >
            {t === 'all' ? '全部' : PARCEL_STATUS_LABELS[Number(t) as keyof typeof PARCEL_STATUS_LABELS]}
            {list.data?.counts[t] ? ` (${list.data.counts[t]})` : ''}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <LoadingBlock height={160} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="没有国际包裹" hint="商品入库后可申请国际发货，把一件或多件商品寄到国内。" />
      ) : (
        <ul className="parcel-items">
          {list.data.list.map((p) => (
            <ParcelCard key={p.parcelId} parcel={p} />
          ))}
        </ul>
      )}
      {list.data && <ListPaginator page={page} size={PARCEL_PAGE_SIZE} total={list.data.total} onPage={onPage} />}
    </section>
  );
}
