import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { SandboxPaymentsTable } from '../db/tables/wallet';
import type { Clock } from '../lib/clock';
import type {
  CreatedPayment,
  CreatePaymentInput,
  NotificationReply,
  PaymentProvider,
  PaymentState,
  VerifiedNotification,
} from './payment-provider';
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
  readonly name = 'sandbox';
  private secretCache: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: NotificationTransport,
  ) {}

  /** The shared HMAC key, created once per database (several server instances share it). */
  async secret(): Promise<string> {
    if (this.secretCache) return this.secretCache;
    const existing = await this.db
      .selectFrom('payment_keys')
      .select('secret')
      .where('provider', '=', this.name)
      .executeTakeFirst();
    if (!existing) {
      await this.db
        .insertInto('payment_keys')
        .values({ provider: this.name, secret: randomBytes(32).toString('hex'), created_at: this.clock.now() })
        .onConflict((oc) => oc.column('provider').doNothing())
        .execute();
    }
    const row = await this.db
      .selectFrom('payment_keys')
      .select('secret')
      .where('provider', '=', this.name)
      .executeTakeFirstOrThrow();
    this.secretCache = row.secret;
    return row.secret;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    await this.db
      .insertInto('sandbox_payments')
      .values({
        out_trade_no: input.rechargeId,
        trade_no: `SB${randomBytes(12).toString('hex')}`,
        amount_fen: input.amountFen,
        subject: input.subject.slice(0, 200),
        status: 'created',
        created_at: this.clock.now(),
        expires_at: input.expiresAt,
        paid_at: null,
        closed_at: null,
      })
      .execute();
    return { payUrl: sandboxPayPath(input.rechargeId) };
  }

  async verifyNotification(raw: Record<string, unknown>): Promise<VerifiedNotification | null> {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v !== 'string') return null;
      fields[k] = v;
    }
    if (fields.sign_type !== 'HMAC-SHA256' || !signatureValid(fields, await this.secret())) return null;
    const amountFen = yuanTextToFen(fields.total_amount ?? '');
    const status = fields.trade_status === 'TRADE_SUCCESS' ? 'paid' : fields.trade_status === 'TRADE_CLOSED' ? 'closed' : null;
    if (amountFen === null || status === null || !fields.out_trade_no || !fields.trade_no) return null;
    const paidAt = Number(fields.gmt_payment);
    return {
      rechargeId: fields.out_trade_no,
      tradeNo: fields.trade_no,
      amountFen,
      status,
      paidAt: status === 'paid' && Number.isFinite(paidAt) ? paidAt : null,
    };
  }

  async getPayment(rechargeId: string): Promise<SandboxPayment | undefined> {
    return this.db.selectFrom('sandbox_payments').selectAll().where('out_trade_no', '=', rechargeId).executeTakeFirst();
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
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'closed', closed_at: this.clock.now() })
      .where('out_trade_no', '=', rechargeId)
      .where('status', '=', 'created')
      .execute();
    return this.queryPayment(rechargeId);
  }

  notificationReply(accepted: boolean): NotificationReply {
    return { contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  /** The payer confirms on the sandbox page: the payment is taken, then the notification goes out. */
  async confirm(rechargeId: string): Promise<{ payment: SandboxPayment | undefined; delivered: boolean }> {
    const now = this.clock.now();
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'paid', paid_at: now })
      .where('out_trade_no', '=', rechargeId)
      .where('status', '=', 'created')
      .where('expires_at', '>', now)
      .execute();
    const payment = await this.getPayment(rechargeId);
    if (payment?.status !== 'paid') return { payment, delivered: false };
    return { payment, delivered: await this.notify(payment) };
  }

  /** The payer cancels: the payment is closed and a TRADE_CLOSED notification goes out. */
  async cancel(rechargeId: string): Promise<{ payment: SandboxPayment | undefined; delivered: boolean }> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'closed', closed_at: this.clock.now() })
      .where('out_trade_no', '=', rechargeId)
      .where('status', '=', 'created')
      .execute();
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
