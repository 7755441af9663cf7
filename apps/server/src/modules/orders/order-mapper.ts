import {
  isWeightClassCode,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderAction,
  OrderStatus,
  type OrderStatusCode,
} from '@daigou/contract';
import { payAmountOf } from './order-money';
import type { OrderRow } from './order-repository';

/** What the member may do with an order in its status (the web shows these buttons). */
export function memberActions(order: Pick<OrderRow, 'status' | 'kind' | 'bid_state'>): OrderAction[] {
  const actions: OrderAction[] = [];
  const beforeBid = order.bid_state === 'none';
  switch (order.status) {
    case OrderStatus.unpaid:
      actions.push('pay', 'cancel', 'editInfo', 'editInspectionState');
      break;
    case OrderStatus.paid:
      if (beforeBid) actions.push('cancel');
      actions.push('editInfo', 'editInspectionState');
      break;
    case OrderStatus.purchased:
    case OrderStatus.shipped:
      actions.push('editInfo', 'editInspectionState');
      break;
    case OrderStatus.inspecting:
      actions.push('inspectionConfirm', 'inspectionReject', 'editInfo');
      break;
    case OrderStatus.problem:
      actions.push('editInfo');
      break;
  }
  actions.push('message');
  return actions;
}

export function toOrder(row: OrderRow, paidAmount: number): Order {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    orderId: row.id,
    orderNo: row.order_no,
    itemId: row.item_id,
    kind: row.kind,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status as OrderStatusCode],
    title: row.title,
    titleZh: row.title_zh,
    image: row.image,
    sellerId: row.seller_id,
    itemPrice: Number(row.item_price),
    buyNowPrice: n(row.buy_now_price),
    endTime: Number(row.end_time),
    shippingPayer: row.shipping_payer,
    maxBid: n(row.max_bid),
    snipeMinutes: n(row.snipe_minutes),
    inspection: Number(row.inspection),
    remark: row.remark,
    serviceFee: Number(row.service_fee),
    inspectionFee: Number(row.inspection_fee),
    payAmount: payAmountOf(row),
    paidAmount,
    finalPrice: n(row.final_price),
    shippingFee: n(row.shipping_fee),
    bidPlaced: row.bid_state !== 'none',
    outbid: row.bid_state === 'outbid',
    bidLive: null,
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    problemFrom: row.problem_from,
    actions: memberActions(row),
    createdAt: Number(row.created_at),
    paidAt: n(row.paid_at),
    updatedAt: Number(row.updated_at),
    weightG: n(row.weight_g),
    weightClass: isWeightClassCode(row.weight_class) ? row.weight_class : null,
    lengthCm: n(row.length_cm),
    widthCm: n(row.width_cm),
    heightCm: n(row.height_cm),
    arrivedAt: n(row.arrived_at),
    storagePausedMs: Number(row.storage_paused_ms ?? 0),
    storageExtraDays: Number(row.storage_extra_days ?? 0),
    storagePaid: Number(row.storage_paid ?? 0),
    parcelId: row.parcel_id ?? null,
  };
}
