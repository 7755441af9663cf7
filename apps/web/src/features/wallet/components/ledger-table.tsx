import { formatYen, LEDGER_KIND_LABELS, LEDGER_PAGE_SIZE } from '@daigou/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOrderRecord } from '../api/get-order-record';

/** The member's money movements (GetOrderRecord, type money), newest first, paged. */
export function LedgerTable() {
  const [page, setPage] = useState(1);
  const records = useOrderRecord({ type: 'money', page, limit: LEDGER_PAGE_SIZE });
  if (records.isPending) return <LoadingBlock height={200} />;
  if (records.isError) return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  const { list, total } = records.data;
  if (total === 0) return <EmptyState title="暂无资金流水" hint="充值、付款和退款都会记录在这里" />;
  return (
    <>
      <table className="ledger-table" data-testid="ledger-table">
        <thead>
          <tr>
            <th>时间</th>
            <th>类型</th>
            <th className="num">金额</th>
            <th className="num">余额</th>
            <th>说明</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={`${r.type}-${r.id}`} data-kind={r.kind ?? ''}>
              <td className="muted">{formatDateTime(r.createdAt)}</td>
              <td>{r.kind ? LEDGER_KIND_LABELS[r.kind] : '—'}</td>
              <td className={`num ${(r.amount ?? 0) >= 0 ? 'amount-in' : 'amount-out'}`}>
                {(r.amount ?? 0) >= 0 ? '+' : '-'}
                {formatYen(Math.abs(r.amount ?? 0))}
              </td>
              <td className="num">{formatYen(r.balanceAfter)}</td>
              <td>
                {r.note}
                {r.orderId !== null && (
                  <>
                    {' '}
                    <Link to={`/order/${r.orderId}`}>订单 {r.orderId}</Link>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPaginator page={page} size={LEDGER_PAGE_SIZE} total={total} onPage={setPage} compact />
    </>
  );
}
