import { z } from 'zod';
import { pagedSchema, pagingQuerySchema } from './envelope';
import { blankToUndefined, idSchema, lineText } from './input-rules';
import { formatYen } from './price';
import type { RequestInput } from './request-input';

/** Kinds of payment alerts: a notification or provider answer that did not match and credited nothing. */
export const PAYMENT_ALERT_KINDS = [
  'bad_signature',
  'malformed',
  'stale',
  'account_mismatch',
  'unknown_trade',
  'amount_mismatch',
  'refund_mismatch',
] as const;
export const paymentAlertKindSchema = z.enum(PAYMENT_ALERT_KINDS);
export type PaymentAlertKind = z.infer<typeof paymentAlertKindSchema>;

export const PAYMENT_ALERT_KIND_LABELS: Record<PaymentAlertKind, string> = {
  bad_signature: '签名错误',
  malformed: '格式错误',
  stale: '时间戳过期',
  account_mismatch: '商户号不符',
  unknown_trade: '未知订单',
  amount_mismatch: '金额不符',
  refund_mismatch: '退款不符',
};

export const PAYMENT_PROVIDER_LABELS: Record<string, string> = { sandbox: '沙箱', wechat: '微信支付', alipay: '支付宝' };

/** `GET /api/admin/payment-alerts`: open alerts first by default. */
export const adminPaymentAlertQuerySchema = pagingQuerySchema.extend({
  state: z.preprocess(blankToUndefined, z.enum(['open', 'resolved', 'all']).default('open')),
});
export type AdminPaymentAlertQueryInput = RequestInput<typeof adminPaymentAlertQuerySchema>;

export const adminPaymentAlertSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  kind: paymentAlertKindSchema,
  /** The top-up or refund number it is about ('' when nothing trustworthy names one). */
  subject: z.string(),
  message: z.string(),
  /** JSON text: what was expected and what came. */
  details: z.string(),
  count: z.number().int(),
  firstAt: z.number().int(),
  lastAt: z.number().int(),
  resolvedAt: z.number().int().nullable(),
  resolveNote: z.string().nullable(),
});
export type AdminPaymentAlert = z.infer<typeof adminPaymentAlertSchema>;
export const adminPaymentAlertPageSchema = pagedSchema(adminPaymentAlertSchema).extend({ open: z.number().int() });
export type AdminPaymentAlertPage = z.infer<typeof adminPaymentAlertPageSchema>;

/** `POST /api/admin/payment-alerts/resolve`: staff mark an alert handled, saying what they did. */
export const adminResolveAlertBodySchema = z.object({
  id: idSchema,
  note: lineText(200).trim().min(2, '请填写处理说明（至少 2 个字）'),
});
export type AdminResolveAlertInput = RequestInput<typeof adminResolveAlertBodySchema>;

// ---------------------------------------------------------------- withdrawals (提现)

/** Bounds of one withdrawal, yen. */
export const WITHDRAW_MIN_YEN = 100;
export const WITHDRAW_MAX_YEN = 5_000_000;

export const WITHDRAWAL_STATUSES = ['pending', 'refused', 'cancelled', 'processing', 'completed'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: '待审核',
  refused: '已拒绝',
  cancelled: '已撤销',
  processing: '退款中',
  completed: '已完成',
};

export const REFUND_STATUSES = ['held', 'processing', 'succeeded', 'failed', 'cancelled'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  held: '待审核',
  processing: '退款中',
  succeeded: '已退回',
  failed: '退款失败，已退回余额',
  cancelled: '未退款，已退回余额',
};

/** What staff see of an approved refund's way out (decision 069): queued, at the provider, done or failed. */
export type RefundStage = 'held' | 'queued' | 'refunding' | 'done' | 'failed' | 'cancelled';
export const REFUND_STAGE_LABELS: Record<RefundStage, string> = {
  held: '待审核',
  queued: '已排队',
  refunding: '退款中',
  done: '已退回',
  failed: '退款失败',
  cancelled: '未退款',
};
export function refundStage(refund: { status: RefundStatus; submittedAt: number | null }): RefundStage {
  if (refund.status === 'processing') return refund.submittedAt === null ? 'queued' : 'refunding';
  if (refund.status === 'succeeded') return 'done';
  return refund.status;
}

