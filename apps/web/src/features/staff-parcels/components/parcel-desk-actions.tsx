import {
  type AdminParcelDetail,
  formatYen,
  PARCEL_STATUS_LABELS,
  ParcelStatus,
  type ParcelStatusCode,
  storageKept,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { type Measure, MeasureInputs, measureComplete } from '../../../components/console/measure-inputs';
import { useAction } from '../../../components/console/use-action';
import { useCancelStaffParcel } from '../api/cancel-staff-parcel';
import { useParcelPrice } from '../api/get-parcel-price';
import { useMarkParcelProblem } from '../api/mark-parcel-problem';
import { usePackParcel } from '../api/pack-parcel';
import { useResolveParcelProblem } from '../api/resolve-parcel-problem';
import { useShipParcel } from '../api/ship-parcel';

const REASON_MIN = 2;
const grams = (g: number) => `${g.toLocaleString('zh-CN')} g`;

/** Pack and weigh: the final weight and box, the price the rate card in force gives, shown before saving. */
function PackForm({ detail }: { detail: AdminParcelDetail }) {
  const { parcel } = detail;
  const [m, setM] = useState<Measure>({
    weightG: parcel.weightG,
    lengthCm: parcel.lengthCm,
    widthCm: parcel.widthCm,
    heightCm: parcel.heightCm,
  });
  const complete = measureComplete(m, true);
  const measured = complete
    ? {
        parcelId: parcel.parcelId,
        weightG: m.weightG ?? 0,
        lengthCm: m.lengthCm ?? 0,
        widthCm: m.widthCm ?? 0,
        heightCm: m.heightCm ?? 0,
      }
    : null;
  const price = useParcelPrice(measured);
  const pack = usePackParcel();
  const { busy, run } = useAction();
  const preview = complete ? price.data : undefined;
  const repack = parcel.status === ParcelStatus.packed;
  return (
    <div className="admin-action" data-testid="pack-form">
      <h3>{repack ? '重新称重（待付款，会员尚未付款）' : '打包称重（待打包 → 待付款）'}</h3>
      <span className="admin-hint">
        包装后的实际重量（克）和外箱尺寸（厘米）。
        {detail.volumetricDivisor
          ? `${parcel.methodName}按实重与体积重（长×宽×高÷${detail.volumetricDivisor}）取大计费；`
          : `${parcel.methodName}按实际重量计费；`}
        上限 {grams(detail.maxWeightG)}。
      </span>
      <MeasureInputs value={m} onChange={setM} idPrefix="pack" />
      <div data-testid="pack-preview" aria-live="polite">
        {!complete && <p className="admin-hint">填写重量和三边尺寸后显示最终价格</p>}
        {preview?.unavailable && <p className="admin-danger">不能按此方式寄送：{preview.unavailable}</p>}
        {preview && !preview.unavailable && (
          <dl className="admin-price-preview">
            <dt>计费重量</dt>
            <dd>{grams(preview.chargeableG)}</dd>
            <dt>国际运费</dt>
            <dd>{formatYen(preview.shippingFee)}</dd>
            <dt>应付合计</dt>
            <dd data-testid="pack-total">
              <strong>{formatYen(preview.total)}</strong>
            </dd>
            <dt>申请时预估</dt>
            <dd>{formatYen(preview.quoteTotal)}</dd>
            {preview.overQuote && (
              <dd className="admin-danger admin-price-preview__wide">超出预估容差：会员付款前需确认新价格</dd>
            )}
          </dl>
        )}
      </div>
      <Button
        label={repack ? '保存新重量并重新计价' : '保存称重并计价'}
        icon="pi pi-box"
        loading={busy}
        disabled={!measured || !preview || preview.unavailable !== null}
        onClick={() =>
          measured &&
          run(() => pack.mutateAsync(measured), {
            ask: {
              message: `确认包裹 P${parcel.parcelId} 按 ${grams(measured.weightG)}、${measured.lengthCm}×${measured.widthCm}×${measured.heightCm} cm 计价 ${formatYen(preview?.total)}？会员将收到付款通知。`,
            },
            done: '已打包计价，等待会员付款',
          })
        }
      />
    </div>
  );
}

function ShipForm({ parcelId, methodName }: { parcelId: number; methodName: string }) {
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const ship = useShipParcel();
  const { busy, run } = useAction();
  const input = { parcelId, carrier: carrier.trim(), trackingNo: trackingNo.trim() };
  return (
    <div className="admin-action" data-testid="ship-form">
      <h3>发货（待发货 → 已发货）</h3>
      <span className="admin-hint">运输方式：{methodName}。会员会收到承运商和运单号。</span>
      <InputText
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        placeholder="承运商，如 日本邮政"
        aria-label="承运商"
      />
      <InputText
        value={trackingNo}
        onChange={(e) => setTrackingNo(e.target.value)}
        placeholder="运单号"
        aria-label="国际运单号"
      />
      <Button
        label="登记发货"
        icon="pi pi-send"
        loading={busy}
        disabled={!input.carrier || input.trackingNo.length < 4}
        onClick={() =>
          run(() => ship.mutateAsync(input), {
            ask: { message: `确认包裹 P${parcelId} 已发出（${input.carrier} ${input.trackingNo}）？` },
            done: '已登记发货',
          })
        }
      />
    </div>
  );
}

function ReasonField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <InputTextarea
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={2}
      maxLength={500}
      placeholder={placeholder}
      aria-label={label}
    />
  );
}

