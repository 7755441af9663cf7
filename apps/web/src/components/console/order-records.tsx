import {
  formatYen,
  LEDGER_KIND_LABELS,
  type LedgerKind,
  ORDER_STATUS_LABELS,
  type OrderRecord,
  type OrderStatusCode,
} from '@daigou/contract';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatDateTime } from '../../lib/format-date';

const orderStatus = (code: number | null) =>
  code === null ? '—' : (ORDER_STATUS_LABELS[code as OrderStatusCode] ?? String(code));

/**
 * The order's (or, with `label`, a parcel's) status moves: when, from → to, who, why. The first record comes
 * from no status (stored as 0): it reads `created` (创建订单 → 待付款), never a bare code.
 */
export function OrderTimeline({
  timeline,
  label = orderStatus,
  created = '创建订单',
}: {
  timeline: OrderRecord[];
  label?: (code: number | null) => string;
  created?: string;
}) {
  const from = (code: number | null) => (code === null || code === 0 ? created : label(code));
  return (
    <DataTable value={timeline} size="small" dataKey="id" emptyMessage="暂无记录" data-testid="admin-timeline">
      <Column header="时间" body={(r: OrderRecord) => formatDateTime(r.createdAt)} />
      <Column header="状态" body={(r: OrderRecord) => `${from(r.fromStatus)} → ${label(r.toStatus)}`} />
      <Column field="actor" header="操作方" />
      <Column field="note" header="说明" />
    </DataTable>
  );
}

/** The cells of a ledger entry, shared by an order's money and a member's ledger. */
export const ledgerCell = {
  time: (r: OrderRecord) => formatDateTime(r.createdAt),
  kind: (r: OrderRecord) => (r.kind ? LEDGER_KIND_LABELS[r.kind as LedgerKind] : '—'),
  amount: (r: OrderRecord) => (
    <span className={(r.amount ?? 0) >= 0 ? 'admin-ok' : 'admin-bad'}>
      {(r.amount ?? 0) >= 0 ? '+' : '-'}
      {formatYen(Math.abs(r.amount ?? 0))}
    </span>
  ),
  balance: (r: OrderRecord) => formatYen(r.balanceAfter),
};

/** The order's money movements (ledger entries). */
export function OrderMoney({ money }: { money: OrderRecord[] }) {
  return (
    <DataTable value={money} size="small" dataKey="id" emptyMessage="暂无资金记录" data-testid="admin-order-money">
      <Column header="时间" body={ledgerCell.time} />
      <Column header="类型" body={ledgerCell.kind} />
      <Column header="金额" body={ledgerCell.amount} />
      <Column header="余额" body={ledgerCell.balance} />
      <Column field="note" header="说明" />
    </DataTable>
  );
}
