import {
  type AdminPaymentAlert,
  type AdminWithdrawal,
  formatYen,
  PAYMENT_ALERT_KIND_LABELS,
  PAYMENT_PROVIDER_LABELS,
  RECHARGE_CHANNEL_LABELS,
  RECONCILIATION_DIFFERENCE_LABELS,
  REFUND_STAGE_LABELS,
  type ReconciliationRow,
  type RefundStage,
  refundStage,
  WITHDRAWAL_STATUS_LABELS,
  type WithdrawalStatus,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { usePaymentAlerts } from '../api/get-payment-alerts';
import { useReconciliation, useRunReconciliation } from '../api/get-reconciliation';
import { useWithdrawals } from '../api/get-withdrawals';
import { useResolvePaymentAlert } from '../api/resolve-payment-alert';
import { formatYuan } from '../components/format-yuan';

const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(WITHDRAWAL_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const fen = (value: number) => formatYuan(value / 100);

/** Today in Beijing time, YYYY-MM-DD (the providers' bills run on UTC+8). */
const beijingToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const STAGE_SEVERITY: Record<RefundStage, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  held: 'secondary',
  queued: 'info',
  refunding: 'warning',
  done: 'success',
  failed: 'danger',
  cancelled: 'secondary',
};

/**
 * Each refund's way out (decision 069): 已排队 (approved, the refund job sends it within seconds), 退款中 (at
 * the provider since …), 已退回, or 退款失败 with the provider's reason (the share went back to the balance).
 */
function Refunds({ w }: { w: AdminWithdrawal }) {
  return (
    <ul className="admin-refunds">
      {w.refunds.map((r) => {
        const stage = refundStage(r);
        return (
          <li key={r.refundNo} data-testid="withdrawal-refund" data-stage={stage}>
            {RECHARGE_CHANNEL_LABELS[r.channel]} {formatYen(r.amount)}（{formatYuan(r.yuan)}）{' '}
            <Tag severity={STAGE_SEVERITY[stage]} value={REFUND_STAGE_LABELS[stage]} />
            {stage === 'refunding' && r.submittedAt !== null && (
              <div className="muted">已提交支付渠道 {formatDateTime(r.submittedAt)}</div>
            )}
            {stage === 'done' && r.completedAt !== null && <div className="muted">退回于 {formatDateTime(r.completedAt)}</div>}
            {stage === 'failed' && (
              <div className="admin-mail-error">原因：{r.failure ?? '支付渠道未说明'}（款项已退回会员余额）</div>
            )}
            <div className="muted">充值单 {r.rechargeId}</div>
          </li>
        );
      })}
    </ul>
  );
}

function Decision({ w }: { w: AdminWithdrawal }) {
  const [reason, setReason] = useState('');
  const { approve, refuse } = useDecideWithdrawal();
  const { busy, run } = useAction();
  if (w.status !== 'pending') return <span className="muted">{w.staffReason ?? '—'}</span>;
  return (
    <div className="admin-decision">
      <Button
        label="批准"
        size="small"
        disabled={busy}
        data-testid="withdrawal-approve"
        onClick={() =>
          run(() => approve.mutateAsync({ withdrawalId: w.withdrawalId }), {
            ask: { header: '批准提现', message: `将 ${formatYen(w.amount)} 原路退回会员 ${w.account} 的支付账户？` },
            done: '已批准，退款已排队，几秒内提交支付渠道',
          })
        }
      />
      <InputText value={reason} onChange={(e) => setReason(e.target.value)} placeholder="拒绝原因" aria-label="拒绝原因" />
      <Button
        label="拒绝"
        size="small"
        severity="danger"
        outlined
        disabled={busy || reason.trim().length < 2}
        onClick={() => run(() => refuse.mutateAsync({ withdrawalId: w.withdrawalId, reason: reason.trim() }), { done: '已拒绝' })}
      />
    </div>
  );
}

function WithdrawalsSection() {
  // Every status by default, those waiting for a decision first: an approved one stays in view while its
  // refunds are queued, sent and settled (the list refreshes itself meanwhile).
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useWithdrawals({ status: status || undefined, page, limit: 20 });
  return (
    <section className="section-card" data-testid="admin-withdrawals">
      <header className="admin-section-head">
        <h2>提现审核{list.data ? `（待审核 ${list.data.pending}）` : ''}</h2>
        <Dropdown
          value={status}
          options={STATUS_OPTIONS}
          optionValue="value"
          onChange={(e) => {
            setStatus(e.value);
            setPage(1);
          }}
          aria-label="提现状态"
        />
      </header>
      {list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          value={list.data?.list ?? []}
          loading={list.isFetching}
          dataKey="withdrawalId"
          size="small"
          responsiveLayout="stack"
          breakpoint="760px"
          stripedRows
          lazy
          paginator
          first={(page - 1) * 20}
          rows={20}
          totalRecords={list.data?.total ?? 0}
          onPage={(e) => setPage((e.page ?? 0) + 1)}
          emptyMessage="没有提现申请"
        >
          <Column header="申请时间" body={(w: AdminWithdrawal) => formatDateTime(w.createdAt)} />
          <Column
            header="会员"
            body={(w: AdminWithdrawal) => (
              <>
                <Link to={`/admin/ledger?userId=${w.userId}`}>{w.account}</Link>
                <div className="muted">余额 {formatYen(w.balance)}</div>
              </>
            )}
          />
          <Column
            header="金额"
            body={(w: AdminWithdrawal) => (
              <>
                <strong>{formatYen(w.amount)}</strong>
                {w.note && <div className="muted">{w.note}</div>}
              </>
            )}
          />
          <Column header="退回渠道" body={(w: AdminWithdrawal) => <Refunds w={w} />} />
          <Column
            header="状态"
            body={(w: AdminWithdrawal) => <Tag className="admin-nowrap" value={WITHDRAWAL_STATUS_LABELS[w.status]} />}
          />
          <Column header="处理" body={(w: AdminWithdrawal) => <Decision w={w} />} />
        </DataTable>
      )}
    </section>
  );
}

