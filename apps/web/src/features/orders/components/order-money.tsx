import { formatYen, LEDGER_KIND_LABELS, type OrderRecord } from '@daigou/contract';
import { formatDateTime } from '../../../lib/format-date';

/** The order's money movements (ledger entries): pay, adjustments, refunds, shipping. */
export function OrderMoney({ records, netPaid }: { records: OrderRecord[]; netPaid: number }) {
  if (records.length === 0) return <p className="muted">尚无资金往来。</p>;
  return (
    <div className="order-money">
      <table className="order-money__table" data-testid="order-money">
        <tbody>
          {records.map((r) => (
            <tr key={r.id} data-kind={r.kind ?? ''}>
              <td className="muted">{formatDateTime(r.createdAt)}</td>
              <td>{r.kind ? LEDGER_KIND_LABELS[r.kind] : ''}</td>
              <td className="muted">{r.note}</td>
              <td className={`num ${(r.amount ?? 0) >= 0 ? 'amount-in' : 'amount-out'}`}>
                {(r.amount ?? 0) >= 0 ? '+' : '-'}
                {formatYen(Math.abs(r.amount ?? 0))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>该订单实际支出</td>
            <td className="num" data-testid="order-net-paid">
              {formatYen(netPaid)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
