import { z } from 'zod';
import { moneyMismatchAmountsSchema } from './admin';
import { pagedSchema, pagingQuerySchema } from './envelope';
import { idSchema, lineText, multiLineText } from './input-rules';
import { ITEM_SIDE_MAX_CM, ITEM_WEIGHT_MAX_G } from './order';
import {
  PARCEL_ITEMS_MAX,
  parcelFeesSchema,
  parcelPhotoSchema,
  parcelSchema,
  rateCardSchema,
  SHIPPING_METHOD_CODE_PATTERN,
  shippingMethodSchema,
} from './parcel';
import { PARCEL_QUEUE_TYPE, PARCEL_TYPES } from './parcel-status';
import type { RequestInput } from './request-input';
import { storageRulesSchema } from './sys';
import { orderRecordSchema, TIME_MAX_MS } from './wallet';

const flag = z.coerce.number().int().min(0).max(1);
const reason = multiLineText(500).trim().min(2, '请填写说明（至少 2 个字），会员会在消息中看到');

/** Operator: parcels by status; the packing queue (status 2) lists the oldest request first. */
export const adminParcelQuerySchema = pagingQuerySchema.extend({ type: z.enum(PARCEL_TYPES).default(PARCEL_QUEUE_TYPE) });
export type AdminParcelQuery = z.infer<typeof adminParcelQuerySchema>;
export type AdminParcelQueryInput = RequestInput<typeof adminParcelQuerySchema>;

export const adminParcelSchema = parcelSchema.extend({ userId: z.number().int(), account: z.string() });
export type AdminParcel = z.infer<typeof adminParcelSchema>;
export const adminParcelListSchema = pagedSchema(adminParcelSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type AdminParcelList = z.infer<typeof adminParcelListSchema>;

/** A parcel as staff pack it: each item with its shelf photos and box, the parcel's own photos. */
export const adminParcelDetailSchema = z.object({
  parcel: adminParcelSchema,
  itemPhotos: z.record(z.string(), z.array(parcelPhotoSchema)),
  itemBoxes: z.record(
    z.string(),
    z.object({
      lengthCm: z.number().int().nullable(),
      widthCm: z.number().int().nullable(),
      heightCm: z.number().int().nullable(),
    }),
  ),
  photos: z.array(parcelPhotoSchema),
  timeline: z.array(orderRecordSchema),
  money: z.array(orderRecordSchema),
  /** The method's rules now, for the price preview. */
  volumetricDivisor: z.number().int().nullable(),
  maxWeightG: z.number().int(),
  /**
   * The storage fee the member paid with this parcel (0 before payment) and how much of it is still kept after
   * the refunds so far (decision 057): items returned to the warehouse are not charged those days again.
   */
  storagePaid: z.object({ fee: z.number().int(), kept: z.number().int() }),
});
export type AdminParcelDetail = z.infer<typeof adminParcelDetailSchema>;

const measure = {
  weightG: z.coerce.number().int().min(1).max(ITEM_WEIGHT_MAX_G),
  lengthCm: z.coerce.number().int().min(1).max(ITEM_SIDE_MAX_CM),
  widthCm: z.coerce.number().int().min(1).max(ITEM_SIDE_MAX_CM),
  heightCm: z.coerce.number().int().min(1).max(ITEM_SIDE_MAX_CM),
};

/** Pack and weigh (2 → 3): the final weight and box; the price comes from the rate card in force. */
export const adminParcelPackBodySchema = z.object({ parcelId: idSchema, ...measure });
export type AdminParcelPackInput = RequestInput<typeof adminParcelPackBodySchema>;

/** The price a packing would set, shown before saving. */
export const adminParcelPriceQuerySchema = z.object({ parcelId: idSchema, ...measure });
export type AdminParcelPriceQueryInput = RequestInput<typeof adminParcelPriceQuerySchema>;
export const adminParcelPriceSchema = z.object({
  chargeableG: z.number().int(),
  shippingFee: z.number().int().nullable(),
  total: z.number().int().nullable(),
  quoteTotal: z.number().int(),
  /** Above the quote by more than the tolerance: the member must confirm before paying. */
  overQuote: z.boolean(),
  unavailable: z.string().nullable(),
});
export type AdminParcelPrice = z.infer<typeof adminParcelPriceSchema>;

export const adminParcelShipBodySchema = z.object({
  parcelId: idSchema,
  carrier: lineText(32).trim().min(1, '请填写承运商'),
  trackingNo: lineText(64).trim().min(4, '请填写运单号'),
});
export type AdminParcelShipInput = RequestInput<typeof adminParcelShipBodySchema>;

export const adminParcelReasonBodySchema = z.object({ parcelId: idSchema, reason });
export type AdminParcelReasonInput = RequestInput<typeof adminParcelReasonBodySchema>;

/**
 * A problem parcel's resolution: back to where it came from, or closed; either may refund part or all of
 * what the ledger holds for it; a closed parcel's items may come back to the warehouse.
 */
export const adminParcelResolveBodySchema = z.object({
  parcelId: idSchema,
  to: z.enum(['back', 'close']),
  refund: z.coerce.number().int().min(0).max(100_000_000).default(0),
  returnItems: flag.default(0),
  reason,
});
export type AdminParcelResolveInput = RequestInput<typeof adminParcelResolveBodySchema>;

/** A shipping method as operators edit it. */
export const adminShippingMethodBodySchema = z.object({
  code: z.string().regex(SHIPPING_METHOD_CODE_PATTERN, '代码须为小写字母开头的 2–16 位字母、数字或下划线'),
  name: lineText(32).trim().min(1, '请填写名称'),
  deliveryText: lineText(60).trim().min(1, '请填写时效说明'),
  volumetricDivisor: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    z.coerce.number().int().min(1000).max(10_000).optional(),
  ),
  maxWeightG: z.coerce.number().int().min(100).max(ITEM_WEIGHT_MAX_G),
  requiresId: flag,
  enabled: flag,
});
export type AdminShippingMethodInput = RequestInput<typeof adminShippingMethodBodySchema>;

