import {
  formatYen,
  ORDER_STATUS_LABELS,
  type OrderMoneyCheck,
  type OrderMoneyMismatch,
  type OrderStatusCode,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useRunMoneyCheck } from '../api/run-money-check';

/**
 * 资金核对: the latest run of the per-order money check — every order's ledger (taken, returned, still held)
 * against what the order should hold — with the orders that disagree and a button to check now.
 */
export function MoneyCheckCard({ check }: { check: OrderMoneyCheck | null }) {
  const run = useRunMoneyCheck();
  return (
    <section className="admin-card" data-testid="money-check">
      <h2>资金核对</h2>
      <p className={check && check.mismatchCount > 0 ? 'admin-danger' : 'admin-hint'}>
        {check
          ? `${formatDateTime(check.checkedAt)} 核对了 ${check.ordersChecked} 个订单：${
              check.mismatchCount === 0 ? '全部一致' : `${check.mismatchCount} 个订单的账目与应持有金额不一致`
            }`
          : '尚未核对'}
      </p>
      {check && check.mismatches.length > 0 && (
        <DataTable value={check.mismatches} dataKey="orderId" size="small" data-testid="money-mismatches">
          <Column header="订单" body={(m: OrderMoneyMismatch) => <Link to={`/admin/orders/${m.orderId}`}>{m.orderId}</Link>} />
          <Column header="状态" body={(m: OrderMoneyMismatch) => ORDER_STATUS_LABELS[m.status as OrderStatusCode] ?? m.status} />
          <Column header="应持有" body={(m: OrderMoneyMismatch) => formatYen(m.expected)} />
          <Column
            header="账上持有"
            body={(m: OrderMoneyMismatch) => <strong className="admin-danger">{formatYen(m.held)}</strong>}
          />
          <Column header="已扣" body={(m: OrderMoneyMismatch) => formatYen(m.taken)} />
          <Column header="已退" body={(m: OrderMoneyMismatch) => formatYen(m.returned)} />
        </DataTable>
      )}
      <Button label="立即核对" icon="pi pi-refresh" size="small" outlined loading={run.isPending} onClick={() => run.mutate()} />
    </section>
  );
}
