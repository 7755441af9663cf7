import { type AdminOrder, formatYen, ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import { Button, type ButtonProps } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type ReactNode, useState } from 'react';
import { emptyMeasure, type Measure, MeasureInputs, measureComplete } from '../../../components/console/measure-inputs';
import { useAction } from '../../../components/console/use-action';
import { formatTimeLeft } from '../../../components/countdown/countdown';
import { serverNow } from '../../../components/countdown/server-clock';
import type { ConfirmOptions } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useMarkProblem } from '../api/mark-problem';
import { usePostInspectionNote } from '../api/post-inspection-note';
import { useRecordArrival } from '../api/record-arrival';
import { useRecordFailure } from '../api/record-failure';
import { useRecordMeasure } from '../api/record-measure';
import { useRecordPurchase } from '../api/record-purchase';
import { useRecordShipment } from '../api/record-shipment';
import { useResolveProblem } from '../api/resolve-problem';

/** The statuses of an order whose item has reached the warehouse (with its arrival time). */
const AT_WAREHOUSE: readonly OrderStatusCode[] = [OrderStatus.warehoused, OrderStatus.inspecting, OrderStatus.problem];

/** A reason members read must say something: at least this many characters (the server refuses less). */
const REASON_MIN = 2;

/** A move that carries a message the member reads (a reason, a note): the text, then the move's buttons. */
function MessageAction({
  title,
  field,
  placeholder,
  rows = 2,
  maxLength,
  children,
}: {
  title: string;
  field: string;
  placeholder: string;
  rows?: number;
  maxLength?: number;
  children: (text: string, clear: () => void) => ReactNode;
}) {
  const [text, setText] = useState('');
  return (
    <div className="admin-action">
      <h3>{title}</h3>
      <InputTextarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={field}
      />
      {children(text.trim(), () => setText(''))}
    </div>
  );
}

const label = (code: number | null) => (code === null ? '' : (ORDER_STATUS_LABELS[code as OrderStatusCode] ?? String(code)));

/**
 * The question before a purchase is recorded; an auction that has not ended yet (its end time still ahead on
 * the server's clock) is called out with the time left, as a danger: buying before the end is usually a slip.
 */
export function purchaseQuestion(order: AdminOrder, finalPrice: number, held: number, now: number): ConfirmOptions {
  const refund = finalPrice && finalPrice < held ? `差额 ${formatYen(held - finalPrice)} 将退回会员余额。` : '';
  const question = `确认订单 ${order.orderNo} 以 ${formatYen(finalPrice)} 购买成功？${refund}`;
  const left = formatTimeLeft(order.endTime - now);
  if (left === null) return { message: question };
  return {
    header: '拍卖尚未结束',
    danger: true,
    acceptLabel: '仍然录入',
    message: `注意：该拍卖还有 ${left} 才结束（${formatDateTime(order.endTime)}）。拍卖结束前录入购买结果通常是误操作，请确认已在雅虎实际购得。${question}`,
  };
}

