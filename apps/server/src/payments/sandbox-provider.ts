import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { SandboxPaymentsTable } from '../db/tables/wallet';
import type { Clock } from '../lib/clock';
import type {
  CreatedPayment,
  CreatePaymentInput,
  IncomingNotification,
  NotificationReply,
  PaymentProvider,
  PaymentState,
  RefundInput,
  RefundState,
  VerifiedNotification,
} from './payment-provider';
import {
  closeSandboxPayment,
  findPaymentKey,
  findSandboxPayment,
  findSandboxRefund,
  insertPaymentKeyIfMissing,
  insertSandboxPayment,
  insertSandboxRefund,
  markSandboxPaymentPaid,
  sumSandboxRefunds,
} from './sandbox-repository';
import { fenToYuanText, signatureValid, signFields, yuanTextToFen } from './sandbox-signature';

export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';
export const sandboxPayPath = (rechargeId: string) => `/pay/sandbox/${rechargeId}`;

/** Sends a form to the server's notify endpoint over HTTP; answers the reply body. */
export type NotificationTransport = (path: string, form: Record<string, string>) => Promise<string>;

export type SandboxPayment = SandboxPaymentsTable;

/**
 * The embedded payment provider. It keeps its own records (sandbox_payments) as a real provider would,
 * serves a payment page, and when the payer confirms it sends a notification signed with HMAC-SHA256
 * (Alipay's field names and `success` reply) to the server's notify endpoint.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly account = 'sandbox';
  readonly refundWindowMs = 365 * 24 * 3600_000;
  private secretCache: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: NotificationTransport,
  ) {}

  /** The shared HMAC key, created once per database (several server instances share it). */
  async secret(): Promise<string> {
    if (this.secretCache) return this.secretCache;
    if (!(await findPaymentKey(this.db, this.name))) {
      await insertPaymentKeyIfMissing(this.db, this.name, randomBytes(32).toString('hex'), this.clock.now());
    }
    const secret = await findPaymentKey(this.db, this.name);
    if (!secret) throw new Error(`no payment key stored for ${this.name}`);
    this.secretCache = secret;
    return secret;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    await insertSandboxPayment(this.db, {
      out_trade_no: input.rechargeId,
      trade_no: `SB${randomBytes(12).toString('hex')}`,
      amount_fen: input.amountFen,
      subject: input.subject.slice(0, 200),
      status: 'created',
      created_at: this.clock.now(),
      expires_at: input.expiresAt,
      paid_at: null,
      closed_at: null,
    });
    // The page is this server's own: a desktop shows its QR, a phone goes there.
    return { mode: input.device === 'phone' ? 'redirect' : 'qr', url: sandboxPayPath(input.rechargeId) };
  }

  async verifyNotification(incoming: IncomingNotification): Promise<VerifiedNotification> {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(incoming.fields)) {
      if (typeof v !== 'string') return { kind: 'rejected', reason: 'malformed', detail: `field ${k} is not text`, claimed: '' };
      fields[k] = v;
    }
    const claimed = (fields.out_trade_no ?? '').slice(0, 64);
    if (fields.sign_type !== 'HMAC-SHA256' || !signatureValid(fields, await this.secret())) {
      return { kind: 'rejected', reason: 'signature', detail: 'HMAC signature does not verify', claimed };
    }
    const amountFen = yuanTextToFen(fields.total_amount ?? '');
    const status = fields.trade_status === 'TRADE_SUCCESS' ? 'paid' : fields.trade_status === 'TRADE_CLOSED' ? 'closed' : null;
    if (amountFen === null || status === null || !fields.out_trade_no || !fields.trade_no) {
      return { kind: 'rejected', reason: 'malformed', detail: 'missing trade fields', claimed };
    }
    const paidAt = Number(fields.gmt_payment);
    return {
      kind: 'payment',
      account: this.account,
      rechargeId: fields.out_trade_no,
      tradeNo: fields.trade_no,
      amountFen,
      status,
      paidAt: status === 'paid' && Number.isFinite(paidAt) ? paidAt : null,
    };
  }

  async getPayment(rechargeId: string): Promise<SandboxPayment | undefined> {
    return findSandboxPayment(this.db, rechargeId);
  }

  async queryPayment(rechargeId: string): Promise<PaymentState> {
    const row = await this.getPayment(rechargeId);
    if (!row) return { status: 'not_found' };
    if (row.status === 'paid') {
      return { status: 'paid', amountFen: Number(row.amount_fen), tradeNo: row.trade_no, paidAt: Number(row.paid_at) };
    }
    return { status: row.status === 'closed' ? 'closed' : 'pending', amountFen: Number(row.amount_fen) };
  }

  async closePayment(rechargeId: string): Promise<PaymentState> {
    await closeSandboxPayment(this.db, rechargeId, this.clock.now());
    return this.queryPayment(rechargeId);
  }

  /** A sandbox refund succeeds at once, up to what the payment has left; the same refund number twice is one refund. */
  async refund(input: RefundInput): Promise<RefundState> {
    const existing = await this.queryRefund(input);
    if (existing.status !== 'not_found') return existing;
    const payment = await this.getPayment(input.rechargeId);
    if (payment?.status !== 'paid') return { status: 'failed', detail: 'trade not paid' };
    const refunded = await sumSandboxRefunds(this.db, input.rechargeId);
    if (refunded + input.amountFen > Number(payment.amount_fen)) {
      return { status: 'failed', detail: 'refund exceeds what was paid' };
    }
    await insertSandboxRefund(this.db, {
      out_refund_no: input.refundNo,
      out_trade_no: input.rechargeId,
      refund_id: `SBR${randomBytes(12).toString('hex')}`,
      amount_fen: input.amountFen,
      status: 'SUCCESS',
      created_at: this.clock.now(),
    });
    return this.queryRefund(input);
  }

  async queryRefund(input: { refundNo: string }): Promise<RefundState> {
    const row = await findSandboxRefund(this.db, input.refundNo);
    if (!row) return { status: 'not_found' };
    return { status: 'succeeded', providerRefundId: row.refund_id, amountFen: Number(row.amount_fen) };
  }

  notificationReply(accepted: boolean): NotificationReply {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  /** The payer confirms on the sandbox page: the payment is taken, then the notification goes out. */
  async confirm(rechargeId: string): Promise<{ payment: SandboxPayment | undefined; delivered: boolean }> {
    const now = this.clock.now();
    await markSandboxPaymentPaid(this.db, rechargeId, now);
    const payment = await this.getPayment(rechargeId);
    if (payment?.status !== 'paid') return { payment, delivered: false };
    return { payment, delivered: await this.notify(payment) };
  }

  /** The payer cancels: the payment is closed and a TRADE_CLOSED notification goes out. */
  async cancel(rechargeId: string): Promise<{ payment: SandboxPayment | undefined; delivered: boolean }> {
    await closeSandboxPayment(this.db, rechargeId, this.clock.now());
    const payment = await this.getPayment(rechargeId);
    if (payment?.status !== 'closed') return { payment, delivered: false };
    return { payment, delivered: await this.notify(payment) };
  }

  /** The signed notification fields for a payment, as the provider sends them. */
  async notificationFields(payment: SandboxPayment): Promise<Record<string, string>> {
    const fields: Record<string, string> = {
      notify_id: randomBytes(12).toString('hex'),
      notify_time: String(this.clock.now()),
      out_trade_no: payment.out_trade_no,
      trade_no: payment.trade_no,
      total_amount: fenToYuanText(Number(payment.amount_fen)),
      trade_status: payment.status === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      gmt_payment: payment.paid_at === null ? '' : String(payment.paid_at),
      sign_type: 'HMAC-SHA256',
    };
    fields.sign = signFields(fields, await this.secret());
    return fields;
  }

  private async notify(payment: SandboxPayment): Promise<boolean> {
    try {
      const reply = await this.transport(SANDBOX_NOTIFY_PATH, await this.notificationFields(payment));
      return reply.trim() === 'success';
    } catch {
      // Like a real provider: a failed delivery is left to retries and to the merchant's reconciliation.
      return false;
    }
  }
}