function ProblemForm({ parcelId }: { parcelId: number }) {
  const [reason, setReason] = useState('');
  const problem = useMarkParcelProblem();
  const { busy, run } = useAction();
  const text = reason.trim();
  return (
    <div className="admin-action">
      <h3>转为问题包裹（扣关、退回、破损）</h3>
      <ReasonField value={reason} onChange={setReason} label="问题说明" placeholder="问题说明（会员可见，必填）" />
      <Button
        label="转为问题包裹"
        icon="pi pi-exclamation-triangle"
        severity="warning"
        loading={busy}
        disabled={text.length < REASON_MIN}
        onClick={() =>
          run(() => problem.mutateAsync({ parcelId, reason: text }), {
            ask: { message: `确认将包裹 P${parcelId} 转为问题包裹？会员会收到说明。`, danger: true },
            done: '已转为问题包裹',
          })
        }
      />
    </div>
  );
}

function ResolveForm({ detail }: { detail: AdminParcelDetail }) {
  const { parcel } = detail;
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<number | null>(0);
  const [returnItems, setReturnItems] = useState(false);
  const resolve = useResolveParcelProblem();
  const { busy, run } = useAction();
  const text = reason.trim();
  const amount = refund ?? 0;
  const back = parcel.problemFrom === null ? '' : PARCEL_STATUS_LABELS[parcel.problemFrom as ParcelStatusCode];
  const refundText = amount > 0 ? `退款 ${formatYen(amount)} 将退回会员余额。` : '';
  const storage = detail.storagePaid;
  // Decision 057: a refund comes from the shipping and service fees first; what goes beyond gives storage back.
  const keptAfter = storageKept({
    storageFee: storage.fee,
    charges: parcel.paidAmount + parcel.refunded,
    refunded: parcel.refunded + amount,
  });
  const storageText = returnItems && storage.fee > 0 ? `商品回仓后计为已付仓储费 ${formatYen(keptAfter)}，不再重复收取。` : '';
  const send = (to: 'back' | 'close') =>
    run(
      () =>
        resolve.mutateAsync({
          parcelId: parcel.parcelId,
          to,
          refund: amount,
          returnItems: to === 'close' && returnItems ? 1 : 0,
          reason: text,
        }),
      {
        ask: {
          message:
            to === 'back'
              ? `确认包裹 P${parcel.parcelId} 的问题已解决，恢复为「${back}」？${refundText}`
              : `确认关闭包裹 P${parcel.parcelId}？${refundText}${returnItems ? `商品退回仓库继续保管。${storageText}` : ''}`,
          danger: to === 'close',
        },
        done: '问题包裹已处理',
      },
    );
  return (
    <div className="admin-action" data-testid="resolve-form">
      <h3>处理问题包裹</h3>
      <span className="admin-hint">
        可退款（不超过该包裹已收取的 {formatYen(parcel.paidAmount)}），从账上实际收取的金额中退回。
      </span>
      <p className="admin-hint" data-testid="storage-paid">
        {storage.fee > 0 ? (
          <>
            会员随本包裹已付仓储费 <strong>{formatYen(storage.fee)}</strong>
            {storage.kept < storage.fee ? `（其中 ${formatYen(storage.fee - storage.kept)} 已退还）` : ''}
            。退款先抵运费与服务费，超出部分视为退还仓储费；商品退回仓库后，已付的仓储天数不再重复收取
            {returnItems ? `，按本次退款计为已付 ${formatYen(keptAfter)}` : ''}。
          </>
        ) : (
          '本包裹未收取仓储费。'
        )}
      </p>
      <ReasonField value={reason} onChange={setReason} label="处理说明" placeholder="处理说明（会员可见，必填）" />
      <label className="admin-inline" htmlFor="parcel-refund">
        退款金额
        <InputNumber
          inputId="parcel-refund"
          value={refund}
          onValueChange={(e) => setRefund(e.value ?? 0)}
          min={0}
          max={parcel.paidAmount}
          prefix="¥"
        />
      </label>
      <label className="admin-inline" htmlFor="return-items">
        <Checkbox inputId="return-items" checked={returnItems} onChange={(e) => setReturnItems(e.checked === true)} />
        关闭时商品退回仓库
      </label>
      <div className="admin-decision">
        <Button
          label={`恢复为「${back}」`}
          icon="pi pi-replay"
          loading={busy}
          disabled={text.length < REASON_MIN || returnItems}
          onClick={() => send('back')}
        />
        <Button
          label="关闭包裹"
          icon="pi pi-times"
          severity="danger"
          loading={busy}
          disabled={text.length < REASON_MIN}
          onClick={() => send('close')}
        />
      </div>
    </div>
  );
}

