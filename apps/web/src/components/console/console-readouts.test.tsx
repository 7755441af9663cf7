import '../../app/prime-setup';
import type { OrderRecord } from '@daigou/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-records';
import { useTableState } from './table-state';

afterEach(cleanup);

function PagedTable() {
  const table = useTableState<'id'>({ page: 1, limit: 10, sort: 'id', order: 'desc' });
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
  return (
    <DataTable value={rows} totalRecords={45} dataKey="id" {...table.tableProps}>
      <Column field="id" header="编号" />
    </DataTable>
  );
}

const record = (id: number, fromStatus: number | null, toStatus: number): OrderRecord =>
  ({
    id,
    createdAt: Date.UTC(2026, 10, 28, 2, 0),
    fromStatus,
    toStatus,
    actor: '会员',
    note: '',
    kind: null,
    amount: null,
    balanceAfter: null,
  }) as OrderRecord;

describe('the console reads in Chinese', () => {
  it('the paginator names its controls in Chinese, the rows-per-page field included', () => {
    const { container } = render(<PagedTable />);
    const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    expect(labels).toContain('每页行数');
    expect(labels.filter((l) => /[A-Za-z]{3}/.test(l))).toEqual([]);
  });

  it('the status log starts with 创建订单, never with a bare code', () => {
    render(<OrderTimeline timeline={[record(1, 0, 2), record(2, 2, 3)]} />);
    const cells = screen.getAllByRole('cell').map((c) => c.textContent ?? '');
    expect(cells.some((c) => c.includes('创建订单 → 待付款'))).toBe(true);
    expect(cells.some((c) => c.includes('待付款 → 已付款'))).toBe(true);
    expect(cells.some((c) => /\b0 →/.test(c))).toBe(false);
  });
});
