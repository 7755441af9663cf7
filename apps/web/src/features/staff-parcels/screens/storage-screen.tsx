import { formatYen, type StorageReport } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useStorageReport } from '../api/get-storage-report';
import { useResolveStorage } from '../api/resolve-storage';

type Item = StorageReport['list'][number];

function StateTag({ item }: { item: Item }) {
  if (item.queued) return <Tag value="超期待处理" severity="danger" />;
  if (item.state === 'over') return <Tag value="超期（已处理）" severity="warning" />;
  if (item.state === 'charging') return <Tag value="计费中" severity="warning" />;
  return <Tag value="免费期将满" severity="info" />;
}

/** Staff handle an item past the maximum: what was agreed with the member, and extra days (both limits move). */
function ResolveDialog({ item, onHide }: { item: Item; onHide: () => void }) {
  const [note, setNote] = useState('');
  const [extraDays, setExtraDays] = useState<number | null>(30);
  const resolve = useResolveStorage();
  const { busy, run } = useAction();
  const text = note.trim();
  return (
    <Dialog
      header={`处理超期商品：订单 ${item.orderId}`}
      visible
      onHide={onHide}
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '30rem' }}
    >
      <div className="admin-action" data-testid="storage-resolve">
        <span className="admin-hint">
          {item.account} · {item.title} · 已存 {item.days} 天，应计仓储费 {formatYen(item.fee)}（发货时收取）。
        </span>
        <InputTextarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={500}
          placeholder="处理说明：与会员的约定（必填）"
          aria-label="处理说明"
        />
        <label className="admin-inline" htmlFor="extra-days">
          延长天数
          <InputNumber
            inputId="extra-days"
            value={extraDays}
            onValueChange={(e) => setExtraDays(e.value ?? 0)}
            min={0}
            max={365}
            suffix=" 天"
          />
        </label>
        <Button
          label="记录处理"
          icon="pi pi-check"
          loading={busy}
          disabled={text.length < 2}
          onClick={async () => {
            const done = await run(() => resolve.mutateAsync({ orderId: item.orderId, extraDays: extraDays ?? 0, note: text }), {
              ask: { message: `记录订单 ${item.orderId} 的处理${extraDays ? `并延长 ${extraDays} 天` : ''}？` },
              done: '已处理',
            });
            if (done) onHide();
          }}
        />
      </div>
    </Dialog>
  );
}

/** 仓储报表: items past the maximum (the staff queue, never disposed of) first, then those charging or near their free days' end. */
export default function StorageScreen() {
  const report = useStorageReport();
  const [handling, setHandling] = useState<Item | null>(null);
  return (
    <div data-testid="admin-storage">
      <PageHeader title="仓储报表" />
      <p className="admin-hint">
        超过最长保管期限的商品进入待处理队列（不会被自动处理）；临近免费期结束（7 天内）和已开始计费的商品也列在这里。
        {report.data ? ` 待处理 ${report.data.queued} 件。` : ''}
      </p>
      {report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => report.refetch()} />
      ) : (
        <DataTable
          value={report.data?.list ?? []}
          loading={report.isFetching}
          dataKey="orderId"
          className="admin-wide-table"
          size="small"
          stripedRows
          paginator
          rows={50}
          emptyMessage="没有临近或超过期限的商品"
        >
          <Column header="订单" body={(i: Item) => <Link to={`/admin/orders/${i.orderId}`}>{i.orderId}</Link>} />
          <Column header="会员" body={(i: Item) => <Link to={`/admin/members/${i.userId}`}>{i.account}</Link>} />
          <Column field="title" header="商品" bodyClassName="admin-cell-title" />
          <Column header="状态" body={(i: Item) => <StateTag item={i} />} />
          <Column header="已存" body={(i: Item) => `${i.days} 天`} />
          <Column header="免费至" body={(i: Item) => formatDate(i.freeUntil)} />
          <Column header="最长至" body={(i: Item) => formatDate(i.maxUntil)} />
          <Column header="仓储费" body={(i: Item) => formatYen(i.fee)} />
          <Column
            header="处理"
            body={(i: Item) =>
              i.queued ? (
                <Button label="处理" size="small" onClick={() => setHandling(i)} />
              ) : (
                <span className="admin-hint">{i.note ?? '—'}</span>
              )
            }
          />
        </DataTable>
      )}
      {handling && <ResolveDialog item={handling} onHide={() => setHandling(null)} />}
    </div>
  );
}
