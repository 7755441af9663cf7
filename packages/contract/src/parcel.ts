import { z } from 'zod';
import { pagedSchema, pagingQuerySchema } from './envelope';
import { blankToUndefined, idSchema, lineText, multiLineText } from './input-rules';
import { PARCEL_TYPES, ParcelStatus } from './parcel-status';
import { formatYen } from './price';
import type { RequestInput } from './request-input';
import { orderRecordSchema } from './wallet';

const flag = z.coerce.number().int().min(0).max(1);

/** Items one parcel may hold, and the yen one declared item value may be. */
export const PARCEL_ITEMS_MAX = 30;
export const DECLARED_VALUE_MAX = 10_000_000;
export const SHIPPING_METHOD_CODE_PATTERN = /^[a-z][a-z0-9_]{1,15}$/;

export const parcelStatusSchema = z.union([
  z.literal(ParcelStatus.cancelled),
  z.literal(ParcelStatus.requested),
  z.literal(ParcelStatus.packed),
  z.literal(ParcelStatus.paid),
  z.literal(ParcelStatus.shipped),
  z.literal(ParcelStatus.received),
  z.literal(ParcelStatus.closed),
  z.literal(ParcelStatus.problem),
]);

// ---------------------------------------------------------------- shipping methods and rate cards

export const stepBandSchema = z.object({
  untilG: z.number().int().min(1).max(100_000),
  everyG: z.number().int().min(1).max(100_000),
  addPrice: z.number().int().min(0).max(1_000_000),
});

export const rateCardSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('steps'),
    firstG: z.number().int().min(1).max(100_000),
    firstPrice: z.number().int().min(0).max(1_000_000),
    bands: z.array(stepBandSchema).max(50),
  }),
  z.object({
    mode: z.literal('table'),
    rows: z
      .array(z.object({ upToG: z.number().int().min(1).max(100_000), price: z.number().int().min(0).max(1_000_000) }))
      .min(1)
      .max(200),
  }),
]);

