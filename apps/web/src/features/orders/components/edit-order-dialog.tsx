import {
  formatYen,
  minimumBid,
  ORDER_REMARK_MAX,
  type Order,
  type OrderEditInfoInput,
  OrderStatus,
  SNIPE_MINUTES_MAX,
  SNIPE_MINUTES_MIN,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { useEditOrderInfo } from '../api/edit-order-info';

/** The maximum (and snipe minutes) may change while unpaid, or paid before the bid is placed. */
export const bidEditable = (order: Order) =>
  order.kind === 'bid' && (order.status === OrderStatus.unpaid || (order.status === OrderStatus.paid && !order.bidPlaced));

/** Edit the remark, and the maximum/snipe while allowed; a paid order's hold follows the maximum. */
export function EditOrderDialog({
  order,
  onClose,
  onMoneyChanged,
}: {
  order: Order;
  onClose: () => void;
  onMoneyChanged?: () => void;
}) {
  const edit = useEditOrderInfo(onMoneyChanged);
  const canBid = bidEditable(order);
  const [remark, setRemark] = useState(order.remark);
  const [maxBid, setMaxBid] = useState<number | null>(order.maxBid);
  const [snipe, setSnipe] = useState(order.snipeMinutes !== null);
  const [snipeMinutes, setSnipeMinutes] = useState<number | null>(order.snipeMinutes ?? 5);
  const least = minimumBid(order.itemPrice);

  const save = async () => {
    const input: OrderEditInfoInput = { orderId: order.orderId };
    if (remark !== order.remark) input.remark = remark.trim();
    if (canBid) {
      if (maxBid === null || maxBid < 1) return toast.warn('请输入最高出价');
      if (maxBid !== order.maxBid) input.maxBid = maxBid;
      const nextSnipe = snipe ? (snipeMinutes ?? 0) : 0;
      if (snipe && (nextSnipe < SNIPE_MINUTES_MIN || nextSnipe > SNIPE_MINUTES_MAX))
        return toast.warn(`狙击时间须为 ${SNIPE_MINUTES_MIN}–${SNIPE_MINUTES_MAX} 分钟`);
      if (nextSnipe !== (order.snipeMinutes ?? 0)) input.snipeMinutes = nextSnipe;
    }
    if (Object.keys(input).length === 1) return onClose();
    let message = '保存对订单的修改？';
    if (input.maxBid !== undefined) {
      const diff = input.maxBid - (order.maxBid ?? 0);
      message =
        order.status === OrderStatus.paid
          ? `将最高出价改为 ${formatYen(input.maxBid)}？订单已付款，${diff > 0 ? `将从余额再冻结 ${formatYen(diff)}` : `将退回 ${formatYen(-diff)} 到余额`}。`
          : `将最高出价改为 ${formatYen(input.maxBid)}？`;
    }
    if (!(await confirm({ header: '修改订单', message, acceptLabel: '保存' }))) return;
    edit.mutate(input, {
      onSuccess: () => {
        toast.success('订单已修改');
        onClose();
      },
    });
  };

  return (
    <Dialog
      header={`修改订单 ${order.orderNo}`}
      visible
      onHide={onClose}
      style={{ width: 'min(520px, 94vw)' }}
      footer={
        <>
          <Button label="取消" text onClick={onClose} />
          <Button label="保存" icon="pi pi-check" onClick={() => void save()} loading={edit.isPending} />
        </>
      }
    >
      <div className="edit-order">
        {canBid ? (
          <>
            <label htmlFor="edit-max-bid">最高出价</label>
            <InputNumber
              inputId="edit-max-bid"
              value={maxBid}
              onValueChange={(e) => setMaxBid(e.value ?? null)}
              mode="decimal"
              locale="zh-CN"
              maxFractionDigits={0}
              suffix=" 日元"
            />
            <p className="muted form-hint">至少为当前价加一个加价幅度（下单时为 {formatYen(least)}，以提交时的当前价为准）。</p>
            <div className="snipe-row">
              <Checkbox inputId="edit-snipe" checked={snipe} onChange={(e) => setSnipe(Boolean(e.checked))} />
              <label htmlFor="edit-snipe">狙击出价：结束前</label>
              <InputNumber
                inputId="edit-snipe-minutes"
                value={snipeMinutes}
                onValueChange={(e) => setSnipeMinutes(e.value ?? null)}
                min={SNIPE_MINUTES_MIN}
                max={SNIPE_MINUTES_MAX}
                disabled={!snipe}
                size={3}
                aria-label="狙击分钟数"
              />
              <span>分钟</span>
            </div>
          </>
        ) : (
          order.kind === 'bid' && <p className="muted form-hint">代购已出价，最高出价不能再修改。</p>
        )}
        <label htmlFor="edit-remark">订单备注</label>
        <InputTextarea
          id="edit-remark"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          rows={3}
          autoResize
          maxLength={ORDER_REMARK_MAX}
        />
      </div>
    </Dialog>
  );
}
