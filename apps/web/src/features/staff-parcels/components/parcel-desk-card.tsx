import { formatYen, PARCEL_STATUS_LABELS, type ParcelMoneyMismatch, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useParcelSummary } from '../api/get-parcel-summary';
import { useRunParcelMoneyCheck } from '../api/run-parcel-money-check';

/** The statuses staff work on, in desk order; each a link to its tab. */
const DESK: Array<{ code: ParcelStatusCode; alert: boolean }> = [
  { code: ParcelStatus.requested, alert: true },
  { code: ParcelStatus.packed, alert: false },
  { code: ParcelStatus.paid, alert: true },
  { code: ParcelStatus.problem, alert: true },
  { code: ParcelStatus.shipped, alert: false },
];

/**
 * 国际包裹 on 概览: parcels to pack, awaiting payment, to ship, with problems; items past the maximum storage
 * time; and the per-parcel money check (every parcel's ledger against what it should hold) with a button to
 * check now.
 */
export function ParcelDeskCard() {
  const summary = useParcelSummary();
  const run = useRunParcelMoneyCheck();
  if (!summary.data) return null;
  const { counts, storageQueued, moneyCheck } = summary.data;
  const bad = moneyCheck !== null && moneyCheck.mismatchCount > 0;
  return (
    <section className="admin-card" data-testid="parcel-desk">
      <h2>国际包裹</h2>
      <div className="admin-stats">
        {DESK.map(({ code, alert }) => (
          <Link
            key={code}
            to={code === ParcelStatus.requested ? '/admin/parcels' : `/admin/parcels?type=${code}`}
            className={`admin-stat${alert && (counts[code] ?? 0) > 0 ? ' admin-stat--alert' : ''}`}
            data-testid={`parcel-count-${code}`}
          >
            <div className="admin-stat__value">{counts[code] ?? 0}</div>
            <div className="admin-stat__label">{PARCEL_STATUS_LABELS[code]}</div>
          </Link>
        ))}
        <Link
          to="/admin/storage"
          className={`admin-stat${storageQueued > 0 ? ' admin-stat--alert' : ''}`}
          data-testid="storage-queued"
        >
          <div className="admin-stat__value">{storageQueued}</div>
          <div className="admin-stat__label">超期仓储待处理</div>
        </Link>
      </div>
      <p className={bad ? 'admin-danger' : 'admin-hint'} data-testid="parcel-money-check">
        包裹资金核对：
        {moneyCheck
          ? `${formatDateTime(moneyCheck.checkedAt)} 核对了 ${moneyCheck.parcelsChecked} 个包裹，${
              bad ? `${moneyCheck.mismatchCount} 个包裹的账目与应持有金额不一致` : '全部一致'
            }`
          : '尚未核对'}
      </p>
      {bad && (
        <DataTable value={moneyCheck.mismatches} dataKey="parcelId" size="small" data-testid="parcel-mismatches">
          <Column
            header="包裹"
            body={(m: ParcelMoneyMismatch) => <Link to={`/admin/parcels/${m.parcelId}`}>P{m.parcelId}</Link>}
          />
          <Column
            header="状态"
            body={(m: ParcelMoneyMismatch) => PARCEL_STATUS_LABELS[m.status as ParcelStatusCode] ?? m.status}
          />
          <Column header="应持有" body={(m: ParcelMoneyMismatch) => formatYen(m.expected)} />
          <Column
            header="账上持有"
            body={(m: ParcelMoneyMismatch) => <strong className="admin-danger">{formatYen(m.held)}</strong>}
          />
          <Column header="已扣" body={(m: ParcelMoneyMismatch) => formatYen(m.taken)} />
          <Column header="已退" body={(m: ParcelMoneyMismatch) => formatYen(m.returned)} />
        </DataTable>
      )}
      <Button
        label="立即核对包裹"
        icon="pi pi-refresh"
        size="small"
        outlined
        loading={run.isPending}
        onClick={() => run.mutate()}
      />
    </section>
  );
}