export const shippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  deliveryText: z.string(),
  /** cm³ per kg; null: by actual weight only. */
  volumetricDivisor: z.number().int().nullable(),
  maxWeightG: z.number().int(),
  requiresId: z.boolean(),
  enabled: z.boolean(),
  /** The card in force now (null: none yet), and when it took effect. */
  card: rateCardSchema.nullable(),
  cardEffectiveFrom: z.number().int().nullable(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** Fees of the shipping service (system config `parcelFees`). */
export const parcelFeesSchema = z.object({
  /** Per parcel that consolidates two or more items. */
  consolidationFee: z.number().int().min(0).max(100_000),
  /** Extra protection (reinforced packing), per parcel. */
  protectionFee: z.number().int().min(0).max(100_000),
  /** Insurance: this percentage of the declared value, at least `insuranceMin`. */
  insurancePercent: z.number().min(0).max(20),
  insuranceMin: z.number().int().min(0).max(100_000),
  /** Grams of packing added to the items' weight in an estimate. */
  packingWeightG: z.number().int().min(0).max(5_000),
  /** A final price more than this many percent above the quote needs the member's confirmation. */
  quoteTolerancePercent: z.number().int().min(0).max(100),
  /** Mainland China's limit per personal parcel, yuan (unless it is one indivisible item). */
  customsLimitCny: z.number().int().min(1).max(1_000_000),
  /** A shipped parcel is received automatically after this many days. */
  autoReceiveDays: z.number().int().min(1).max(120),
});
export type ParcelFees = z.infer<typeof parcelFeesSchema>;

/** `GET /api/parcel/methods`: the methods with their cards in force, the fees and the storage rules (public). */
export const shippingMethodsSchema = z.object({
  methods: z.array(shippingMethodSchema),
  fees: parcelFeesSchema,
});
export type ShippingMethods = z.infer<typeof shippingMethodsSchema>;

// ---------------------------------------------------------------- the member's side

/** One item put into a shipment request, with its customs declaration (Chinese description, value in yen). */
export const parcelItemInputSchema = z.object({
  orderId: idSchema,
  description: lineText(60).trim().min(2, '请填写物品中文品名（至少 2 个字）'),
  declaredValue: z.coerce
    .number()
    .int()
    .min(1, `申报价值至少 ${formatYen(1)}`)
    .max(DECLARED_VALUE_MAX),
});

const parcelOptions = {
  consolidate: flag.default(1),
  removeBoxes: flag.default(0),
  protection: flag.default(0),
  insurance: flag.default(0),
};

/** `POST /api/parcel/quote` (JSON): what the chosen items would cost per method. */
export const parcelQuoteBodySchema = z.object({
  items: z.array(parcelItemInputSchema).min(1, '请选择要发货的商品').max(PARCEL_ITEMS_MAX, `一个包裹最多 ${PARCEL_ITEMS_MAX} 件`),
  addressId: z.preprocess(blankToUndefined, idSchema.optional()),
  ...parcelOptions,
});
export type ParcelQuoteBody = z.infer<typeof parcelQuoteBodySchema>;
export type ParcelQuoteInput = RequestInput<typeof parcelQuoteBodySchema>;

/** `POST /api/parcel/create` (JSON): one parcel, or with `split=1` one per suggested group under the customs limit. */
export const parcelCreateBodySchema = parcelQuoteBodySchema.extend({
  addressId: idSchema,
  method: z.string().regex(SHIPPING_METHOD_CODE_PATTERN, '请选择运输方式'),
  split: flag.default(0),
  remark: multiLineText(200).default(''),
});
export type ParcelCreateBody = z.infer<typeof parcelCreateBodySchema>;
export type ParcelCreateInput = RequestInput<typeof parcelCreateBodySchema>;

export const parcelQuoteItemSchema = z.object({
  orderId: z.number().int(),
  /** The order's number (decision 053) and its Chinese title ('' until known, decision 078). */
  orderNo: z.string(),
  titleZh: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  weightG: z.number().int(),
  declaredValue: z.number().int(),
  storageDays: z.number().int(),
  storageFee: z.number().int(),
});

export const methodQuoteSchema = z.object({
  code: z.string(),
  name: z.string(),
  deliveryText: z.string(),
  requiresId: z.boolean(),
  chargeableG: z.number().int(),
  /** Shipping price; null when the method cannot take the parcel (`unavailable` says why). */
  shippingFee: z.number().int().nullable(),
  /** Shipping + consolidation + protection + insurance + storage; null when unavailable. */
  total: z.number().int().nullable(),
  unavailable: z.string().nullable(),
});
export type MethodQuote = z.infer<typeof methodQuoteSchema>;

export const parcelQuoteSchema = z.object({
  items: z.array(parcelQuoteItemSchema),
  /** Estimated actual weight: the items plus packing. */
  weightG: z.number().int(),
  /** The items' boxes added up, cm³ (volumetric weight per method from it). */
  volumeCm3: z.number().int(),
  methods: z.array(methodQuoteSchema),
  consolidationFee: z.number().int(),
  protectionFee: z.number().int(),
  insuranceFee: z.number().int(),
  storageFee: z.number().int(),
  declaredTotal: z.number().int(),
  /** The declared total in yuan at the current rate, and the personal-parcel limit. */
  declaredCny: z.number(),
  customsLimitCny: z.number().int(),
  /** More than one item declared above the limit: customs may refuse it; splitting is offered. */
  overCustomsLimit: z.boolean(),
  /** Groups of order ids that each stay under the limit (one group when no split is needed). */
  splitSuggestion: z.array(z.array(z.number().int())),
});
export type ParcelQuote = z.infer<typeof parcelQuoteSchema>;

export const parcelCreatedSchema = z.object({ parcelIds: z.array(z.number().int()) });
export type ParcelCreated = z.infer<typeof parcelCreatedSchema>;

export const parcelIdBodySchema = z.object({ parcelId: idSchema });
export type ParcelIdInput = RequestInput<typeof parcelIdBodySchema>;
export const parcelIdQuerySchema = z.object({ parcelId: idSchema });
export type ParcelIdQueryInput = RequestInput<typeof parcelIdQuerySchema>;

export const parcelCancelBodySchema = z.object({ parcelId: idSchema, reason: multiLineText(200).default('') });
export type ParcelCancelInput = RequestInput<typeof parcelCancelBodySchema>;

/** `POST /api/parcel/pay`: `confirmPrice=1` accepts a final price above the quote's tolerance. */
export const parcelPayBodySchema = z.object({ parcelId: idSchema, confirmPrice: flag.default(0) });
export type ParcelPayInput = RequestInput<typeof parcelPayBodySchema>;

export const parcelListQuerySchema = pagingQuerySchema.extend({ type: z.enum(PARCEL_TYPES).default('all') });
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;
export type ParcelListQueryInput = RequestInput<typeof parcelListQuerySchema>;

export const PARCEL_ACTIONS = ['pay', 'cancel', 'confirmReceipt'] as const;

export const parcelAddressSchema = z.object({
  recipient: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  postcode: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
});

export const parcelItemSchema = z.object({
  orderId: z.number().int(),
  /** The order's number (decision 053) and its Chinese title ('' until known, decision 078). */
  orderNo: z.string(),
  titleZh: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  weightG: z.number().int().nullable(),
  description: z.string(),
  declaredValue: z.number().int(),
  storageDays: z.number().int(),
  storageFee: z.number().int(),
});

export const parcelSchema = z.object({
  parcelId: z.number().int(),
  status: parcelStatusSchema,
  statusLabel: z.string(),
  problemFrom: parcelStatusSchema.nullable(),
  method: z.string(),
  methodName: z.string(),
  address: parcelAddressSchema,
  consolidate: z.boolean(),
  removeBoxes: z.boolean(),
  protection: z.boolean(),
  insurance: z.boolean(),
  items: z.array(parcelItemSchema),
  declaredTotal: z.number().int(),
  /** The estimate the member saw when asking. */
  quoteTotal: z.number().int(),
  /** Measured by staff at packing (null before). */
  weightG: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  chargeableG: z.number().int().nullable(),
  shippingFee: z.number().int().nullable(),
  consolidationFee: z.number().int(),
  protectionFee: z.number().int(),
  insuranceFee: z.number().int(),
  storageFee: z.number().int(),
  /** What paying takes (null until packed), and what was given back by staff. */
  total: z.number().int().nullable(),
  refunded: z.number().int(),
  /** Net yen the ledger holds for the parcel. */
  paidAmount: z.number().int(),
  /** The final price is above the quote by more than the tolerance: paying needs `confirmPrice=1`. */
  needsPriceConfirm: z.boolean(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  staffNote: z.string().nullable(),
  remark: z.string(),
  actions: z.array(z.enum(PARCEL_ACTIONS)),
  createdAt: z.number().int(),
  packedAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  shippedAt: z.number().int().nullable(),
  receivedAt: z.number().int().nullable(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const parcelListSchema = pagedSchema(parcelSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type ParcelList = z.infer<typeof parcelListSchema>;

export const parcelPhotoSchema = z.object({ id: z.number().int(), url: z.string(), createdAt: z.number().int() });

/** `GET /api/parcel/info`: the parcel, its timeline, its money and the packing photos. */
export const parcelInfoSchema = z.object({
  parcel: parcelSchema,
  timeline: z.array(orderRecordSchema),
  money: z.array(orderRecordSchema),
  photos: z.array(parcelPhotoSchema),
});
export type ParcelInfo = z.infer<typeof parcelInfoSchema>;

export const parcelPaidSchema = z.object({ parcelId: z.number().int(), paidAmount: z.number().int(), balance: z.number().int() });
export type ParcelPaid = z.infer<typeof parcelPaidSchema>;

/** The `data` of the refusal when the final price is above the quote's tolerance. */
export const overQuoteSchema = z.object({ reason: z.literal('over_quote'), quote: z.number().int(), total: z.number().int() });

/** `GET /api/parcel/warehouse`: the member's items at the warehouse that can go into a parcel. */
export const warehouseItemSchema = z.object({
  orderId: z.number().int(),
  /** The order's number (decision 053) and its Chinese title ('' until known, decision 078). */
  orderNo: z.string(),
  titleZh: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  weightG: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  arrivedAt: z.number().int(),
  storagePausedMs: z.number().int(),
  storageExtraDays: z.number().int(),
  /** Storage already paid for the item and kept (decision 057). */
  storagePaid: z.number().int(),
  /** The parcel it is in (then it cannot be chosen again). */
  parcelId: z.number().int().nullable(),
});
export type WarehouseItem = z.infer<typeof warehouseItemSchema>;
