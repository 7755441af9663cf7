import { z } from 'zod';
import { BID_LIVE_STATES } from './bid-live-status';
import { WEIGHT_CLASS_CODES } from './door-cost';
import { pagedSchema, pagingQuerySchema } from './envelope';
import { lineText, multiLineText, idSchema as orderIdSchema } from './input-rules';
import { ITEM_ID_PATTERN } from './item-id';
import { orderStatusSchema, orderTypeSchema } from './order-status-schema';
import { parcelStatusSchema } from './parcel';
import type { RequestInput } from './request-input';
import { orderRecordSchema } from './wallet';

/** A form field that may be sent empty: '' (or absent) is undefined, anything else an integer. */
const optionalFormInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

const flag = z.coerce.number().int().min(0).max(1);

export const ORDER_KINDS = ['bid', 'buyout'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { bid: '竞拍', buyout: '一口价' };

export const SNIPE_MINUTES_MIN = 1;
export const SNIPE_MINUTES_MAX = 60;
export const ORDER_REMARK_MAX = 500;
/** Inspection waits this long for the member, then the order is warehoused (product.md). */
export const INSPECTION_AUTO_CONFIRM_MS = 72 * 3600 * 1000;

/** `POST /api/order/create` (form-urlencoded). */
export const orderCreateBodySchema = z.object({
  itemId: z.string().trim().regex(ITEM_ID_PATTERN, '商品编号格式不正确'),
  kind: orderKindSchema,
  maxBid: optionalFormInt(1, 1_000_000_000),
  snipeMinutes: optionalFormInt(SNIPE_MINUTES_MIN, SNIPE_MINUTES_MAX),
  inspection: flag.default(0),
  remark: multiLineText(ORDER_REMARK_MAX).default(''),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;
export type OrderCreateInput = RequestInput<typeof orderCreateBodySchema>;

export const orderIdBodySchema = z.object({ orderId: orderIdSchema });
export type OrderIdInput = RequestInput<typeof orderIdBodySchema>;
export const orderIdQuerySchema = z.object({ orderId: orderIdSchema });
export type OrderIdQueryInput = RequestInput<typeof orderIdQuerySchema>;

export const orderCancelBodySchema = z.object({
  orderId: orderIdSchema,
  reason: multiLineText(200).default(''),
});
export type OrderCancelInput = RequestInput<typeof orderCancelBodySchema>;

/** `POST /api/order/editInfo`: the remark, and the maximum while unpaid or paid before the bid. */
export const orderEditInfoBodySchema = z.object({
  orderId: orderIdSchema,
  remark: multiLineText(ORDER_REMARK_MAX).optional(),
  maxBid: optionalFormInt(1, 1_000_000_000),
  snipeMinutes: optionalFormInt(0, SNIPE_MINUTES_MAX),
});
export type OrderEditInfoInput = RequestInput<typeof orderEditInfoBodySchema>;

export const orderInspectionBodySchema = z.object({ orderId: orderIdSchema, inspection: flag });

/** Why a member refuses an inspected item (issue 14.8). */
export const INSPECTION_REJECT_REASONS = ['wrong_item', 'damaged', 'not_as_described'] as const;
export const INSPECTION_REJECT_LABELS: Record<(typeof INSPECTION_REJECT_REASONS)[number], string> = {
  wrong_item: '与拍下的商品不符',
  damaged: '商品破损',
  not_as_described: '与描述不符',
};
/** `POST /api/order/inspectionReject`: at 验货中 the member refuses the item; it becomes a problem order. */
export const orderInspectionRejectBodySchema = z.object({
  orderId: orderIdSchema,
  reason: z.enum(INSPECTION_REJECT_REASONS),
  note: multiLineText(300).default(''),
});
export type OrderInspectionRejectInput = RequestInput<typeof orderInspectionRejectBodySchema>;
export type OrderInspectionInput = RequestInput<typeof orderInspectionBodySchema>;

/** `GET /api/order/list`: by order type (spec §2), paged; `orderId` narrows to one order (detail). */
export const orderListQuerySchema = pagingQuerySchema.extend({
  type: orderTypeSchema.default('all'),
  orderId: orderIdSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListQueryInput = RequestInput<typeof orderListQuerySchema>;

/** What the member may do with an order in its status. */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'editInfo',
  'editInspectionState',
  'inspectionConfirm',
  'inspectionReject',
  'message',
] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** Where a running auction stands for a bid order (decision 051): bid-live-status.ts says what each state is. */
export const bidLiveStateSchema = z.enum(BID_LIVE_STATES);
export type BidLiveState = z.infer<typeof bidLiveStateSchema>;

export const bidLiveSchema = z.object({
  state: bidLiveStateSchema,
  /** The item's price on the marketplace now (yen); null when unavailable. */
  currentPrice: z.number().int().nullable(),
  /** How many bids the auction has; null when unavailable. */
  bids: z.number().int().nullable(),
  /** The auction's end as the marketplace says now (extensions followed; the order's own when unavailable). */
  endTime: z.number().int(),
  /** What was bid for the member: the maximum the engine placed, or what staff recorded (Yahoo); null before. */
  ourBid: z.number().int().nullable(),
  /** The lowest maximum that still bids now (current price + one increment); null when unavailable. */
  minimumBid: z.number().int().nullable(),
  /**
   * Who may still raise: `member` (the maximum is not placed yet: 修改最高出价), `staff` (Yahoo: staff may bid
   * again up to the member's maximum, decision 035), null (nobody: the maximum is placed in full).
   */
  raise: z.enum(['member', 'staff']).nullable(),
  /** When the price was read from the marketplace (epoch ms); null when unavailable. */
  checkedAt: z.number().int().nullable(),
});
export type BidLive = z.infer<typeof bidLiveSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  /** The number members quote (decision 053): DG20261126-7KQ2MX. */
  orderNo: z.string(),
  itemId: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  statusLabel: z.string(),
  title: z.string(),
  /** The title in Chinese as the member read it when ordering ('' for orders placed before translation). */
  titleZh: z.string(),
  image: z.string().nullable(),
  sellerId: z.string(),
  /** The item's price when ordered. */
  itemPrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  endTime: z.number().int(),
  shippingPayer: z.enum(['seller', 'buyer']),
  maxBid: z.number().int().nullable(),
  snipeMinutes: z.number().int().nullable(),
  inspection: z.number().int(),
  remark: z.string(),
  serviceFee: z.number().int(),
  inspectionFee: z.number().int(),
  /** What paying holds from the balance: maximum (or buy-it-now price) + service fee + inspection fee. */
  payAmount: z.number().int(),
  /** Net yen taken from the balance for this order so far. */
  paidAmount: z.number().int(),
  finalPrice: z.number().int().nullable(),
  shippingFee: z.number().int().nullable(),
  bidPlaced: z.boolean(),
  /** A placed bid that another bidder's maximum has passed (the auction is still running). */
  outbid: z.boolean(),
  /**
   * Bid orders unpaid or paid (2, 3): the auction as the marketplace shows it now, in the member's order list
   * and detail (decision 051); null for other orders and in answers that do not read the marketplace.
   */
  bidLive: bidLiveSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** For a problem order (21): the status it came from. */
  problemFrom: orderStatusSchema.nullable(),
  actions: z.array(orderActionSchema),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
  /** Measured by the warehouse at arrival: grams, and the box in cm (null until measured). */
  weightG: z.number().int().nullable(),
  /** The weight class the door-cost estimate used when the order was placed (decision 086); null for older orders. */
  weightClass: z.enum(WEIGHT_CLASS_CODES).nullable(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  /** When the item reached the warehouse; its storage clock (storage-clock.ts) runs from here. */
  arrivedAt: z.number().int().nullable(),
  storagePausedMs: z.number().int(),
  storageExtraDays: z.number().int(),
  /** Storage already paid for the item and kept (a paid parcel that came back, decision 057). */
  storagePaid: z.number().int(),
  /** The international parcel the item is in (issue 14), or null. */
  parcelId: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Counts per order type, for the tabs of /users/order. */
export const orderCountsSchema = z.record(z.string(), z.number().int());

/** The international parcel an order's item is in, as the member's order screens show it (decision 058). */
export const orderParcelSchema = z.object({
  parcelId: z.number().int(),
  status: parcelStatusSchema,
  statusLabel: z.string(),
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;

/** `parcels`: the parcel of each order on the page that is in one, by parcel id (`order.parcelId`). */
export const orderListSchema = pagedSchema(orderSchema).extend({
  counts: orderCountsSchema,
  parcels: z.record(z.string(), orderParcelSchema),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** `GET /api/order/info`: the order, its status timeline and its money movements. */
export const orderInfoSchema = z.object({
  order: orderSchema,
  timeline: z.array(orderRecordSchema),
  money: z.array(orderRecordSchema),
  unreadMessages: z.number().int(),
  /** The parcel the item is in (null when none): its state and link (decision 058). */
  parcel: orderParcelSchema.nullable(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

export const orderCreatedSchema = z.object({ orderId: z.number().int(), payAmount: z.number().int() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderPaidSchema = z.object({ orderId: z.number().int(), paidAmount: z.number().int(), balance: z.number().int() });
export type OrderPaid = z.infer<typeof orderPaidSchema>;

/** The `data` of the refusal when the balance is short: how much is missing, so the UI offers a top-up. */
export const insufficientBalanceSchema = z.object({
  reason: z.literal('insufficient_balance'),
  required: z.number().int(),
  balance: z.number().int(),
  shortfall: z.number().int(),
});
export type InsufficientBalance = z.infer<typeof insufficientBalanceSchema>;

/** Operator: the Japanese seller shipped the item to the warehouse (4 → 5). */
export const adminShipmentBodySchema = z.object({
  orderId: orderIdSchema,
  carrier: lineText(32).trim().min(1, '请填写物流公司'),
  trackingNo: lineText(64).trim().min(1, '请填写运单号'),
});
export type AdminShipmentInput = RequestInput<typeof adminShipmentBodySchema>;

/** Heaviest item and longest box side the warehouse records (grams, cm). */
export const ITEM_WEIGHT_MAX_G = 100_000;
export const ITEM_SIDE_MAX_CM = 300;

const measure = {
  weightG: optionalFormInt(1, ITEM_WEIGHT_MAX_G),
  lengthCm: optionalFormInt(1, ITEM_SIDE_MAX_CM),
  widthCm: optionalFormInt(1, ITEM_SIDE_MAX_CM),
  heightCm: optionalFormInt(1, ITEM_SIDE_MAX_CM),
};

/**
 * Operator: the parcel reached the warehouse (5 → 20 or 6); domestic shipping at cost when the buyer pays;
 * the item's weight and box size as measured (the console asks for them; the box is all three sides or none).
 */
export const adminArrivalBodySchema = z.object({
  orderId: orderIdSchema,
  shippingFee: z.coerce.number().int().min(0).max(1_000_000).default(0),
  ...measure,
});
export type AdminArrivalInput = RequestInput<typeof adminArrivalBodySchema>;

/** Operator: records or corrects the weight and box size of an item at the warehouse. */
export const adminMeasureBodySchema = z.object({
  orderId: orderIdSchema,
  weightG: z.coerce.number().int().min(1).max(ITEM_WEIGHT_MAX_G),
  /** The box: all three sides or none (待称重's quick weigh may give the weight alone). */
  lengthCm: measure.lengthCm,
  widthCm: measure.widthCm,
  heightCm: measure.heightCm,
});
export type AdminMeasureInput = RequestInput<typeof adminMeasureBodySchema>;

/** The answer of the arrival: the status reached, and what the balance lacked for domestic shipping (then 21). */
export const adminArrivalResultSchema = z.object({ status: z.number().int(), shortfall: z.number().int() });
export type AdminArrivalResult = z.infer<typeof adminArrivalResultSchema>;
