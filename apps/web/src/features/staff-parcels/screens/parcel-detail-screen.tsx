import { type AdminParcelDetail, formatYen, PARCEL_STATUS_LABELS, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { Link, useParams } from 'react-router';
import { OrderMoney, OrderTimeline } from '../../../components/console/order-records';
import { PageHeader } from '../../../components/console/page-header';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useParcel } from '../api/get-parcel';
import { ParcelDeskActions } from '../components/parcel-desk-actions';
import { ParcelPhotos } from '../components/parcel-photos';
import { ParcelStatusTag } from '../components/parcel-status-tag';

const parcelStatus = (code: number | null) =>
  code === null ? '—' : (PARCEL_STATUS_LABELS[code as ParcelStatusCode] ?? String(code));
const grams = (g: number | null) => (g === null ? '—' : `${g.toLocaleString('zh-CN')} g`);

/** Photos may be added until the parcel ships. */
const PHOTO_STATUSES: readonly ParcelStatusCode[] = [ParcelStatus.requested, ParcelStatus.packed, ParcelStatus.paid];

/** /admin/parcels/:id — a new parcel id is a new screen (its forms start empty). */
export default function ParcelDetailScreen() {
  const parcelId = Number(useParams().id);
  return <ParcelDesk key={parcelId} parcelId={parcelId} />;
}

/** The items as staff find them on the shelf: photos at arrival, weight and box, the declaration. */
function ParcelItems({ detail }: { detail: AdminParcelDetail }) {
  return (
    <ul className="admin-parcel-lines" data-testid="parcel-items">
      {detail.parcel.items.map((item) => {
        const box = detail.itemBoxes[item.orderId];
        const photos = detail.itemPhotos[item.orderId] ?? [];
        return (
          <li key={item.orderId} className="admin-parcel-line">
            {item.image && <img className="admin-thumb" src={item.image} alt="" loading="lazy" />}
            <div className="admin-parcel-line__text">
              <Link to={`/admin/orders/${item.orderId}`}>订单 {item.orderId}</Link> {item.title}
              <div className="admin-hint">
                {grams(item.weightG)}
                {box?.lengthCm ? ` · ${box.lengthCm}×${box.widthCm}×${box.heightCm} cm` : ''} · 申报 {item.description}{' '}
                {formatYen(item.declaredValue)} · 仓储 {item.storageDays} 天
                {item.storageFee > 0 ? `（${formatYen(item.storageFee)}）` : ''}
              </div>
              {photos.length > 0 && (
                <div className="admin-photos admin-photos--small">
                  {photos.map((p) => (
                    <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                      <img src={p.url} alt="到仓照片" loading="lazy" />
                    </a>
                  ))}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One parcel for staff: the request, the items with their shelf photos, the moves its status allows, photos, timeline, money. */
function ParcelDesk({ parcelId }: { parcelId: number }) {
  const detail = useParcel(parcelId);
  if (!Number.isInteger(parcelId) || parcelId <= 0) return <ErrorState message="包裹号不正确" />;
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} onRetry={() => detail.refetch()} />;
  const { parcel, timeline, money, photos } = detail.data;
  const a = parcel.address;
  const options = [
    parcel.consolidate && parcel.items.length > 1 && '合箱',
    parcel.removeBoxes && '去除原包装',
    parcel.protection && '加固包装',
    parcel.insurance && '保险',
  ].filter(Boolean);
  const facts: Array<[string, React.ReactNode]> = [
    [
      '会员',
      <Link key="m" to={`/admin/members/${parcel.userId}`}>
        {parcel.account}
      </Link>,
    ],
    ['运输方式', parcel.methodName],
    ['收件人', `${a.recipient} ${a.mobile}`],
    ['地址', `${a.province}${a.city}${a.district} ${a.street}${a.postcode ? `（${a.postcode}）` : ''}`],
    ['身份证', a.idNumberMasked ?? '—'],
    ['服务', options.length ? options.join('、') : '—'],
    ['申报合计', formatYen(parcel.declaredTotal)],
    ['申请预估', formatYen(parcel.quoteTotal)],
    ['重量', parcel.weightG === null ? '待称重' : `${grams(parcel.weightG)}（计费 ${grams(parcel.chargeableG)}）`],
    ['尺寸', parcel.lengthCm === null ? '—' : `${parcel.lengthCm}×${parcel.widthCm}×${parcel.heightCm} cm`],
    ['国际运费', parcel.shippingFee === null ? '待称重' : formatYen(parcel.shippingFee)],
    [
      '其他费用',
      `合箱 ${formatYen(parcel.consolidationFee)} · 加固 ${formatYen(parcel.protectionFee)} · 保险 ${formatYen(parcel.insuranceFee)} · 仓储 ${formatYen(parcel.storageFee)}`,
    ],
    [
      '应付合计',
      parcel.total === null ? (
        '—'
      ) : (
        <strong key="t" data-testid="parcel-total">
          {formatYen(parcel.total)}
        </strong>
      ),
    ],
    ['已收取', formatYen(parcel.paidAmount)],
    ['已退款', formatYen(parcel.refunded)],
    ['物流', parcel.trackingNo ? `${parcel.carrier ?? ''} ${parcel.trackingNo}` : '—'],
    ['申请时间', formatDateTime(parcel.createdAt)],
    ['会员备注', parcel.remark || '—'],
    ['客服说明', parcel.staffNote ?? '—'],
  ];
  return (
    <div data-testid="admin-parcel-detail">
      <PageHeader title={`包裹 P${parcel.parcelId}`}>
        <ParcelStatusTag status={parcel.status} />
        <Link to="/admin/parcels">返回包裹列表</Link>
      </PageHeader>
      {parcel.needsPriceConfirm && parcel.status === ParcelStatus.packed && (
        <p className="admin-danger">最终价格超出预估容差，会员付款前需确认新价格。</p>
      )}
      <section className="admin-card">
        <dl className="admin-facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-card">
        <h2>商品（{parcel.items.length} 件）</h2>
        <ParcelItems detail={detail.data} />
      </section>
      <section className="admin-card">
        <h2>客服操作</h2>
        <ParcelDeskActions key={`${parcel.parcelId}-${parcel.status}`} detail={detail.data} />
      </section>
      <section className="admin-card">
        <h2>包裹照片</h2>
        <ParcelPhotos parcelId={parcel.parcelId} photos={photos} canUpload={PHOTO_STATUSES.includes(parcel.status)} />
      </section>
      <section className="admin-card">
        <h2>状态记录</h2>
        <OrderTimeline timeline={timeline} label={parcelStatus} created="申请发货" />
      </section>
      <section className="admin-card">
        <h2>资金记录</h2>
        <OrderMoney money={money} />
      </section>
    </div>
  );
}
