import { formatYen, type Order, OrderStatus } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmInspection } from '../api/confirm-inspection';
import { useEditInspectionState } from '../api/edit-inspection-state';
import { EditOrderDialog } from './edit-order-dialog';
import { RejectInspectionDialog } from './reject-inspection-dialog';

/** The actions the order's status allows (the server lists them), each behind a confirmation dialog. */
export function OrderActions({
  order,
  onMoneyChanged,
  showDetailLink = false,
}: {
  order: Order;
  onMoneyChanged?: () => void;
  showDetailLink?: boolean;
}) {
  const cancel = useCancelOrder(onMoneyChanged);
  const inspection = useEditInspectionState(onMoneyChanged);
  const confirmInspection = useConfirmInspection();
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const can = (action: Order['actions'][number]) => order.actions.includes(action);
  const paid = order.status !== OrderStatus.unpaid;

  const doCancel = async () => {
    const refund = order.paidAmount > 0 ? `已付的 ${formatYen(order.paidAmount)} 将全额退回余额。` : '';
    const ok = await confirm({
      header: '取消订单',
      message: `确定取消订单 ${order.orderNo}？${refund}`,
      acceptLabel: '取消订单',
      rejectLabel: '再想想',
      danger: true,
    });
    if (!ok) return;
    cancel.mutate({ orderId: order.orderId }, { onSuccess: () => toast.success('订单已取消', refund || undefined) });
  };

  const doInspection = async () => {
    const on = order.inspection ? 0 : 1;
    const fee = formatYen(order.inspectionFee);
    const money = paid ? (on ? `将从余额扣除验货费 ${fee}。` : `验货费 ${fee} 将退回余额。`) : `验货费 ${fee} 将计入应付金额。`;
    const ok = await confirm({
      header: on ? '开启验货' : '关闭验货',
      message: `${on ? '为该订单开启验货服务？' : '关闭该订单的验货服务？'}${money}`,
      acceptLabel: on ? '开启验货' : '关闭验货',
    });
    if (!ok) return;
    inspection.mutate(
      { orderId: order.orderId, inspection: on },
      { onSuccess: () => toast.success(on ? '已开启验货' : '已关闭验货') },
    );
  };

  const doConfirmInspection = async () => {
    const ok = await confirm({
      header: '确认验货',
      message: '确认验货结果无误，商品入库？确认后不能撤回。',
      acceptLabel: '确认入库',
    });
    if (!ok) return;
    confirmInspection.mutate({ orderId: order.orderId }, { onSuccess: () => toast.success('已确认验货，商品入库') });
  };

  return (
    <div className="order-actions" data-testid="order-actions">
      {can('pay') && (
        <Link to={`/order/settle/${order.orderId}`} className="p-button p-button-sm" data-testid="action-pay">
          去付款
        </Link>
      )}
      {can('inspectionConfirm') && (
        <Button
          size="small"
          label="确认验货"
          icon="pi pi-check"
          onClick={() => void doConfirmInspection()}
          loading={confirmInspection.isPending}
        />
      )}
      {can('inspectionReject') && (
        <>
          <Button size="small" severity="danger" outlined label="拒收" icon="pi pi-times" onClick={() => setRejecting(true)} />
          <RejectInspectionDialog orderId={order.orderId} open={rejecting} onClose={() => setRejecting(false)} />
        </>
      )}
      {can('editInfo') && <Button size="small" outlined label="修改订单" icon="pi pi-pencil" onClick={() => setEditing(true)} />}
      {can('editInspectionState') && (
        <Button
          size="small"
          outlined
          label={order.inspection ? '关闭验货' : '开启验货'}
          icon="pi pi-search"
          onClick={() => void doInspection()}
          loading={inspection.isPending}
        />
      )}
      {can('cancel') && (
        <Button
          size="small"
          severity="danger"
          text
          label="取消订单"
          icon="pi pi-times"
          onClick={() => void doCancel()}
          loading={cancel.isPending}
        />
      )}
      {showDetailLink && (
        <Link to={`/order/${order.orderId}`} className="p-button p-button-sm p-button-text" data-testid="action-detail">
          {can('message') ? '详情 / 留言' : '详情'}
        </Link>
      )}
      {editing && <EditOrderDialog order={order} onClose={() => setEditing(false)} onMoneyChanged={onMoneyChanged} />}
    </div>
  );
}