/** One refund of a withdrawal, to one top-up's channel. */
export const withdrawalRefundSchema = z.object({
  refundNo: z.string(),
  rechargeId: z.string(),
  channel: z.enum(['wechat', 'alipay']),
  amount: z.number().int(),
  /** Yuan returned to the payer (two decimals): the top-up's price for this share of it. */
  yuan: z.number(),
  status: refundStatusSchema,
  failure: z.string().nullable(),
  /** When it was last sent to (or asked about at) the provider; null while approved and queued, not yet sent. */
  submittedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
});
export type WithdrawalRefund = z.infer<typeof withdrawalRefundSchema>;

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  amount: z.number().int(),
  status: withdrawalStatusSchema,
  note: z.string(),
  /** Staff's reason when refused. */
  staffReason: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  refunds: z.array(withdrawalRefundSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /api/user/withdrawals`: what can be withdrawn now, and the member's withdrawals, newest first. */
export const withdrawalOverviewSchema = pagedSchema(withdrawalSchema).extend({
  balance: z.number().int(),
  /** What the member's parcels not yet paid for (待打包 estimate, 待付款 final price) will take: not withdrawable. */
  parcelsDue: z.number().int(),
  /** Unused balance, less `parcelsDue`, that can go back to top-ups still inside their provider's refund window. */
  withdrawable: z.number().int(),
});
export type WithdrawalOverview = z.infer<typeof withdrawalOverviewSchema>;

/** `POST /api/user/withdrawals/create` (form). */
export const withdrawBodySchema = z.object({
  amount: z.coerce
    .number()
    .int('提现金额须为整数日元')
    .min(WITHDRAW_MIN_YEN, `提现金额至少 ${formatYen(WITHDRAW_MIN_YEN)}`)
    .max(WITHDRAW_MAX_YEN, `单笔提现不超过 ${formatYen(WITHDRAW_MAX_YEN)}`),
  note: lineText(200).trim().default(''),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;
export type WithdrawInput = RequestInput<typeof withdrawBodySchema>;

const withdrawalNo = z.string().regex(/^W[A-Za-z0-9]{8,47}$/, '提现单号不正确');

export const withdrawalIdBodySchema = z.object({ withdrawalId: withdrawalNo });
export type WithdrawalIdInput = RequestInput<typeof withdrawalIdBodySchema>;

/** `GET /api/admin/withdrawals`. */
export const adminWithdrawalQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blankToUndefined, withdrawalStatusSchema.optional()),
});
export type AdminWithdrawalQueryInput = RequestInput<typeof adminWithdrawalQuerySchema>;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.number().int(),
  account: z.string(),
  balance: z.number().int(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = pagedSchema(adminWithdrawalSchema).extend({ pending: z.number().int() });
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;

export const adminRefuseWithdrawalBodySchema = z.object({
  withdrawalId: withdrawalNo,
  reason: lineText(200).trim().min(2, '请填写拒绝原因（至少 2 个字），会员会在消息中看到'),
});
export type AdminRefuseWithdrawalInput = RequestInput<typeof adminRefuseWithdrawalBodySchema>;

// ---------------------------------------------------------------- daily reconciliation

/** A day in Beijing time (both providers' bills are per Beijing day). */
export const reconciliationDaySchema = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式为 YYYY-MM-DD');

export const adminReconciliationQuerySchema = z.object({ day: reconciliationDaySchema });
export type AdminReconciliationQueryInput = RequestInput<typeof adminReconciliationQuerySchema>;

/** One channel's totals for a day: ours beside the provider's (as last queried). Yuan amounts in fen. */
export const reconciliationRowSchema = z.object({
  channel: z.enum(['wechat', 'alipay']),
  provider: z.string(),
  topUps: z.number().int(),
  topUpFen: z.number().int(),
  credits: z.number().int(),
  creditYen: z.number().int(),
  refunds: z.number().int(),
  refundFen: z.number().int(),
  providerPaidFen: z.number().int(),
  providerRefundFen: z.number().int(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const RECONCILIATION_DIFFERENCE_LABELS = {
  paid_not_credited: '平台已收款，本店未入账',
  credited_not_paid: '本店已入账，平台未显示收款',
  amount_differs: '金额不一致',
  not_checked: '尚未向平台核对',
  refund_differs: '退款状态或金额不一致',
} as const;

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(['paid_not_credited', 'credited_not_paid', 'amount_differs', 'not_checked', 'refund_differs']),
  channel: z.enum(['wechat', 'alipay']),
  /** The top-up (R…) or refund number it is about. */
  reference: z.string(),
  ours: z.string(),
  provider: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationReportSchema = z.object({
  day: z.string(),
  rows: z.array(reconciliationRowSchema),
  differences: z.array(reconciliationDifferenceSchema),
  /** When the providers were last asked about this day's payments (null: not yet). */
  checkedAt: z.number().int().nullable(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
