/**
 * The PaymentProvider interface (product.md, Money): create a payment, verify an asynchronous
 * notification, query a payment, close an unpaid one, refund a paid one. The sandbox provider is the
 * embedded default; WeChat Pay (API v3) and Alipay sit behind the same shape. A provider only checks what
 * its own protocol proves (signature, freshness, decryption); comparing what a notification claims with
 * our records (merchant, amount) is the wallet's one rule for every provider (recharge-notifications.ts).
 */

export type ProviderName = 'sandbox' | 'wechat' | 'alipay';

/** Desktop payers scan a QR (or use the desktop cashier); phone payers are redirected to pay in the app. */
export type PayDevice = 'pc' | 'phone';

export interface CreatePaymentInput {
  /** Our public top-up id, the provider's out_trade_no. */
  rechargeId: string;
  amountFen: number;
  subject: string;
  expiresAt: number;
  device: PayDevice;
  /** The payer's address (WeChat Pay H5 requires it). */
  clientIp: string;
}

export interface CreatedPayment {
  /** `qr`: `url` is the QR content (WeChat's code_url); `redirect`: the payer's browser goes to `url`. */
  mode: 'qr' | 'redirect';
  url: string;
}

/** A verified notification about a payment. Amount and account are the provider's claims, to compare. */
export interface PaymentNotification {
  kind: 'payment';
  /** Merchant / application the notification is for (`mchid/appid`, Alipay's app_id). */
  account: string;
  rechargeId: string;
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'closed' | 'pending';
  paidAt: number | null;
}

/** A verified notification about a refund; it never credits anything. */
export interface RefundNotification {
  kind: 'refund';
  account: string;
  rechargeId: string;
  /** Our refund number (out_refund_no / out_request_no); null when the provider does not say it. */
  refundNo: string | null;
  providerRefundId: string | null;
  /** The amount this refund (or, for Alipay, all refunds of the trade so far) returned. */
  amountFen: number;
  status: 'succeeded' | 'failed' | 'processing';
}

/** Refused before any of its claims are believed. */
export interface RejectedNotification {
  kind: 'rejected';
  reason: 'signature' | 'stale' | 'malformed';
  /** English, for the log and the operator alert. */
  detail: string;
  /** What the notification claims to be about (untrusted), for the alert. */
  claimed: string;
}

export type VerifiedNotification = PaymentNotification | RefundNotification | RejectedNotification;

/** A notification as it arrived: the raw body (WeChat signs it), its parsed fields and headers. */
export interface IncomingNotification {
  rawBody: string;
  fields: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export type PaymentState =
  | { status: 'pending' | 'closed'; amountFen: number }
  | { status: 'paid'; amountFen: number; tradeNo: string; paidAt: number }
  | { status: 'not_found' };

export interface RefundInput {
  rechargeId: string;
  tradeNo: string;
  refundNo: string;
  amountFen: number;
  /** What the top-up was paid, fen (WeChat wants both). */
  totalFen: number;
  reason: string;
}

export type RefundState =
  | { status: 'processing' | 'succeeded'; providerRefundId: string | null; amountFen: number }
  | { status: 'failed'; detail: string }
  | { status: 'not_found' };

/**
 * How long one provider call may wait for its answer. Calls someone waits on (a member creating a payment,
 * staff asking about a top-up) use `PROVIDER_QUICK_TIMEOUT_MS`; background jobs the provider's default.
 */
export interface CallOptions {
  timeoutMs?: number;
}

/** Member- and staff-facing provider calls answer within this (decision 069). */
export const PROVIDER_QUICK_TIMEOUT_MS = 3_000;
/** Background jobs wait this long for a provider's answer. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The merchant / application identity notifications must name. */
  readonly account: string;
  /** How long after payment the provider still takes a refund. */
  readonly refundWindowMs: number;
  createPayment(input: CreatePaymentInput, options?: CallOptions): Promise<CreatedPayment>;
  verifyNotification(incoming: IncomingNotification, now: number): Promise<VerifiedNotification>;
  queryPayment(rechargeId: string, options?: CallOptions): Promise<PaymentState>;
  /** Closes an unpaid payment so it can no longer be paid; answers the state after closing. */
  closePayment(rechargeId: string): Promise<PaymentState>;
  /** Asks for a refund; the same refundNo twice is one refund (providers deduplicate by it). */
  refund(input: RefundInput): Promise<RefundState>;
  queryRefund(input: { rechargeId: string; refundNo: string }): Promise<RefundState>;
  /** What the provider expects back: WeChat Pay a 204 (or 4xx/5xx JSON), Alipay the text `success`. */
  notificationReply(accepted: boolean): NotificationReply;
}

/** Thrown by a provider when the gateway's reply cannot be trusted (bad signature) or makes no sense. */
export class ProviderReplyError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    readonly untrusted = false,
  ) {
    super(message);
    this.name = 'ProviderReplyError';
  }
}

/** "482.00" → 48200 fen; anything that is not a plain yuan amount with at most two decimals → null. */
export function yuanTextToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fenToYuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** China Standard Time (UTC+8, no daylight saving): both providers write their times in it. */
const CST_OFFSET_MS = 8 * 3600_000;

/** `2026-11-21T11:00:00+08:00` (WeChat Pay's RFC 3339 form). */
export function toRfc3339Cst(ms: number): string {
  return `${new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `2026-11-21 11:00:00` in Beijing time (Alipay's form). */
export function toAlipayTime(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromAlipayTime(text: string | undefined): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

export function fromRfc3339(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
