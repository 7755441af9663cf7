import { ADJUST_MAX_YEN, ADJUST_REASON_MAX, type AdminMember, formatYen } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { useAdjustBalance } from '../api/adjust-balance';

/**
 * A balance adjustment: a signed yen amount and a mandatory reason, posted once as a ledger entry (the
 * request id is chosen when the dialog opens, so a double click or a retry posts nothing twice).
 */
export function AdjustBalanceDialog({ member, visible, onHide }: { member: AdminMember; visible: boolean; onHide: () => void }) {
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const adjust = useAdjustBalance();
  const { busy, run } = useAction();
  useEffect(() => {
    if (visible) {
      setAmount(null);
      setReason('');
      setRequestId(newRequestId());
    }
  }, [visible]);
  const ready = amount !== null && amount !== 0 && reason.trim().length >= 2;
  const submit = async () => {
    if (!ready || amount === null) return;
    const after = member.balance + amount;
    const ok = await run(() => adjust.mutateAsync({ userId: member.userId, amount, reason: reason.trim(), requestId }), {
      ask: {
        message: `确认为 ${member.account} ${amount > 0 ? '增加' : '扣减'} ${formatYen(Math.abs(amount))}？调整后余额 ${formatYen(after)}。原因：${reason.trim()}`,
        danger: amount < 0,
      },
      done: '余额已调整',
    });
    if (ok) onHide();
  };
  return (
    <Dialog
      header={`调整余额：${member.account}`}
      visible={visible}
      onHide={onHide}
      style={{ width: '30rem' }}
      data-testid="adjust-dialog"
    >
      <div className="admin-form" style={{ gridTemplateColumns: '6rem 1fr' }}>
        <span>当前余额</span>
        <span>{formatYen(member.balance)}</span>
        <label htmlFor="adjust-amount">调整金额</label>
        <InputNumber
          inputId="adjust-amount"
          value={amount}
          onValueChange={(e) => setAmount(e.value ?? null)}
          min={-ADJUST_MAX_YEN}
          max={ADJUST_MAX_YEN}
          suffix=" 日元"
          placeholder="正数增加，负数扣减"
        />
        <label htmlFor="adjust-reason">原因</label>
        <InputTextarea
          id="adjust-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={ADJUST_REASON_MAX}
          placeholder="必填，会员会在消息中看到"
        />
        <div className="admin-form__actions">
          <Button label="提交调整" icon="pi pi-check" onClick={submit} loading={busy} disabled={!ready} />
          <Button label="取消" text onClick={onHide} />
        </div>
      </div>
      {!ready && <p className="admin-hint">请填写非零金额和原因（至少 2 个字）。</p>}
    </Dialog>
  );
}

/** A fresh id for one submit of a money form, so a repeated click posts nothing twice. */
function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
