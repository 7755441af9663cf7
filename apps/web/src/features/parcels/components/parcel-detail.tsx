import './parcels.css';
import { carrierLabel, formatYen, overQuoteSchema, type Parcel, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { BalanceShort } from '../../../components/price/balance-short';
import { YenWithYuan } from '../../../components/price/yen-price';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { BusinessError, errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useParcelInfo } from '../api/get-parcel-info';
import { useCancelParcel, useConfirmReceipt, usePayParcel } from '../api/parcel-actions';
import { ParcelItemTitle } from './parcel-item-title';
import { ParcelStatusTag } from './parcel-list';

const HINTS: Record<ParcelStatusCode, string> = {
  [ParcelStatus.requested]: '仓库正在打包称重，完成后会通知您最终费用。付款前可取消申请。',
  [ParcelStatus.packed]: '仓库已打包称重，请确认最终费用并付款，付款后尽快发出。',
  [ParcelStatus.paid]: '已付款，仓库正在安排发货。',
  [ParcelStatus.shipped]: '包裹已从日本发出，可凭运单号查询物流；收到后请确认收货。',
  [ParcelStatus.received]: '包裹已签收。',
  [ParcelStatus.problem]: '包裹遇到问题，客服会通过站内消息与您联系。',
  [ParcelStatus.cancelled]: '发货申请已取消，商品已退回仓库继续保管。',
  [ParcelStatus.closed]: '包裹已关闭。',
};

function Fees({ parcel }: { parcel: Parcel }) {
  const row = (label: string, yen: number | null) => (
    <>
      <dt>{label}</dt>
      <dd>{yen === null ? '待称重' : formatYen(yen)}</dd>
    </>
  );
  return (
    <dl className="parcel-summary" data-testid="parcel-fees">
      {row(
        `国际运费（${parcel.methodName}${parcel.chargeableG ? `，计费 ${parcel.chargeableG.toLocaleString('zh-CN')} g` : ''}）`,
        parcel.shippingFee,
      )}
      {parcel.consolidationFee > 0 && row('合箱费', parcel.consolidationFee)}
      {parcel.protectionFee > 0 && row('加固包装', parcel.protectionFee)}
      {parcel.insuranceFee > 0 && row('保险费', parcel.insuranceFee)}
      {row('仓储费', parcel.storageFee)}
      <dt>申请时预估</dt>
      <dd>{formatYen(parcel.quoteTotal)}</dd>
      {parcel.refunded > 0 && row('已退款', parcel.refunded)}
      <dt className="is-total">{parcel.status === ParcelStatus.requested ? '预估合计' : '应付合计'}</dt>
      <dd className="is-total" data-testid="parcel-total">
        {parcel.total === null ? formatYen(parcel.quoteTotal) : <YenWithYuan yen={parcel.total} compact />}
      </dd>
    </dl>
  );
}

/**
 * /users/parcel/{id}: the parcel, what the member may do now, tracking, fees, items, photos, timeline. With
 * the member's balance known to be short of the fees (zero included), the shortfall and the top-up stand in
 * place of the pay button: no confirmation is offered that would be refused.
 */
export function ParcelDetail({
  parcelId,
  balance,
  onMoneyChanged,
}: {
  parcelId: number;
  /** The member's balance; undefined while unknown (then paying is offered and the server decides). */
  balance?: number;
  onMoneyChanged?: () => void;
}) {
  const info = useParcelInfo(parcelId);
  const pay = usePayParcel(onMoneyChanged);
  const cancel = useCancelParcel();
  const receive = useConfirmReceipt();
  if (info.isPending) return <LoadingBlock height={360} />;
  if (info.isError) return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  const { parcel, timeline, money, photos } = info.data;
  const can = (a: Parcel['actions'][number]) => parcel.actions.includes(a);

  const doPay = async () => {
    const total = parcel.total ?? 0;
    const question = parcel.needsPriceConfirm
      ? `最终费用 ${formatYen(total)} 超出申请时的预估 ${formatYen(parcel.quoteTotal)}，确认按最终费用付款？`
      : `从余额支付包裹 P${parcel.parcelId} 的费用 ${formatYen(total)}？`;
    if (!(await confirm({ message: question, acceptLabel: '确认付款' }))) return;
    pay.mutate(
      { parcelId, confirmPrice: parcel.needsPriceConfirm ? 1 : 0 },
      {
        onSuccess: () => toast.success('付款成功', '仓库会尽快发货'),
        onError: (error) => {
          const short = error instanceof BusinessError ? (error.data as { shortfall?: number } | null) : null;
          if (short?.shortfall) toast.warn('余额不足', `还差 ${formatYen(short.shortfall)}，请先充值`);
          else if (error instanceof BusinessError && overQuoteSchema.safeParse(error.data).success) {
            toast.warn('费用已变化', error.message);
            void info.refetch();
          } else toast.error('付款未完成', errorMessage(error));
        },
      },
    );
  };
  const refusedShort =
    pay.error instanceof BusinessError ? (pay.error.data as { shortfall?: number } | null)?.shortfall : undefined;
  const knownShort =
    can('pay') && balance !== undefined && parcel.total !== null && balance < parcel.total ? parcel.total - balance : 0;
  const shortfall = can('pay') ? (refusedShort ?? knownShort) : 0;

  return (
    <div className="parcel-page" data-testid="parcel-detail" data-status={parcel.status}>
      <section className="users-card">
        <header className="users-card__header">
          <h2>
            国际包裹 P{parcel.parcelId} <ParcelStatusTag parcel={parcel} />
          </h2>
          <Link to="/users/parcel" className="muted">
            <i className="pi pi-angle-left" aria-hidden="true" /> 我的包裹
          </Link>
        </header>
        {HINTS[parcel.status] && <p className="muted">{HINTS[parcel.status]}</p>}
        {parcel.needsPriceConfirm && (
          <p className="parcel-warning" data-testid="over-quote">
            最终费用 {formatYen(parcel.total ?? 0)} 超出申请时预估 {formatYen(parcel.quoteTotal)}{' '}
            较多，付款前请确认；不同意可取消申请，商品退回仓库。
          </p>
        )}
        {parcel.staffNote && parcel.status === ParcelStatus.problem && (
          <p className="parcel-warning">客服说明：{parcel.staffNote}</p>
        )}
        {parcel.trackingNo && (
          <p className="parcel-tracking" data-testid="parcel-tracking">
            {parcel.carrier ? carrierLabel(parcel.carrier) : ''} 运单号 {parcel.trackingNo}
          </p>
        )}
        {shortfall > 0 && (
          <BalanceShort
            shortfall={shortfall}
            back={`/users/parcel/${parcelId}`}
            testId="parcel-shortfall"
            linkTestId="parcel-top-up-link"
          />
        )}
        <div className="parcel-actions">
          {can('pay') && shortfall === 0 && (
            <Button label="余额支付" icon="pi pi-wallet" loading={pay.isPending} onClick={() => void doPay()} />
          )}
          {can('confirmReceipt') && (
            <Button
              label="确认收货"
              icon="pi pi-check"
              loading={receive.isPending}
              onClick={async () => {
                if (await confirm({ message: '确认已收到包裹？' }))
                  receive.mutate({ parcelId }, { onSuccess: () => toast.success('已确认收货') });
              }}
            />
          )}
          {can('cancel') && (
            <Button
              label="取消申请"
              severity="danger"
              text
              loading={cancel.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    message: '取消发货申请？商品会退回仓库继续保管。',
                    danger: true,
                    acceptLabel: '取消申请',
                    rejectLabel: '再想想',
                  })
                )
                  cancel.mutate({ parcelId }, { onSuccess: () => toast.success('已取消发货申请') });
              }}
            />
          )}
        </div>
      </section>
      <div className="settings-grid">
        <section className="users-card">
          <h2>费用</h2>
          <Fees parcel={parcel} />
          {parcel.weightG !== null && (
            <p className="muted">
              打包后 {parcel.weightG.toLocaleString('zh-CN')} g · {parcel.lengthCm}×{parcel.widthCm}×{parcel.heightCm} cm
            </p>
          )}
        </section>
        <section className="users-card">
          <h2>收货地址</h2>
          <p>
            {parcel.address.recipient} {parcel.address.mobile}
          </p>
          <p>
            {parcel.address.province} {parcel.address.city === '市辖区' ? '' : parcel.address.city} {parcel.address.district}{' '}
            {parcel.address.street}
          </p>
          {parcel.address.idNumberMasked && <p className="muted">身份证 {parcel.address.idNumberMasked}</p>}
          <p className="muted">
            服务：
            {[
              parcel.consolidate && '合箱',
              parcel.removeBoxes && '去除原包装',
              parcel.protection && '加固包装',
              parcel.insurance && '保险',
            ]
              .filter(Boolean)
              .join('、') || '无'}
          </p>
        </section>
      </div>
      <section className="users-card">
        <h2>包裹内商品（{parcel.items.length} 件）</h2>
        <ul className="parcel-items">
          {parcel.items.map((i) => (
            <li key={i.orderId} className="parcel-item" style={{ gridTemplateColumns: '56px minmax(0,1fr)' }}>
              {i.image ? <img src={i.image} alt="" loading="lazy" /> : <span />}
              <div>
                <ParcelItemTitle item={i} link={`/order/${i.orderId}`} />
                <span className="muted">
                  订单 {i.orderNo} · 申报：{i.description} {formatYen(i.declaredValue)} · 仓储 {i.storageDays} 天
                  {i.storageFee > 0 ? `（${formatYen(i.storageFee)}）` : ''}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {photos.length > 0 && (
        <section className="users-card">
          <h2>打包照片</h2>
          <ul className="parcel-photos">
            {photos.map((p) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.url} alt={`打包照片 ${formatDateTime(p.createdAt)}`} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="settings-grid">
        <section className="users-card">
          <h2>包裹进度</h2>
          <ol className="parcel-items" data-testid="parcel-timeline">
            {timeline.map((r) => (
              <li key={r.id}>
                <span className="muted">{formatDateTime(r.createdAt)}</span> {r.note}
              </li>
            ))}
          </ol>
        </section>
        <section className="users-card">
          <h2>资金记录</h2>
          {money.length === 0 ? (
            <p className="muted">付款后显示各项费用的扣款记录。</p>
          ) : (
            <ul className="parcel-items" data-testid="parcel-money">
              {money.map((m) => (
                <li key={m.id}>
                  {m.note} <strong>{formatYen(m.amount ?? 0)}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