function CancelForm({ parcelId }: { parcelId: number }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelStaffParcel();
  const { busy, run } = useAction();
  const text = reason.trim();
  return (
    <div className="admin-action">
      <h3>取消发货申请（付款前）</h3>
      <ReasonField value={reason} onChange={setReason} label="取消原因" placeholder="取消原因（会员可见，必填），商品退回仓库" />
      <Button
        label="取消包裹"
        icon="pi pi-ban"
        severity="danger"
        outlined
        loading={busy}
        disabled={text.length < REASON_MIN}
        onClick={() =>
          run(() => cancel.mutateAsync({ parcelId, reason: text }), {
            ask: { message: `确认取消包裹 P${parcelId}？商品退回仓库继续保管。`, danger: true },
            done: '已取消',
          })
        }
      />
    </div>
  );
}

/** The statuses in which staff have a move to make. */
const DESK_STATUSES: readonly ParcelStatusCode[] = [
  ParcelStatus.requested,
  ParcelStatus.packed,
  ParcelStatus.paid,
  ParcelStatus.shipped,
  ParcelStatus.problem,
];

/** The staff moves the parcel's status allows (decision 030's table); each asks first. */
export function ParcelDeskActions({ detail }: { detail: AdminParcelDetail }) {
  const { parcel } = detail;
  const s = parcel.status;
  if (!DESK_STATUSES.includes(s)) return <p className="muted">该包裹当前没有需要客服处理的操作。</p>;
  return (
    <div className="admin-actions" data-testid="parcel-actions">
      {(s === ParcelStatus.requested || s === ParcelStatus.packed) && <PackForm detail={detail} />}
      {s === ParcelStatus.paid && <ShipForm parcelId={parcel.parcelId} methodName={parcel.methodName} />}
      {(s === ParcelStatus.paid || s === ParcelStatus.shipped) && <ProblemForm parcelId={parcel.parcelId} />}
      {s === ParcelStatus.problem && <ResolveForm detail={detail} />}
      {(s === ParcelStatus.requested || s === ParcelStatus.packed) && <CancelForm parcelId={parcel.parcelId} />}
    </div>
  );
}
