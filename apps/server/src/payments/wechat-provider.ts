import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatSettings } from '../payment-settings';
import {
  type CallOptions,
  type CreatedPayment,
  type CreatePaymentInput,
  fromRfc3339,
  type IncomingNotification,
  type NotificationReply,
  type PaymentProvider,
  type PaymentState,
  PROVIDER_TIMEOUT_MS,
  ProviderReplyError,
  type RefundInput,
  type RefundState,
  toRfc3339Cst,
  type VerifiedNotification,
} from './payment-provider';

export const WECHAT_NOTIFY_PATH = '/api/pay/notify/wechat';
/** WeChat Pay allows five minutes between a notification's timestamp and ours. */
export const WECHAT_MAX_SKEW_MS = 5 * 60_000;

interface Reply {
  status: number;
  data: unknown;
}

const header = (headers: IncomingNotification['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Error codes after which the same request may succeed later (WeChat Pay's "retry" codes). */
const RETRYABLE = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'NOT_ENOUGH', 'USER_ACCOUNT_ABNORMAL']);

/**
 * WeChat Pay API v3 through `wechatpay-axios-plugin` (decision 037): it signs every request
 * (`WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`) and verifies every
 * reply's `Wechatpay-Signature` with the WeChat Pay public key (or platform certificate) its
 * `Wechatpay-Serial` names — error replies too, since every request here accepts any status and reads it.
 * Notifications are verified the same way, checked for freshness and decrypted (AEAD_AES_256_GCM, APIv3 key).
 */
