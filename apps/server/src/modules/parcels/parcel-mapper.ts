import { PARCEL_STATUS_LABELS, type Parcel, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { parcelCharges } from './parcel-money';
import type { ParcelItemView, ParcelRow } from './parcel-repository';

/** The address as the parcel keeps it: the member's address at the request, the ID number encrypted. */
export interface ParcelAddressSnapshot {
  recipient: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  street: string;
  postcode: string | null;
  idNumberMasked: string | null;
  /** Encrypted with ID_NUMBER_KEY for the member (decision 031); never sent to anyone. */
  idNumberEnc: string | null;
}

/** What the member may do with a parcel in its status. */
export function parcelActions(row: Pick<ParcelRow, 'status'>): Parcel['actions'] {
  if (row.status === ParcelStatus.requested) return ['cancel'];
  if (row.status === ParcelStatus.packed) return ['pay', 'cancel'];
  if (row.status === ParcelStatus.shipped) return ['confirmReceipt'];
  return [];
}

export function toParcel(row: ParcelRow, items: ParcelItemView[], paidAmount: number): Parcel {
  const address = JSON.parse(row.address) as ParcelAddressSnapshot;
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    parcelId: row.id,
    status: row.status,
    statusLabel: PARCEL_STATUS_LABELS[row.status as ParcelStatusCode],
    problemFrom: row.problem_from,
    method: row.method_code,
    methodName: row.method_name,
    address: {
      recipient: address.recipient,
      mobile: address.mobile,
      province: address.province,
      city: address.city,
      district: address.district,
      street: address.street,
      postcode: address.postcode,
      idNumberMasked: address.idNumberMasked,
    },
    consolidate: row.consolidate === 1,
    removeBoxes: row.remove_boxes === 1,
    protection: row.protection === 1,
    insurance: row.insurance === 1,
    items: items
      .filter((i) => i.parcel_id === row.id)
      .map((i) => ({
        orderId: i.order_id,
        orderNo: i.order_no,
        titleZh: i.title_zh,
        title: i.title,
        image: i.image,
        weightG: n(i.weight_g),
        description: i.description,
        declaredValue: Number(i.declared_value),
        storageDays: Number(i.storage_days),
        storageFee: Number(i.storage_fee),
      })),
    declaredTotal: Number(row.declared_total),
    quoteTotal: Number(row.quote_total),
    weightG: n(row.weight_g),
    lengthCm: n(row.length_cm),
    widthCm: n(row.width_cm),
    heightCm: n(row.height_cm),
    chargeableG: n(row.chargeable_g),
    shippingFee: n(row.shipping_fee),
    consolidationFee: Number(row.consolidation_fee),
    protectionFee: Number(row.protection_fee),
    insuranceFee: Number(row.insurance_fee),
    storageFee: Number(row.storage_fee),
    total: row.shipping_fee === null ? null : parcelCharges(row),
    refunded: Number(row.refund_amount),
    paidAmount,
    needsPriceConfirm: row.status === ParcelStatus.packed && row.over_quote === 1,
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    staffNote: row.staff_note,
    remark: row.remark,
    actions: parcelActions(row),
    createdAt: Number(row.created_at),
    packedAt: n(row.packed_at),
    paidAt: n(row.paid_at),
    shippedAt: n(row.shipped_at),
    receivedAt: n(row.received_at),
  };
}
