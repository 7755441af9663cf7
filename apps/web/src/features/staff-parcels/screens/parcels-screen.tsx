import {
  ADMIN_PAGE_SIZE,
  type AdminParcel,
  formatYen,
  PARCEL_QUEUE_TYPE,
  PARCEL_STATUS_LABELS,
  ParcelStatus,
  type ParcelStatusCode,
  type ParcelType,
} from '@daigou/contract';
import { Column } from 'primereact/column';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/console/console-list';
import { ConsoleTabs } from '../../../components/console/console-tabs';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { formatDateTime } from '../../../lib/format-date';
import { useParcels } from '../api/get-parcels';
import { ParcelStatusTag } from '../components/parcel-status-tag';

const { packed, paid, problem, shipped, received, closed, cancelled } = ParcelStatus;

/** The tabs in the order the desk works through them: packing queue, awaiting payment, to ship, problems, then the rest. */
const TABS: ParcelType[] = [
  PARCEL_QUEUE_TYPE,
  `${packed}`,
  `${paid}`,
  `${problem}`,
  `${shipped}`,
  `${received}`,
  `${closed}`,
  `${cancelled}`,
  'all',
];
/** The tabs whose parcels wait on staff: marked when not empty. */
const WORK = new Set<string>([PARCEL_QUEUE_TYPE, `${paid}`, `${problem}`]);

/** When the parcel reached its status, for the desk's column. */
const since = (p: AdminParcel) => {
  const at: Partial<Record<ParcelStatusCode, number | null>> = {
    [ParcelStatus.packed]: p.packedAt,
    [ParcelStatus.paid]: p.paidAt,
    [ParcelStatus.shipped]: p.shippedAt,
    [ParcelStatus.received]: p.receivedAt,
  };
  return at[p.status] ?? p.createdAt;
};

/** 国际包裹: the packing queue (oldest request first) and every other parcel status, with counts. */
export default function ParcelsScreen() {
  const [params, setParams] = useSearchParams();
  const type = (params.get('type') ?? PARCEL_QUEUE_TYPE) as ParcelType;
  const table = useTableState<'id'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'id', order: 'asc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab starts at page 1
  useEffect(() => resetPage(), [type]);
  const parcels = useParcels({ type, page: table.state.page, limit: table.state.limit });
  const counts = parcels.data?.counts ?? {};
  return (
    <div data-testid="admin-parcels">
      <PageHeader title="国际包裹" />
      <ConsoleTabs
        tabs={TABS}
        current={type}
        label={(tab) =>
          `${tab === 'all' ? '全部' : tab === PARCEL_QUEUE_TYPE ? '待打包（打包队列）' : PARCEL_STATUS_LABELS[Number(tab) as ParcelStatusCode]} (${counts[tab] ?? 0})`
        }
        alert={(tab) => WORK.has(tab) && (counts[tab] ?? 0) > 0}
        onPick={(tab) => setParams(tab === PARCEL_QUEUE_TYPE ? {} : { type: tab })}
      />
      {type === PARCEL_QUEUE_TYPE && (
        <p className="admin-hint">按申请先后排列：先申请的先打包。打开包裹查看商品到仓照片，称重后计价。</p>
      )}
      <PagedTable query={parcels} dataKey="parcelId" className="admin-wide-table" {...table.tableProps} sortField={undefined}>
        <Column
          header="包裹"
          body={(p: AdminParcel) => (
            <Link to={`/admin/parcels/${p.parcelId}`} data-testid="parcel-link">
              P{p.parcelId}
            </Link>
          )}
        />
        <Column
          header="商品"
          body={(p: AdminParcel) => (
            <div className="admin-parcel-items">
              {p.items
                .slice(0, 4)
                .map((i) =>
                  i.image ? (
                    <img key={i.orderId} className="admin-thumb" src={i.image} alt="" loading="lazy" />
                  ) : (
                    <span key={i.orderId} className="admin-thumb" />
                  ),
                )}
              <span className="admin-hint">{p.items.length} 件</span>
            </div>
          )}
        />
        <Column field="account" header="会员" />
        <Column header="运输方式" body={(p: AdminParcel) => p.methodName} />
        <Column header="状态" body={(p: AdminParcel) => <ParcelStatusTag status={p.status} />} />
        <Column
          header="金额"
          body={(p: AdminParcel) => (p.total === null ? `预估 ${formatYen(p.quoteTotal)}` : formatYen(p.total))}
        />
        <Column header="收件地" body={(p: AdminParcel) => `${p.address.province} ${p.address.city}`} />
        <Column header="时间" body={(p: AdminParcel) => formatDateTime(since(p))} />
      </PagedTable>
    </div>
  );
}
