import { z } from 'zod';
import { pagedSchema, pagingQuerySchema } from './envelope';
import { lineText, multiLineText, idSchema as orderIdSchema } from './input-rules';
import { ITEM_ID_PATTERN } from './item-id';
import { orderStatusSchema, orderTypeSchema } from './order-status-schema';
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
export type OrderInspectionInput = RequestInput<typeof orderInspectionBodySchema>;

/** `GET /api/order/list`: by order type (spec §2), paged; `orderId` narrows to one order (detail). */
export const orderListQuerySchema = pagingQuerySchema.extend({
  type: orderTypeSchema.default('all'),
  orderId: orderIdSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListQueryInput = RequestInput<typeof orderListQuerySchema>;

/** What the member may do with an order in its status. */
export const ORDER_ACTIONS = ['pay', 'cancel', 'editInfo', 'editInspectionState', 'inspectionConfirm', 'message'] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof orderActionSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  itemId: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  statusLabel: z.string(),
  title: z.string(),
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
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** For a problem order (21): the status it came from. */
  problemFrom: orderStatusSchema.nullable(),
  actions: z.array(orderActionSchema),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** Counts per order type, for the tabs of /users/order. */
export const orderCountsSchema = z.record(z.string(), z.number().int());

export const orderListSchema = pagedSchema(orderSchema).extend({ counts: orderCountsSchema });
export type OrderList = z.infer<typeof orderListSchema>;

/** `GET /api/order/info`: the order, its status timeline and its money movements. */
export const orderInfoSchema = z.object({
  order: orderSchema,
  timeline: z.array(orderRecordSchema),
  money: z.array(orderRecordSchema),
  unreadMessages: z.number().int(),
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

/** Operator: the parcel reached the warehouse (5 → 20 or 6); domestic shipping at cost when the buyer pays. */
export const adminArrivalBodySchema = z.object({
  orderId: orderIdSchema,
  shippingFee: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminArrivalInput = RequestInput<typeof adminArrivalBodySchema>;

/** The answer of the arrival: the status reached, and what the balance lacked for domestic shipping (then 21). */
export const adminArrivalResultSchema = z.object({ status: z.number().int(), shortfall: z.number().int() });
export type AdminArrivalResult = z.infer<typeof adminArrivalResultSchema>;
