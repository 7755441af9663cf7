import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { idSchema } from './input-rules';
import { formatYen } from './price';
import type { RequestInput } from './request-input';

/** Top-up channels; each has its own rate (WechatRate, AliRate). */
export const RECHARGE_CHANNELS = ['wechat', 'alipay'] as const;
export const rechargeChannelSchema = z.enum(RECHARGE_CHANNELS);
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>;

export const RECHARGE_CHANNEL_LABELS: Record<RechargeChannel, string> = { wechat: '微信支付', alipay: '支付宝' };

/** Bounds of one top-up, yen. */
export const RECHARGE_MIN_YEN = 100;
export const RECHARGE_MAX_YEN = 5_000_000;

/** `POST /api/user/webRecharge` (form-urlencoded). */
export const PAY_DEVICES = ['pc', 'phone'] as const;

export const webRechargeBodySchema = z.object({
  channel: rechargeChannelSchema,
  /** `phone`: pay in the provider's app through a redirect (WeChat H5, Alipay wap); `pc` (default): a QR or the desktop cashier. */
  device: z.enum(PAY_DEVICES).default('pc'),
  amount: z.coerce
    .number()
    .int('充值金额须为整数日元')
    .min(RECHARGE_MIN_YEN, `充值金额至少 ${formatYen(RECHARGE_MIN_YEN)}`)
    .max(RECHARGE_MAX_YEN, `单笔充值不超过 ${formatYen(RECHARGE_MAX_YEN)}`),
});
export type WebRechargeBody = z.infer<typeof webRechargeBodySchema>;
export type WebRechargeInput = RequestInput<typeof webRechargeBodySchema>;

export const RECHARGE_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export const rechargeStatusSchema = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = {
  pending: '待支付',
  paid: '已到账',
  expired: '已过期',
  cancelled: '已取消',
};

/**
 * A top-up as the member sees it. `yuanPrice` is yuan (two decimals) at the snapshot `rate`. `payUrl` is
 * this site's page of the payment; with `payMode` `qr` the payer scans `qrCode` (WeChat's code_url, or the
 * sandbox page), with `redirect` the browser goes to `payUrl`, which forwards to the provider's cashier.
 */
export const rechargeSchema = z.object({
  rechargeId: z.string(),
  channel: rechargeChannelSchema,
  amount: z.number().int(),
  yuanPrice: z.number(),
  rate: z.number(),
  status: rechargeStatusSchema,
  payUrl: z.string(),
  payMode: z.enum(['qr', 'redirect']),
  qrCode: z.string().nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

export const rechargeStatusQuerySchema = z.object({ rechargeId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
export type RechargeStatusQueryInput = RequestInput<typeof rechargeStatusQuerySchema>;

/** Kinds of ledger entries (signed yen amounts). */
export const LEDGER_KINDS = [
  'topup',
  'order_pay',
  'order_adjust',
  'order_settle_refund',
  'order_refund',
  'shipping_fee',
  'adjust',
  'withdraw',
  'withdraw_return',
  'parcel_shipping',
  'parcel_consolidation',
  'parcel_protection',
  'parcel_insurance',
  'parcel_storage',
  'parcel_refund',
] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  topup: '充值',
  order_pay: '订单付款',
  order_adjust: '订单费用调整',
  order_settle_refund: '结算退差价',
  order_refund: '订单退款',
  shipping_fee: '日本国内运费',
  adjust: '余额调整',
  withdraw: '提现退款',
  withdraw_return: '提现退回余额',
  parcel_shipping: '国际运费',
  parcel_consolidation: '合箱费',
  parcel_protection: '加固包装费',
  parcel_insurance: '保险费',
  parcel_storage: '仓储费',
  parcel_refund: '包裹退款',
};

/** Epoch milliseconds of 9999-12-31: the latest time a filter may name. */
export const TIME_MAX_MS = 253_402_300_799_999;

/**
 * `GET /api/user/GetOrderRecord`: the member's money movements (`money`) and order status records
 * (`order`), newest first. Filters: record type, one order, one ledger kind, a time range.
 */
export const orderRecordQuerySchema = pagingQuerySchema.extend({
  type: z.enum(['all', 'money', 'order']).default('all'),
  orderId: idSchema.optional(),
  kind: ledgerKindSchema.optional(),
  from: z.coerce.number().int().min(0).max(TIME_MAX_MS).optional(),
  to: z.coerce.number().int().min(0).max(TIME_MAX_MS).optional(),
});
export type OrderRecordQuery = z.infer<typeof orderRecordQuerySchema>;
export type OrderRecordQueryInput = RequestInput<typeof orderRecordQuerySchema>;

export const orderRecordSchema = z.object({
  /** `money` rows are ledger entries; `order` rows are status moves. */
  type: z.enum(['money', 'order']),
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  rechargeId: z.string().nullable(),
  /** The provider transaction a money row came from or went to (`wechat:4200…`), when there is one. */
  externalRef: z.string().nullable(),
  /** Ledger kind (money) or null. */
  kind: ledgerKindSchema.nullable(),
  /** Signed yen (money) or null. */
  amount: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  /** Status move (order) or null. */
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  actor: z.string().nullable(),
  /** Chinese text: the ledger note or the reason of the move. */
  note: z.string(),
  createdAt: z.number().int(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
