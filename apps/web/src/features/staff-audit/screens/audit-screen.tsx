import { ADMIN_PAGE_SIZE, AUDIT_ACTION_LABELS, type AuditEntry } from '@daigou/contract';
import { Column } from 'primereact/column';
import { useEffect, useState } from 'react';
import { FilterSelect, FilterText, PagedTable } from '../../../components/console/console-list';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { formatDateTime } from '../../../lib/format-date';
import { useAudit } from '../api/get-audit';
import { AuditDetails, TARGET_LABELS } from '../components/audit-details';

const ACTION_OPTIONS = [
  { label: '全部操作', value: '' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** 操作日志: who did what, when, to what, with the details; filtered by action and operator. */
export default function AuditScreen() {
  const [action, setAction] = useState('');
  const [operator, setOperator] = useState('');
  const [target, setTarget] = useState('');
  const table = useTableState<'createdAt'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'createdAt', order: 'desc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => resetPage(), [action, operator, target]);
  const [targetType, targetId] = target.includes(':') ? target.split(':', 2) : [target ? 'order' : '', target];
  const audit = useAudit({
    action: action || undefined,
    operator: operator.trim() || undefined,
    targetType: targetType || undefined,
    targetId: targetId?.trim() || undefined,
    order: table.state.order,
    page: table.state.page,
    limit: table.state.limit,
  });
  return (
    <div data-testid="admin-audit">
      <PageHeader title="操作日志" />
      <div className="admin-filters">
        <FilterSelect label="操作" value={action} options={ACTION_OPTIONS} onChange={setAction} filter />
        <FilterText label="操作员" value={operator} onChange={setOperator} placeholder="操作员账号" />
        <FilterText label="对象" value={target} onChange={setTarget} placeholder="订单号（或 类型:编号）" />
      </div>
      <PagedTable query={audit} dataKey="id" {...table.tableProps}>
        <Column field="createdAt" header="时间" sortable body={(a: AuditEntry) => formatDateTime(a.createdAt)} />
        <Column field="operatorAccount" header="操作员" />
        <Column field="actionLabel" header="操作" />
        <Column header="对象" body={(a: AuditEntry) => `${TARGET_LABELS[a.targetType] ?? a.targetType} ${a.targetId}`} />
        <Column header="详情" body={(a: AuditEntry) => <AuditDetails details={a.details} targetType={a.targetType} />} />
      </PagedTable>
    </div>
  );
}
