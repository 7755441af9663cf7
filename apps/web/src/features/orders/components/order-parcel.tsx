import { type OrderParcel, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { Link } from 'react-router';

/** What an order in an international parcel tells the member, by the parcel's state (decision 058). */
export const ORDER_PARCEL_HINTS: Record<ParcelStatusCode, string> = {
  [ParcelStatus.requested]: '商品已申请国际发货，仓库正在打包称重。',
  [ParcelStatus.packed]: '包裹已打包称重，请在「国际包裹」中付款。',
  [ParcelStatus.paid]: '包裹已付款，等待仓库发出。',
  [ParcelStatus.shipped]: '包裹已从日本发出，请留意物流信息，收到后确认签收。',
  [ParcelStatus.received]: '包裹已签收，本订单已完成。',
  [ParcelStatus.problem]: '包裹遇到问题，客服会与您联系，请查看包裹详情。',
  [ParcelStatus.closed]: '包裹已关闭，详情见包裹页。',
  [ParcelStatus.cancelled]: '发货申请已取消。',
};

/** The parcel's state as the order's tag: 包裹已发货, 包裹已签收, 问题包裹 … (colours of the parcel's state). */
export function OrderParcelTag({ parcel }: { parcel: OrderParcel }) {
  return (
    <span className={`order-status order-status--p${parcel.status}`} data-testid="order-status">
      {parcel.statusLabel.includes('包裹') ? parcel.statusLabel : `包裹${parcel.statusLabel}`}
    </span>
  );
}

/** The link to the parcel, with its state: 国际包裹 P12 · 已发货. */
export function OrderParcelLink({ parcel }: { parcel: OrderParcel }) {
  return (
    <Link to={`/users/parcel/${parcel.parcelId}`} className="order-parcel-link" data-testid="order-parcel-link">
      <i className="pi pi-box" aria-hidden="true" />
      国际包裹 P{parcel.parcelId} · {parcel.statusLabel}
      <i className="pi pi-angle-right" aria-hidden="true" />
    </Link>
  );
}
