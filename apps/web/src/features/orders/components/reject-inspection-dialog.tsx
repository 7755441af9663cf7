import { INSPECTION_REJECT_LABELS, INSPECTION_REJECT_REASONS } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useRejectInspection } from '../api/reject-inspection';

type Reason = (typeof INSPECTION_REJECT_REASONS)[number];

/** 拒收: the member refuses the inspected item with a reason; staff then return it or keep it (decision 030). */
export function RejectInspectionDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const reject = useRejectInspection();
  const [reason, setReason] = useState<Reason>('damaged');
  const [note, setNote] = useState('');
  return (
    <Dialog header="拒收验货商品" visible={open} onHide={onClose} breakpoints={{ '640px': '96vw' }} style={{ width: '480px' }}>
      <form
        className="reject-form"
        onSubmit={(e) => {
          e.preventDefault();
          reject.mutate(
            { orderId, reason, note: note.trim() },
            {
              onSuccess: () => {
                toast.success('已提交拒收', '订单转为问题订单，客服会处理退货退款或与您沟通');
                onClose();
              },
            },
          );
        }}
      >
        <fieldset className="reject-reasons">
          <legend>拒收原因</legend>
          {INSPECTION_REJECT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="reject-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />{' '}
              {INSPECTION_REJECT_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="reject-note">补充说明（选填）</label>
        <textarea id="reject-note" rows={3} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className="reject-form__actions">
          <Button type="button" label="取消" severity="secondary" outlined onClick={onClose} />
          <Button type="submit" label="确认拒收" severity="danger" loading={reject.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
