import { AlipaySdk } from 'alipay-sdk';
import type { AlipaySettings } from '../payment-settings';
import {
  type CallOptions,
  type CreatedPayment,
  type CreatePaymentInput,
  fenToYuanText,
  fromAlipayTime,
  type IncomingNotification,
  type NotificationReply,
  type PaymentProvider,
  type PaymentState,
  PROVIDER_TIMEOUT_MS,
  ProviderReplyError,
  type RefundInput,
  type RefundState,
  toAlipayTime,
  type VerifiedNotification,
  yuanTextToFen,
} from './payment-provider';

export const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay';

type Fields = Record<string, string>;

/** Business codes after which the same request may succeed later. */
const RETRYABLE = new Set(['ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'ACQ.SELLER_BALANCE_NOT_ENOUGH']);

/**
 * Alipay through the official `alipay-sdk` (decision 037): page pay on desktop, wap pay on phones (both a
 * signed GET to the gateway the payer's browser follows), `alipay.trade.query` / `close` / `refund` with the
 * reply's signature checked (`validateSign`: the SDK checks it only when asked), notifications verified RSA2
 * with Alipay's public key over the form's decoded values.
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly account: string;
  /** Alipay takes refunds for three months after payment by default. */
  readonly refundWindowMs = 90 * 24 * 3600_000;
  private readonly sdk: AlipaySdk;
  /** Clients with a shorter time-out, for calls someone waits on (the SDK takes its time-out per client). */
  private readonly quick = new Map<number, AlipaySdk>();

  constructor(private readonly settings: AlipaySettings) {
    this.account = settings.appId;
    this.sdk = this.client(PROVIDER_TIMEOUT_MS);
  }

  private client(timeout: number): AlipaySdk {
    const settings = this.settings;
    return new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      alipayPublicKey: settings.alipayPublicKey,
      gateway: settings.gateway,
      signType: 'RSA2',
      keyType: settings.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      camelcase: false,
      timeout,
    });
  }

  private sdkFor(options: CallOptions): AlipaySdk {
    if (options.timeoutMs === undefined || options.timeoutMs === PROVIDER_TIMEOUT_MS) return this.sdk;
    let sdk = this.quick.get(options.timeoutMs);
    if (!sdk) {
      sdk = this.client(options.timeoutMs);
      this.quick.set(options.timeoutMs, sdk);
    }
    return sdk;
  }

  private async exec(method: string, bizContent: Record<string, unknown>, options: CallOptions = {}): Promise<Fields> {
    let result: Record<string, unknown>;
    try {
      result = (await this.sdkFor(options).exec(method, { bizContent }, { validateSign: true })) as Record<string, unknown>;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('验签'))
        throw new ProviderReplyError(this.name, `reply to ${method} not trusted: ${message.slice(0, 200)}`, true);
      throw error;
    }
    const fields: Fields = {};
    for (const [k, v] of Object.entries(result)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    return fields;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const phone = input.device === 'phone';
    const url = this.sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: input.rechargeId,
        total_amount: fenToYuanText(input.amountFen),
        subject: input.subject.slice(0, 128),
        product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: toAlipayTime(input.expiresAt),
        ...(phone ? { quit_url: `${this.settings.publicUrl}/#/users/charge` } : {}),
      },
      notifyUrl: `${this.settings.publicUrl}${ALIPAY_NOTIFY_PATH}`,
      returnUrl: `${this.settings.publicUrl}/pay/return/alipay`,
    });
    return { mode: 'redirect', url };
  }

  async verifyNotification(incoming: IncomingNotification): Promise<VerifiedNotification> {
    const fields: Fields = {};
    for (const [k, v] of Object.entries(incoming.fields)) {
      if (typeof v !== 'string') return { kind: 'rejected', reason: 'malformed', detail: `field ${k} is not text`, claimed: '' };
      fields[k] = v;
    }
    const claimed = (fields.out_trade_no ?? '').slice(0, 64);
    let verified = false;
    try {
      // The form arrives decoded; V2 signs the values as they are (no second decoding).
      verified = (fields.sign_type ?? 'RSA2') === 'RSA2' && this.sdk.checkNotifySignV2(fields);
    } catch {
      verified = false;
    }
    if (!verified) return { kind: 'rejected', reason: 'signature', detail: 'RSA2 signature does not verify', claimed };
    const totalFen = yuanTextToFen(fields.total_amount ?? '');
    if (!fields.out_trade_no || totalFen === null) {
      return { kind: 'rejected', reason: 'malformed', detail: 'notification without out_trade_no or total_amount', claimed };
    }
    const status = fields.trade_status;
    // A refund is reported on the trade: a partial one as TRADE_SUCCESS with refund_fee, a full one as TRADE_CLOSED.
    if (fields.refund_fee || fields.out_biz_no || fields.gmt_refund) {
      const refunded = yuanTextToFen(fields.refund_fee ?? '');
      return {
        kind: 'refund',
        account: fields.app_id ?? '',
        rechargeId: fields.out_trade_no,
        refundNo: fields.out_biz_no || null,
        providerRefundId: null,
        amountFen: refunded ?? 0,
        status: 'succeeded',
      };
    }
    return {
      kind: 'payment',
      account: fields.app_id ?? '',
      rechargeId: fields.out_trade_no,
      tradeNo: fields.trade_no ?? '',
      amountFen: totalFen,
      status:
        status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'paid' : status === 'TRADE_CLOSED' ? 'closed' : 'pending',
      paidAt: fromAlipayTime(fields.gmt_payment),
    };
  }

  async queryPayment(rechargeId: string, options: CallOptions = {}): Promise<PaymentState> {
    const reply = await this.exec('alipay.trade.query', { out_trade_no: rechargeId }, options);
    if (reply.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'not_found' };
    if (reply.code !== '10000') throw this.failure('trade.query', reply);
    if (reply.out_trade_no !== rechargeId) throw new ProviderReplyError(this.name, 'query answered another trade');
    const amountFen = yuanTextToFen(reply.total_amount ?? '');
    if (amountFen === null) throw new ProviderReplyError(this.name, 'query without total_amount');
    const status = reply.trade_status;
    if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
      return {
        status: 'paid',
        amountFen,
        tradeNo: reply.trade_no ?? '',
        paidAt: fromAlipayTime(reply.send_pay_date) ?? Date.now(),
      };
    }
    if (status === 'TRADE_CLOSED') return { status: 'closed', amountFen };
    return { status: 'pending', amountFen };
  }

  async closePayment(rechargeId: string): Promise<PaymentState> {
    const reply = await this.exec('alipay.trade.close', { out_trade_no: rechargeId });
    // A trade the payer never opened does not exist at Alipay: nothing to close.
    if (reply.code !== '10000' && reply.sub_code !== 'ACQ.TRADE_NOT_EXIST' && reply.sub_code !== 'ACQ.TRADE_STATUS_ERROR') {
      throw this.failure('trade.close', reply);
    }
    return this.queryPayment(rechargeId);
  }

  private failure(what: string, reply: Fields): ProviderReplyError {
    return new ProviderReplyError(
      this.name,
      `${what}: ${reply.code} ${reply.sub_code ?? ''} ${reply.sub_msg ?? reply.msg ?? ''}`.trim(),
    );
  }

  async refund(input: RefundInput): Promise<RefundState> {
    const reply = await this.exec('alipay.trade.refund', {
      out_trade_no: input.rechargeId,
      refund_amount: fenToYuanText(input.amountFen),
      out_request_no: input.refundNo,
      refund_reason: input.reason.slice(0, 80),
    });
    if (reply.code !== '10000') {
      if (RETRYABLE.has(reply.sub_code ?? '')) throw this.failure('trade.refund', reply);
      return { status: 'failed', detail: `${reply.sub_code ?? reply.code} ${reply.sub_msg ?? ''}`.trim().slice(0, 200) };
    }
    // fund_change N: this request changed nothing now (a repeat); the refund query says whether it went through.
    if (reply.fund_change !== 'Y') return this.queryRefund(input);
    return { status: 'succeeded', providerRefundId: reply.trade_no ?? null, amountFen: input.amountFen };
  }

  async queryRefund(input: { rechargeId: string; refundNo: string }): Promise<RefundState> {
    const reply = await this.exec('alipay.trade.fastpay.refund.query', {
      out_trade_no: input.rechargeId,
      out_request_no: input.refundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (reply.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'not_found' };
    if (reply.code !== '10000') throw this.failure('refund.query', reply);
    if (reply.refund_status !== 'REFUND_SUCCESS') return { status: 'not_found' };
    const amountFen = yuanTextToFen(reply.refund_amount ?? '') ?? 0;
    return { status: 'succeeded', providerRefundId: reply.trade_no ?? null, amountFen };
  }

  notificationReply(accepted: boolean): NotificationReply {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }
}