/** A new rate card for a method, taking effect at `effectiveFrom` (epoch ms; now or later). */
export const adminRateCardBodySchema = z.object({
  code: z.string().regex(SHIPPING_METHOD_CODE_PATTERN),
  effectiveFrom: z.coerce.number().int().min(0).max(TIME_MAX_MS),
  card: rateCardSchema,
});
export type AdminRateCardInput = RequestInput<typeof adminRateCardBodySchema>;

export const adminRateCardSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.number().int(),
  card: rateCardSchema,
  createdAt: z.number().int(),
});
export const adminShippingMethodSchema = shippingMethodSchema.extend({ cards: z.array(adminRateCardSchema) });
export type AdminShippingMethod = z.infer<typeof adminShippingMethodSchema>;
export const adminShippingSchema = z.object({
  methods: z.array(adminShippingMethodSchema),
  fees: parcelFeesSchema,
  storage: storageRulesSchema,
});
export type AdminShipping = z.infer<typeof adminShippingSchema>;

export const adminParcelFeesBodySchema = z.object({
  consolidationFee: z.coerce.number().int().min(0).max(100_000),
  protectionFee: z.coerce.number().int().min(0).max(100_000),
  insurancePercent: z.coerce.number().min(0).max(20),
  insuranceMin: z.coerce.number().int().min(0).max(100_000),
  packingWeightG: z.coerce.number().int().min(0).max(5_000),
  quoteTolerancePercent: z.coerce.number().int().min(0).max(100),
  customsLimitCny: z.coerce.number().int().min(1).max(1_000_000),
  autoReceiveDays: z.coerce.number().int().min(1).max(120),
});
export type AdminParcelFeesInput = RequestInput<typeof adminParcelFeesBodySchema>;
export const adminStorageRulesBodySchema = z.object({
  freeDays: z.coerce.number().int().min(0).max(365),
  dailyFee: z.coerce.number().int().min(0).max(10_000),
  maxDays: z.coerce.number().int().min(1).max(730),
});
export type AdminStorageRulesInput = RequestInput<typeof adminStorageRulesBodySchema>;

/** Storage report: items near the end of free storage or of the maximum, and those past it (the staff queue). */
export const storageReportItemSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  title: z.string(),
  arrivedAt: z.number().int(),
  days: z.number().int(),
  freeUntil: z.number().int(),
  maxUntil: z.number().int(),
  fee: z.number().int(),
  state: z.enum(['free', 'charging', 'over']),
  /** Past the maximum and not yet handled by staff. */
  queued: z.boolean(),
  note: z.string().nullable(),
});
export const storageReportSchema = z.object({ list: z.array(storageReportItemSchema), queued: z.number().int() });
export type StorageReport = z.infer<typeof storageReportSchema>;

/** Staff handle an item past the maximum: a note (what was agreed with the member) and extra days. */
export const adminStorageResolveBodySchema = z.object({
  orderId: idSchema,
  extraDays: z.coerce.number().int().min(0).max(365),
  note: multiLineText(500).trim().min(2, '请填写处理说明'),
});
export type AdminStorageResolveInput = RequestInput<typeof adminStorageResolveBodySchema>;

export const ADMIN_PARCEL_ITEMS_MAX = PARCEL_ITEMS_MAX;

/** A parcel whose ledger disagrees with what it should hold (decision 033's invariant). */
export const parcelMoneyMismatchSchema = moneyMismatchAmountsSchema.extend({ parcelId: z.number().int() });
export type ParcelMoneyMismatch = z.infer<typeof parcelMoneyMismatchSchema>;

/** The latest run of the per-parcel money check. */
export const parcelMoneyCheckSchema = z.object({
  checkedAt: z.number().int(),
  parcelsChecked: z.number().int(),
  mismatchCount: z.number().int(),
  /** The first mismatches found (at most 100). */
  mismatches: z.array(parcelMoneyMismatchSchema),
});
export type ParcelMoneyCheck = z.infer<typeof parcelMoneyCheckSchema>;

/** `GET /api/admin/parcels/summary`: the parcel desk on the dashboard — parcels per status, overdue storage, the money check. */
export const adminParcelSummarySchema = z.object({
  counts: z.record(z.string(), z.number().int()),
  /** Items past the maximum storage time waiting for staff. */
  storageQueued: z.number().int(),
  /** Null until the check has run once. */
  moneyCheck: parcelMoneyCheckSchema.nullable(),
});
export type AdminParcelSummary = z.infer<typeof adminParcelSummarySchema>;