function AlertsSection() {
  const [state, setState] = useState<'open' | 'resolved' | 'all'>('open');
  const alerts = usePaymentAlerts({ state, page: 1, limit: 50 });
  const resolve = useResolvePaymentAlert();
  const { busy, run } = useAction();
  const [notes, setNotes] = useState<Record<number, string>>({});
  return (
    <section className="section-card" data-testid="admin-payment-alerts">
      <header className="admin-section-head">
        <h2>支付提醒{alerts.data ? `（未处理 ${alerts.data.open}）` : ''}</h2>
        <Dropdown
          value={state}
          options={[
            { label: '未处理', value: 'open' },
            { label: '已处理', value: 'resolved' },
            { label: '全部', value: 'all' },
          ]}
          onChange={(e) => setState(e.value)}
          aria-label="提醒状态"
        />
      </header>
      <p className="muted">签名、商户号或金额不符的支付通知与查询结果：均未入账。核对后填写处理说明。</p>
      {alerts.isError ? (
        <ErrorState message={errorMessage(alerts.error)} onRetry={() => alerts.refetch()} />
      ) : (
        <DataTable
          value={alerts.data?.list ?? []}
          loading={alerts.isFetching}
          dataKey="id"
          size="small"
          stripedRows
          emptyMessage="没有支付提醒"
        >
          <Column header="最近" body={(a: AdminPaymentAlert) => formatDateTime(a.lastAt)} />
          <Column header="渠道" body={(a: AdminPaymentAlert) => PAYMENT_PROVIDER_LABELS[a.provider] ?? a.provider} />
          <Column
            header="类型"
            body={(a: AdminPaymentAlert) => <Tag severity="danger" value={PAYMENT_ALERT_KIND_LABELS[a.kind]} />}
          />
          <Column
            header="说明"
            body={(a: AdminPaymentAlert) => (
              <>
                <div>{a.message}</div>
                <div className="muted">
                  {a.subject ? `单号 ${a.subject} · ` : ''}共 {a.count} 次
                </div>
              </>
            )}
          />
          <Column
            header="处理"
            body={(a: AdminPaymentAlert) =>
              a.resolvedAt !== null ? (
                <span className="muted">{a.resolveNote}</span>
              ) : (
                <div className="admin-decision">
                  <InputText
                    value={notes[a.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [a.id]: e.target.value })}
                    placeholder="处理说明"
                    aria-label="处理说明"
                  />
                  <Button
                    label="已处理"
                    size="small"
                    outlined
                    disabled={busy || (notes[a.id] ?? '').trim().length < 2}
                    onClick={() =>
                      run(() => resolve.mutateAsync({ id: a.id, note: (notes[a.id] ?? '').trim() }), { done: '已标记' })
                    }
                  />
                </div>
              )
            }
          />
        </DataTable>
      )}
    </section>
  );
}

