import {
  ADMIN_MEMBER_PICKER_SIZE,
  ADMIN_PAGE_SIZE,
  type AdminMember,
  formatYen,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerKind,
  type OrderRecord,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect, FilterText } from '../../../components/console/console-list';
import { ledgerCell } from '../../../components/console/order-records';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLedger } from '../api/get-ledger';
import { useMembers } from '../api/get-members';
import { AdjustBalanceDialog } from '../components/adjust-balance-dialog';

const KIND_OPTIONS = [{ label: '全部类型', value: '' }, ...LEDGER_KINDS.map((k) => ({ label: LEDGER_KIND_LABELS[k], value: k }))];

function MemberLedger({ userId }: { userId: number }) {
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [adjusting, setAdjusting] = useState(false);
  const table = useTableState<'id'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'id', order: 'desc' });
  const ledger = useLedger({ userId, kind: kind || undefined, page: table.state.page, limit: table.state.limit });
  if (ledger.isPending) return <LoadingBlock />;
  if (ledger.isError) return <ErrorState message={errorMessage(ledger.error)} onRetry={() => ledger.refetch()} />;
  const { member, entries } = ledger.data;
  const matches = member.ledgerTotal === member.balance;
  return (
    <section className="admin-card" data-testid="member-ledger">
      <PageHeader title={`${member.name}（${member.account}）的资金流水`}>
        <Button label="调整余额" icon="pi pi-pencil" onClick={() => setAdjusting(true)} />
      </PageHeader>
      <dl className="admin-facts">
        <div>
          <dt>当前余额</dt>
          <dd data-testid="member-balance">{formatYen(member.balance)}</dd>
        </div>
        <div>
          <dt>流水合计</dt>
          <dd className={matches ? 'admin-ok' : 'admin-bad'}>
            {formatYen(member.ledgerTotal)} {matches ? '✓ 与余额一致' : '✗ 与余额不一致'}
          </dd>
        </div>
      </dl>
      <div className="admin-filters" style={{ marginTop: '0.75rem' }}>
        <FilterSelect label="类型" value={kind} options={KIND_OPTIONS} onChange={setKind} />
      </div>
      <DataTable value={entries.list} totalRecords={entries.total} dataKey="id" size="small" stripedRows {...table.tableProps}>
        <Column header="时间" body={ledgerCell.time} />
        <Column header="类型" body={ledgerCell.kind} />
        <Column header="金额" body={ledgerCell.amount} />
        <Column header="余额" body={ledgerCell.balance} />
        <Column
          header="订单"
          body={(r: OrderRecord) => (r.orderId ? <Link to={`/admin/orders/${r.orderId}`}>{r.orderId}</Link> : '—')}
        />
        <Column field="note" header="说明" />
      </DataTable>
      <AdjustBalanceDialog member={member} visible={adjusting} onHide={() => setAdjusting(false)} />
    </section>
  );
}

/** 资金流水: find a member, see the ledger beside the balance, adjust the balance with a reason. */
export default function LedgerScreen() {
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('userId')) || null;
  const [keyword, setKeyword] = useState('');
  const table = useTableState<'id' | 'balance' | 'account'>({
    page: 1,
    limit: ADMIN_MEMBER_PICKER_SIZE,
    sort: 'id',
    order: 'desc',
  });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at page 1
  useEffect(() => resetPage(), [keyword]);
  const members = useMembers({ ...table.state, keyword: keyword.trim() || undefined });
  return (
    <div data-testid="admin-ledger">
      <PageHeader title="资金流水" />
      <section className="admin-card">
        <div className="admin-filters">
          <FilterText label="搜索会员" value={keyword} onChange={setKeyword} placeholder="会员账号或昵称" />
        </div>
        <DataTable
          value={members.data?.list ?? []}
          totalRecords={members.data?.total ?? 0}
          loading={members.isFetching}
          dataKey="userId"
          size="small"
          selectionMode="single"
          selection={members.data?.list.find((m) => m.userId === userId) ?? null}
          onSelectionChange={(e) => {
            const picked = e.value as AdminMember | null;
            if (picked) setParams({ userId: String(picked.userId) });
          }}
          {...table.tableProps}
        >
          <Column field="account" header="账号" sortable />
          <Column field="name" header="昵称" />
          <Column header="角色" body={(m: AdminMember) => (m.role === 'operator' ? '运营' : '会员')} />
          <Column field="balance" header="余额" sortable body={(m: AdminMember) => formatYen(m.balance)} />
          <Column field="id" header="注册时间" sortable body={(m: AdminMember) => formatDateTime(m.createdAt)} />
          <Column header="账号" body={(m: AdminMember) => <Link to={`/admin/members/${m.userId}`}>账号与邮箱</Link>} />
        </DataTable>
      </section>
      {userId ? <MemberLedger key={userId} userId={userId} /> : <p className="muted">选择一位会员查看其资金流水。</p>}
    </div>
  );
}
