import { ORDER_KIND_LABELS, type Order } from '@daigou/contract';
import type { LandedCostParts } from './landed-cost';

/** An order's held cost as landed-cost parts: maximum (or buy-it-now price) + service fee (+ inspection fee). */
export function orderCostParts(order: Order): LandedCostParts {
  const item = order.kind === 'bid' ? (order.maxBid ?? 0) : (order.buyNowPrice ?? order.itemPrice);
  return {
    item,
    itemLabel: order.kind === 'bid' ? '商品（最高出价）' : `商品（${ORDER_KIND_LABELS.buyout}）`,
    serviceFee: order.serviceFee,
    inspectionFee: order.inspection ? order.inspectionFee : null,
    shippingPayer: order.shippingPayer,
  };
}
