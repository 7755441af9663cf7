import {
  ADMIN_PAGE_SIZE,
  type AdminRecharge,
  formatYen,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_CHANNELS,
  RECHARGE_CHECK_OUTCOME_LABELS,
  RECHARGE_STATUS_LABELS,
  RECHARGE_STATUSES,
  type RechargeChannel,
  type RechargeStatus,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect, FilterText, PagedTable } from '../../../components/console/console-list';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useCheckRecharge } from '../api/check-recharge';
import { useRecharges } from '../api/get-recharges';
import { formatYuan } from '../components/format-yuan';

const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...RECHARGE_STATUSES.map((s) => ({ label: RECHARGE_STATUS_LABELS[s], value: s })),
];
const CHANNEL_OPTIONS = [
  { label: '全部渠道', value: '' },
  ...RECHARGE_CHANNELS.map((c) => ({ label: RECHARGE_CHANNEL_LABELS[c], value: c })),
];
const SEVERITY = { paid: 'success', pending: 'warning', expired: 'secondary', cancelled: 'secondary' } as const;

/**
 * 向支付渠道查询: asks the provider about a top-up not yet credited and credits it at once if it was paid (a
 * notification lost or late) — once, however often asked (decision 069). The answer is a toast.
 */
function CheckButton({ r }: { r: AdminRecharge }) {
  const check = useCheckRecharge();
  if (r.status === 'paid') return <span className="muted">—</span>;
  return (
    <Button
      label="向支付渠道查询"
      icon="pi pi-sync"
      size="small"
      outlined
      className="admin-nowrap"
      loading={check.isPending}
      data-testid="recharge-check"
      onClick={() =>
        check.mutate(
          { rechargeId: r.rechargeId },
          {
            onSuccess: (result) => {
              const message = RECHARGE_CHECK_OUTCOME_LABELS[result.outcome];
              if (result.outcome === 'credited' || result.outcome === 'already_paid') toast.success(message);
              else toast.info(message);
            },
          },
        )
      }
    />
  );
}

/** 充值记录: every member's top-ups: status, channel, yen, yuan, provider trade number, member. */
export default function RechargesScreen() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<RechargeStatus | ''>(RECHARGE_STATUSES.find((s) => s === params.get('status')) ?? '');
  const [channel, setChannel] = useState<RechargeChannel | ''>('');
  const [member, setMember] = useState('');
  const [rechargeId, setRechargeId] = useState('');
  const table = useTableState<'id' | 'amount' | 'paidAt'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'id', order: 'desc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => resetPage(), [status, channel, member, rechargeId]);
  const recharges = useRecharges({
    ...table.state,
    status: status || undefined,
    channel: channel || undefined,
    member: member.trim() || undefined,
    rechargeId: rechargeId.trim() || undefined,
  });
  return (
    <div data-testid="admin-recharges">
      <PageHeader title="充值记录" />
      <div className="admin-filters">
        <FilterSelect label="状态" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <FilterSelect label="渠道" value={channel} options={CHANNEL_OPTIONS} onChange={setChannel} />
        <FilterText label="会员账号" value={member} onChange={setMember} placeholder="会员账号" />
        <FilterText label="充值单号" value={rechargeId} onChange={setRechargeId} placeholder="充值单号" />
      </div>
      <PagedTable query={recharges} dataKey="rechargeId" responsiveLayout="stack" breakpoint="760px" {...table.tableProps}>
        <Column field="id" header="充值单号" sortable body={(r: AdminRecharge) => <code>{r.rechargeId}</code>} />
        <Column header="会员" body={(r: AdminRecharge) => <Link to={`/admin/ledger?userId=${r.userId}`}>{r.account}</Link>} />
        <Column header="渠道" body={(r: AdminRecharge) => RECHARGE_CHANNEL_LABELS[r.channel]} />
        <Column field="amount" header="日元" sortable body={(r: AdminRecharge) => formatYen(r.amount)} />
        <Column header="人民币" body={(r: AdminRecharge) => `${formatYuan(r.yuanPrice)}（汇率 ${r.rate}）`} />
        <Column
          header="状态"
          body={(r: AdminRecharge) => (
            <Tag className="admin-nowrap" value={RECHARGE_STATUS_LABELS[r.status]} severity={SEVERITY[r.status]} />
          )}
        />
        <Column header="支付流水号" body={(r: AdminRecharge) => r.providerTradeNo ?? '—'} />
        <Column header="创建时间" body={(r: AdminRecharge) => formatDateTime(r.createdAt)} />
        <Column field="paidAt" header="到账时间" sortable body={(r: AdminRecharge) => formatDateTime(r.paidAt)} />
        <Column header="处理" body={(r: AdminRecharge) => <CheckButton r={r} />} />
      </PagedTable>
    </div>
  );
}