function ReconciliationSection() {
  const [day, setDay] = useState(beijingToday);
  const report = useReconciliation(day);
  const runCheck = useRunReconciliation();
  const { busy, run } = useAction();
  const money = (yen: number | undefined) => (yen === undefined ? '—' : fen(yen));
  return (
    <section className="section-card" data-testid="admin-reconciliation">
      <header className="admin-section-head">
        <h2>每日对账</h2>
        <InputText
          type="date"
          value={day}
          onChange={(e) => e.target.value && setDay(e.target.value)}
          aria-label="对账日期（北京时间）"
        />
        <Button
          label="立即核对"
          icon="pi pi-sync"
          size="small"
          outlined
          loading={busy}
          onClick={() => run(() => runCheck.mutateAsync(day), { done: '已向支付平台核对' })}
        />
      </header>
      <p className="muted">
        北京时间 {day}：本店的充值、入账与退款，与支付平台最近一次查询结果对照
        {report.data?.checkedAt ? `（核对于 ${formatDateTime(report.data.checkedAt)}）` : '（该日尚未向平台核对）'}。
      </p>
      {report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => report.refetch()} />
      ) : (
        <>
          <DataTable
            value={report.data?.rows ?? []}
            loading={report.isFetching}
            size="small"
            stripedRows
            emptyMessage="该日没有真实渠道的充值或退款"
          >
            <Column header="渠道" body={(r: ReconciliationRow) => PAYMENT_PROVIDER_LABELS[r.provider] ?? r.provider} />
            <Column header="充值（笔 / 实收）" body={(r: ReconciliationRow) => `${r.topUps} / ${money(r.topUpFen)}`} />
            <Column header="平台收款" body={(r: ReconciliationRow) => money(r.providerPaidFen)} />
            <Column header="入账（笔 / 日元）" body={(r: ReconciliationRow) => `${r.credits} / ${formatYen(r.creditYen)}`} />
            <Column header="退款（笔 / 金额）" body={(r: ReconciliationRow) => `${r.refunds} / ${money(r.refundFen)}`} />
            <Column header="平台退款" body={(r: ReconciliationRow) => money(r.providerRefundFen)} />
          </DataTable>
          <h3>差异</h3>
          {report.data && report.data.differences.length === 0 ? (
            <p className="muted" data-testid="reconciliation-clean">
              没有差异。
            </p>
          ) : (
            <ul className="admin-differences" data-testid="reconciliation-differences">
              {report.data?.differences.map((d) => (
                <li key={`${d.kind}-${d.reference}`}>
                  <Tag severity="warning" value={RECONCILIATION_DIFFERENCE_LABELS[d.kind]} /> {RECHARGE_CHANNEL_LABELS[d.channel]}{' '}
                  · {d.reference} · 本店：{d.ours} · 平台：{d.provider}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** 支付与提现: withdrawals to decide, payment alerts to look at, the daily reconciliation report. */
export default function PaymentsScreen() {
  return (
    <div data-testid="admin-payments">
      <PageHeader title="支付与提现" />
      <WithdrawalsSection />
      <AlertsSection />
      <ReconciliationSection />
    </div>
  );
}
