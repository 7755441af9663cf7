import {
  formatYen,
  RECHARGE_CHANNEL_LABELS,
  REFUND_STATUS_LABELS,
  WITHDRAW_MIN_YEN,
  WITHDRAWAL_STATUS_LABELS,
  type Withdrawal,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { YenWithYuan } from '../../../components/price/yen-price';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWithdrawalActions } from '../api/withdraw';
import '../wallet.css';

function WithdrawalCard({ w, onCancel, busy }: { w: Withdrawal; onCancel: () => void; busy: boolean }) {
  return (
    <li className="withdrawal-card" data-testid="withdrawal">
      <div className="withdrawal-card__head">
        <strong>{formatYen(w.amount)}</strong>
        <span className={`withdrawal-card__status withdrawal-card__status--${w.status}`}>
          {WITHDRAWAL_STATUS_LABELS[w.status]}
        </span>
      </div>
      <p className="muted">
        申请于 {formatDateTime(w.createdAt)}
        {w.completedAt !== null && ` · 完成于 ${formatDateTime(w.completedAt)}`}
      </p>
      {w.staffReason && <p className="withdrawal-card__reason">客服说明：{w.staffReason}</p>}
      <ul className="withdrawal-card__refunds">
        {w.refunds.map((r) => (
          <li key={r.refundNo}>
            退回{RECHARGE_CHANNEL_LABELS[r.channel]} {formatYen(r.amount)}（{r.yuan.toFixed(2)} 元）
            <span className="muted"> · {REFUND_STATUS_LABELS[r.status]}</span>
          </li>
        ))}
      </ul>
      {w.status === 'pending' && <Button label="撤销申请" size="small" text onClick={onCancel} disabled={busy} />}
    </li>
  );
}

/**
 * /users/withdraw: how much unused balance can go back (top-ups still inside their provider's refund window,
 * newest first), the request form, and every withdrawal with where each part went and its state.
 */
export function WithdrawScreen({ onBalanceChanged }: { onBalanceChanged: () => void }) {
  const [page] = useState(1);
  const overview = useWithdrawals(page);
  const { request, cancel } = useWithdrawalActions(onBalanceChanged);
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const data = overview.data;

  if (overview.isPending) return <LoadingBlock height={320} label="正在读取提现信息…" />;
  if (overview.isError || !data)
    return <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />;

  const submit = async () => {
    if (amount === null) return;
    const ok = await confirm({
      header: '申请提现',
      message: `提现 ${formatYen(amount)}，原路退回充值时的支付账户？款项将先从余额中扣除，客服审核后退款。`,
    });
    if (!ok) return;
    await request.mutateAsync({ amount, note: note.trim() });
    toast.success('提现申请已提交，等待客服审核');
    setAmount(null);
    setNote('');
  };
  const canSubmit = amount !== null && amount >= WITHDRAW_MIN_YEN && amount <= data.withdrawable && !request.isPending;

  return (
    <div className="wallet-screen">
      <section className="section-card wallet-balance">
        <header>
          <h2>余额提现</h2>
        </header>
        <div className="wallet-balance__row">
          <span className="muted">当前余额</span>
          <YenWithYuan yen={data.balance} className="wallet-balance__amount" />
        </div>
        <div className="wallet-balance__row">
          <span className="muted">可提现</span>
          <strong data-testid="withdrawable">{formatYen(data.withdrawable)}</strong>
        </div>
        {data.parcelsDue > 0 && (
          <div className="wallet-balance__row" data-testid="parcels-due">
            <span className="muted">国际包裹待付费用（需留在余额中）</span>
            <span>{formatYen(data.parcelsDue)}</span>
          </div>
        )}
        <p className="muted withdraw-hint">
          提现按充值时的渠道原路退回（先退最近的充值），每笔不超过该次充值金额；微信支付一年内、支付宝三个月内的充值可退。订单已付款项不能提现；待付款和待打包的国际包裹费用须留在余额中。
        </p>
      </section>
      <section className="section-card">
        {data.withdrawable < WITHDRAW_MIN_YEN ? (
          <EmptyState title="暂无可提现余额" hint={`可提现金额不足 ${formatYen(WITHDRAW_MIN_YEN)}`} />
        ) : (
          <form
            className="withdraw-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit().catch(() => undefined);
            }}
          >
            <label htmlFor="withdraw-amount">提现金额（日元）</label>
            <InputNumber
              inputId="withdraw-amount"
              value={amount}
              onValueChange={(e) => setAmount(e.value ?? null)}
              min={0}
              max={data.withdrawable}
              useGrouping
              placeholder={`最多 ${data.withdrawable}`}
            />
            <Button type="button" label="全部" text onClick={() => setAmount(data.withdrawable)} />
            <label htmlFor="withdraw-note">说明（可选）</label>
            <InputText id="withdraw-note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
            <Button type="submit" label="申请提现" disabled={!canSubmit} loading={request.isPending} />
          </form>
        )}
      </section>
      <section className="section-card">
        <header>
          <h2>提现记录</h2>
        </header>
        {data.list.length === 0 ? (
          <EmptyState title="还没有提现记录" />
        ) : (
          <ul className="withdrawal-list">
            {data.list.map((w) => (
              <WithdrawalCard
                key={w.withdrawalId}
                w={w}
                busy={cancel.isPending}
                onCancel={() =>
                  void cancel.mutateAsync({ withdrawalId: w.withdrawalId }).then(() => toast.success('已撤销，款项已退回余额'))
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