export class WechatProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  readonly account: string;
  readonly refundWindowMs = 365 * 24 * 3600_000;
  private readonly client: Wechatpay;

  constructor(private readonly settings: WechatSettings) {
    this.account = `${settings.mchid}/${settings.appid}`;
    this.client = new Wechatpay({
      mchid: settings.mchid,
      serial: settings.merchantSerial,
      privateKey: settings.privateKey,
      certs: settings.platformKeys,
      baseURL: settings.baseUrl,
      timeout: PROVIDER_TIMEOUT_MS,
      // Every reply is read and verified here, whatever its status (the library skips verifying non-2xx replies).
      validateStatus: () => true,
    } as ConstructorParameters<typeof Wechatpay>[0]);
  }

  private async call(method: 'get' | 'post', path: string, data?: unknown, options: CallOptions = {}): Promise<Reply> {
    try {
      const config = options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs };
      const response = await this.client.client.request(path, method, data, config);
      return { status: response.status, data: response.data };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('EV3_')) {
        throw new ProviderReplyError(this.name, `reply to ${path} not trusted: ${code}`, true);
      }
      throw error;
    }
  }

  private notifyUrl(): string {
    return `${this.settings.publicUrl}${WECHAT_NOTIFY_PATH}`;
  }

  async createPayment(input: CreatePaymentInput, options: CallOptions = {}): Promise<CreatedPayment> {
    const order = {
      appid: this.settings.appid,
      mchid: this.settings.mchid,
      description: input.subject.slice(0, 40),
      out_trade_no: input.rechargeId,
      time_expire: toRfc3339Cst(input.expiresAt),
      notify_url: this.notifyUrl(),
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.device === 'phone') {
      const reply = await this.call(
        'post',
        'v3/pay/transactions/h5',
        {
          ...order,
          scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
        },
        options,
      );
      const h5Url = text(obj(reply.data).h5_url);
      if (reply.status !== 200 || !h5Url) throw this.failure('h5 order', reply);
      const back = `${this.settings.publicUrl}/pay/return/wechat?rechargeId=${encodeURIComponent(input.rechargeId)}`;
      return { mode: 'redirect', url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}` };
    }
    const reply = await this.call('post', 'v3/pay/transactions/native', order, options);
    const codeUrl = text(obj(reply.data).code_url);
    if (reply.status !== 200 || !codeUrl) throw this.failure('native order', reply);
    return { mode: 'qr', url: codeUrl };
  }

  private failure(what: string, reply: Reply): ProviderReplyError {
    const data = obj(reply.data);
    return new ProviderReplyError(this.name, `${what}: HTTP ${reply.status} ${text(data.code)} ${text(data.message)}`.trim());
  }

  async verifyNotification(incoming: IncomingNotification, now: number): Promise<VerifiedNotification> {
    const timestamp = header(incoming.headers, 'Wechatpay-Timestamp');
    const nonce = header(incoming.headers, 'Wechatpay-Nonce');
    const signature = header(incoming.headers, 'Wechatpay-Signature');
    const serial = header(incoming.headers, 'Wechatpay-Serial');
    const claimed = text(obj(incoming.fields).id).slice(0, 64);
    if (!timestamp || !nonce || !signature || !serial) {
      return { kind: 'rejected', reason: 'signature', detail: 'Wechatpay-* headers missing', claimed };
    }
    const key = Object.hasOwn(this.settings.platformKeys, serial) ? this.settings.platformKeys[serial] : undefined;
    if (!key)
      return { kind: 'rejected', reason: 'signature', detail: `unknown Wechatpay-Serial ${serial.slice(0, 64)}`, claimed };
    let verified = false;
    try {
      verified = Rsa.verify(
        Formatter.response(timestamp, nonce, incoming.rawBody),
        signature,
        Rsa.from(key, Rsa.KEY_TYPE_PUBLIC),
      );
    } catch {
      verified = false;
    }
    if (!verified) return { kind: 'rejected', reason: 'signature', detail: 'Wechatpay-Signature does not verify', claimed };
    const sentAt = Number(timestamp) * 1000;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - sentAt) > WECHAT_MAX_SKEW_MS) {
      return { kind: 'rejected', reason: 'stale', detail: `Wechatpay-Timestamp ${timestamp} too far from now`, claimed };
    }
    const body = obj(incoming.fields);
    const resource = obj(body.resource);
    if (resource.algorithm !== 'AEAD_AES_256_GCM') {
      return { kind: 'rejected', reason: 'malformed', detail: 'resource algorithm is not AEAD_AES_256_GCM', claimed };
    }
    let plain: Record<string, unknown>;
    try {
      plain = obj(
        JSON.parse(
          Aes.AesGcm.decrypt(
            text(resource.ciphertext),
            this.settings.apiV3Key,
            text(resource.nonce),
            text(resource.associated_data),
          ),
        ),
      );
    } catch {
      return { kind: 'rejected', reason: 'signature', detail: 'resource does not decrypt with the APIv3 key', claimed };
    }
    const eventType = text(body.event_type);
    if (eventType.startsWith('REFUND.')) return this.refundNotification(plain, claimed);
    const amount = obj(plain.amount);
    const rechargeId = text(plain.out_trade_no);
    const tradeNo = text(plain.transaction_id);
    const total = amount.total;
    if (!rechargeId || typeof total !== 'number' || !Number.isSafeInteger(total)) {
      return { kind: 'rejected', reason: 'malformed', detail: 'transaction without out_trade_no or amount', claimed };
    }
    const state = text(plain.trade_state);
    return {
      kind: 'payment',
      account: `${text(plain.mchid)}/${text(plain.appid)}`,
      rechargeId,
      tradeNo,
      amountFen: total,
      status: state === 'SUCCESS' ? 'paid' : state === 'CLOSED' || state === 'REVOKED' ? 'closed' : 'pending',
      paidAt: state === 'SUCCESS' ? fromRfc3339(plain.success_time) : null,
    };
  }

  /** A refund's resource names the merchant but no AppID: the account claimed is its mchid with ours. */
  private refundNotification(plain: Record<string, unknown>, claimed: string): VerifiedNotification {
    const amount = obj(plain.amount);
    const refund = amount.refund;
    if (!text(plain.out_trade_no) || typeof refund !== 'number') {
      return { kind: 'rejected', reason: 'malformed', detail: 'refund without out_trade_no or amount', claimed };
    }
    const status = text(plain.refund_status);
    return {
      kind: 'refund',
      account: `${text(plain.mchid)}/${this.settings.appid}`,
      rechargeId: text(plain.out_trade_no),
      refundNo: text(plain.out_refund_no) || null,
      providerRefundId: text(plain.refund_id) || null,
      amountFen: refund,
      status: status === 'SUCCESS' ? 'succeeded' : status === 'PROCESSING' ? 'processing' : 'failed',
    };
  }

  async queryPayment(rechargeId: string, options: CallOptions = {}): Promise<PaymentState> {
    const reply = await this.call(
      'get',
      `v3/pay/transactions/out-trade-no/${encodeURIComponent(rechargeId)}?mchid=${encodeURIComponent(this.settings.mchid)}`,
      undefined,
      options,
    );
    const data = obj(reply.data);
    if (reply.status === 404 || data.code === 'ORDER_NOT_EXIST') return { status: 'not_found' };
    if (reply.status !== 200) throw this.failure('query', reply);
    if (text(data.out_trade_no) !== rechargeId) throw new ProviderReplyError(this.name, 'query answered another order');
    const amountFen = Number(obj(data.amount).total);
    if (!Number.isSafeInteger(amountFen)) throw new ProviderReplyError(this.name, 'query without an amount');
    const state = text(data.trade_state);
    // REFUND: paid, then (partly) refunded.
    if (state === 'SUCCESS' || state === 'REFUND') {
      return {
        status: 'paid',
        amountFen,
        tradeNo: text(data.transaction_id),
        paidAt: fromRfc3339(data.success_time) ?? Date.now(),
      };
    }
    if (state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR') return { status: 'closed', amountFen };
    return { status: 'pending', amountFen };
  }

  async closePayment(rechargeId: string): Promise<PaymentState> {
    const reply = await this.call('post', `v3/pay/transactions/out-trade-no/${encodeURIComponent(rechargeId)}/close`, {
      mchid: this.settings.mchid,
    });
    const code = text(obj(reply.data).code);
    if (
      reply.status !== 204 &&
      reply.status !== 200 &&
      code !== 'ORDER_PAID' &&
      code !== 'ORDER_NOT_EXIST' &&
      code !== 'ORDER_CLOSED'
    ) {
      throw this.failure('close', reply);
    }
    return this.queryPayment(rechargeId);
  }

  private refundState(reply: Reply, what: string): RefundState {
    const data = obj(reply.data);
    const code = text(data.code);
    if (reply.status === 404 || code === 'RESOURCE_NOT_EXISTS') return { status: 'not_found' };
    if (reply.status >= 500 || RETRYABLE.has(code)) throw this.failure(what, reply);
    if (reply.status !== 200) return { status: 'failed', detail: `${code} ${text(data.message)}`.trim().slice(0, 200) };
    const status = text(data.status);
    const amountFen = Number(obj(data.amount).refund);
    if (status === 'CLOSED' || status === 'ABNORMAL') return { status: 'failed', detail: `refund ${status}` };
    return {
      status: status === 'SUCCESS' ? 'succeeded' : 'processing',
      providerRefundId: text(data.refund_id) || null,
      amountFen: Number.isSafeInteger(amountFen) ? amountFen : 0,
    };
  }

  async refund(input: RefundInput): Promise<RefundState> {
    const reply = await this.call('post', 'v3/refund/domestic/refunds', {
      out_trade_no: input.rechargeId,
      out_refund_no: input.refundNo,
      reason: input.reason.slice(0, 80),
      notify_url: this.notifyUrl(),
      amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
    });
    return this.refundState(reply, 'refund');
  }

  async queryRefund(input: { refundNo: string }): Promise<RefundState> {
    const reply = await this.call('get', `v3/refund/domestic/refunds/${encodeURIComponent(input.refundNo)}`);
    return this.refundState(reply, 'refund query');
  }

  notificationReply(accepted: boolean): NotificationReply {
    return accepted
      ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }
}