/** The staff moves the order's status allows (product.md's table); each money or status move asks first. */
export function StaffActions({ order }: { order: AdminOrder }) {
  const can = new Set(order.staffActions);
  const { busy, run } = useAction();
  const purchase = useRecordPurchase();
  const failure = useRecordFailure();
  const shipment = useRecordShipment();
  const arrival = useRecordArrival();
  const measure = useRecordMeasure();
  const [measured, setMeasured] = useState<Measure>(() => ({
    weightG: order.weightG,
    lengthCm: order.lengthCm,
    widthCm: order.widthCm,
    heightCm: order.heightCm,
  }));
  const [arrivalMeasure, setArrivalMeasure] = useState<Measure>(emptyMeasure);
  const problem = useMarkProblem();
  const resolve = useResolveProblem();
  const note = usePostInspectionNote();

  const held = order.kind === 'bid' ? (order.maxBid ?? 0) : (order.buyNowPrice ?? 0);
  const [finalPrice, setFinalPrice] = useState<number | null>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [shippingFee, setShippingFee] = useState<number | null>(0);
  const orderId = order.orderId;
  const refundQuestion = `确认订单 ${order.orderNo} 交易失败？已付款项 ${formatYen(order.paidAmount)} 将全额退回会员余额。`;

  const fee = order.shippingPayer === 'buyer' ? (shippingFee ?? 0) : 0;

  const atWarehouse = order.arrivedAt !== null && AT_WAREHOUSE.includes(order.status);
  if (can.size === 0 && !atWarehouse) return <p className="muted">该订单当前没有需要客服处理的操作。</p>;

  /** A move's button: asks `ask` first (every money or status move does), runs `send`, says `done`. */
  const moveButton = (move: {
    label: string;
    icon: string;
    severity?: ButtonProps['severity'];
    disabled?: boolean;
    send: () => Promise<unknown>;
    /** The question, built when the button is pressed (a question about time reads the clock then). */
    ask?: ConfirmOptions | (() => ConfirmOptions);
    done?: string;
    afterwards?: () => void;
  }) => (
    <Button
      label={move.label}
      icon={`pi ${move.icon}`}
      severity={move.severity}
      loading={busy}
      disabled={move.disabled}
      onClick={async () => {
        const ask = typeof move.ask === 'function' ? move.ask() : move.ask;
        if (await run(move.send, { ask, done: move.done })) move.afterwards?.();
      }}
    />
  );

  return (
    <div className="admin-actions" data-testid="staff-actions">
      {can.has('purchase') && (
        <div className="admin-action">
          <h3>录入购买结果（已付款 → 已购买）</h3>
          <span className="admin-hint">
            已冻结商品金额 {formatYen(held)}；成交价低于此数的差额立即退回会员余额，高于此数转为问题订单。
          </span>
          <InputNumber
            value={finalPrice}
            onValueChange={(e) => setFinalPrice(e.value ?? null)}
            min={1}
            suffix=" 日元"
            placeholder="成交价（日元）"
            aria-label="成交价"
            inputId="final-price"
          />
          {moveButton({
            label: '录入购买结果',
            icon: 'pi-check',
            disabled: !finalPrice,
            send: () => purchase.mutateAsync({ orderId, finalPrice: finalPrice ?? 0 }),
            ask: () => purchaseQuestion(order, finalPrice ?? 0, held, serverNow()),
            done: '已录入购买结果',
          })}
        </div>
      )}
      {can.has('fail') && (
        <MessageAction title="交易失败（全额退款）" field="失败原因" placeholder="失败原因（会员可见，必填）">
          {(reason) =>
            moveButton({
              label: '标记交易失败并退款',
              icon: 'pi-times',
              severity: 'danger',
              disabled: reason.length < REASON_MIN,
              send: () => failure.mutateAsync({ orderId, reason }),
              ask: { message: refundQuestion, danger: true },
              done: '已标记交易失败并退款',
            })
          }
        </MessageAction>
      )}
      {can.has('ship') && (
        <div className="admin-action">
          <h3>卖家已发货（已购买 → 已发货）</h3>
          <InputText
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            placeholder="物流公司，如 ヤマト運輸"
            aria-label="物流公司"
          />
          <InputText
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
            placeholder="运单号"
            aria-label="运单号"
          />
          {moveButton({
            label: '登记发货',
            icon: 'pi-send',
            disabled: !carrier.trim() || !trackingNo.trim(),
            send: () => shipment.mutateAsync({ orderId, carrier: carrier.trim(), trackingNo: trackingNo.trim() }),
            ask: { message: `确认订单 ${order.orderNo} 卖家已发货（${carrier.trim()} ${trackingNo.trim()}）？` },
            done: '已登记发货',
          })}
        </div>
      )}
      {can.has('arrive') && (
        <div className="admin-action">
          <h3>到达仓库（已发货 → {order.inspection ? '验货中' : '已入库'}）</h3>
          {order.shippingPayer === 'buyer' ? (
            <>
              <span className="admin-hint">日本国内运费由买家承担，按实收取；余额不足时转为问题订单并通知会员。</span>
              <InputNumber
                value={shippingFee}
                onValueChange={(e) => setShippingFee(e.value ?? 0)}
                min={0}
                suffix=" 日元"
                aria-label="日本国内运费"
                inputId="shipping-fee"
              />
            </>
          ) : (
            <span className="admin-hint">运费由卖家承担，不向会员收取。</span>
          )}
          <span className="admin-hint">称重并测量包装（长、宽、高三项都填或都不填），会员在订单中可见，用于国际运费估算。</span>
          <MeasureInputs value={arrivalMeasure} onChange={setArrivalMeasure} idPrefix="arrival" />
          {moveButton({
            label: '确认到仓',
            icon: 'pi-inbox',
            disabled: !measureComplete(arrivalMeasure),
            send: async () => {
              const result = await arrival.mutateAsync({
                orderId,
                shippingFee: fee,
                weightG: arrivalMeasure.weightG ?? undefined,
                lengthCm: arrivalMeasure.lengthCm ?? undefined,
                widthCm: arrivalMeasure.widthCm ?? undefined,
                heightCm: arrivalMeasure.heightCm ?? undefined,
              });
              if (result.status === OrderStatus.problem) {
                toast.warn('会员余额不足以支付运费', `还差 ${formatYen(result.shortfall)}，订单已转为问题订单并通知会员`);
              } else toast.success('已确认到仓');
            },
            ask: {
              message: `确认订单 ${order.orderNo} 已到达仓库？${fee > 0 ? `将从会员余额扣除日本国内运费 ${formatYen(fee)}。` : ''}`,
            },
          })}
        </div>
      )}
      {atWarehouse && (
        <div className="admin-action">
          <h3>重量与尺寸</h3>
          <span className="admin-hint">更正到仓商品的重量（克）和包装尺寸（厘米），三边都要填写。</span>
          <MeasureInputs value={measured} onChange={setMeasured} idPrefix="measure" />
          {moveButton({
            label: '保存重量尺寸',
            icon: 'pi-save',
            disabled: !measureComplete(measured, true),
            send: () =>
              measure.mutateAsync({
                orderId,
                weightG: measured.weightG ?? 0,
                lengthCm: measured.lengthCm ?? 0,
                widthCm: measured.widthCm ?? 0,
                heightCm: measured.heightCm ?? 0,
              }),
            done: '重量和尺寸已保存',
          })}
        </div>
      )}
      {can.has('note') && (
        <MessageAction
          title="验货说明"
          field="验货说明"
          placeholder="例如：外观完好，配件齐全（作为客服留言发给会员）"
          rows={3}
          maxLength={1000}
        >
          {(text, clear) =>
            moveButton({
              label: '发送验货说明',
              icon: 'pi-comment',
              disabled: !text,
              send: () => note.mutateAsync({ orderId, note: text }),
              done: '验货说明已发送',
              afterwards: clear,
            })
          }
        </MessageAction>
      )}
      {can.has('problem') && (
        <MessageAction title="转为问题订单" field="问题说明" placeholder="问题说明（会员可见，必填）">
          {(reason) =>
            moveButton({
              label: '转为问题订单',
              icon: 'pi-exclamation-triangle',
              severity: 'warning',
              disabled: reason.length < REASON_MIN,
              send: () => problem.mutateAsync({ orderId, reason }),
              ask: { message: `确认将订单 ${order.orderNo} 转为问题订单？会员会收到说明。`, danger: true },
              done: '已转为问题订单',
            })
          }
        </MessageAction>
      )}
      {can.has('resolve') && (
        <MessageAction title="处理问题订单" field="处理说明" placeholder="处理说明（会员可见，必填）">
          {(reason) => (
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              {moveButton({
                label: `恢复为「${label(order.problemFrom)}」`,
                icon: 'pi-replay',
                disabled: reason.length < REASON_MIN || order.problemFrom === null,
                send: () => resolve.mutateAsync({ orderId, to: 'back', reason }),
                ask: { message: `确认订单 ${order.orderNo} 的问题已解决，恢复为「${label(order.problemFrom)}」？` },
                done: '问题订单已恢复',
              })}
              {order.problemFrom === OrderStatus.inspecting &&
                moveButton({
                  label: '保留入库（会员拒收后）',
                  icon: 'pi-inbox',
                  disabled: reason.length < REASON_MIN,
                  send: () => resolve.mutateAsync({ orderId, to: 'keep', reason }),
                  ask: { message: `确认订单 ${order.orderNo} 的商品保留入库？处理说明会发给会员。` },
                  done: '商品已保留入库',
                })}
              {moveButton({
                label: order.problemFrom === OrderStatus.inspecting ? '退回卖家并全额退款' : '交易失败并全额退款',
                icon: 'pi-times',
                severity: 'danger',
                disabled: reason.length < REASON_MIN,
                send: () => resolve.mutateAsync({ orderId, to: 'fail', reason }),
                ask: { message: refundQuestion, danger: true },
                done: '已标记交易失败并退款',
              })}
            </div>
          )}
        </MessageAction>
      )}
    </div>
  );
}
