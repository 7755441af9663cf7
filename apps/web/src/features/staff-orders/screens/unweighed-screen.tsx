import { ADMIN_PAGE_SIZE, type AdminUnweighedItem, ITEM_WEIGHT_MAX_G, ORDER_STATUS_LABELS } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemCell, PagedTable } from '../../../components/console/console-list';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { useAction } from '../../../components/console/use-action';
import { formatDateTime } from '../../../lib/format-date';
import { useUnweighed } from '../api/get-unweighed';
import { useRecordMeasure } from '../api/record-measure';

/** The quick weigh: grams, saved with Enter or the button; the box can be added on the order's page. */
function QuickWeigh({ item }: { item: AdminUnweighedItem }) {
  const [grams, setGrams] = useState<number | null>(null);
  const measure = useRecordMeasure();
  const { busy, run } = useAction();
  const save = () =>
    grams !== null &&
    void run(() => measure.mutateAsync({ orderId: item.orderId, weightG: grams }), { done: `已保存 ${item.orderNo} 的重量` });
  return (
    <form
      className="admin-quick-weigh"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <InputNumber
        value={grams}
        onValueChange={(e) => setGrams(e.value ?? null)}
        min={1}
        max={ITEM_WEIGHT_MAX_G}
        suffix=" g"
        placeholder="重量（克）"
        aria-label={`${item.orderNo} 的重量（克）`}
        useGrouping={false}
        inputClassName="admin-quick-weigh__input"
      />
      <Button type="submit" label="保存重量" icon="pi pi-check" size="small" loading={busy} disabled={grams === null} />
    </form>
  );
}

/**
 * 待称重: items at the warehouse without a weight (those that arrived before the arrival step recorded one),
 * oldest arrival first, each weighed right here; members cannot ship them until then (decision 071).
 */
export default function UnweighedScreen() {
  const table = useTableState<'arrivedAt'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'arrivedAt', order: 'asc' });
  const list = useUnweighed({ page: table.state.page, limit: table.state.limit });
  return (
    <div data-testid="admin-unweighed">
      <PageHeader title="待称重" />
      <p className="admin-hint">
        这些商品已在仓库，但还没有重量，会员无法申请发货。称重后会员即可在「国际包裹」中申请；包装尺寸可在订单页补录。
      </p>
      <PagedTable query={list} dataKey="orderId" {...table.tableProps} sortField={undefined} emptyMessage="没有待称重的商品">
        <Column
          header="订单号"
          body={(i: AdminUnweighedItem) => (
            <Link to={`/admin/orders/${i.orderId}`} className="admin-order-no">
              {i.orderNo}
            </Link>
          )}
        />
        <Column header="商品" body={(i: AdminUnweighedItem) => <ItemCell image={i.image} title={i.title} hint={i.itemId} />} />
        <Column field="account" header="会员" />
        <Column header="状态" body={(i: AdminUnweighedItem) => ORDER_STATUS_LABELS[i.status]} />
        <Column header="到仓时间" body={(i: AdminUnweighedItem) => formatDateTime(i.arrivedAt)} />
        <Column header="称重" body={(i: AdminUnweighedItem) => <QuickWeigh item={i} />} />
      </PagedTable>
    </div>
  );
}
