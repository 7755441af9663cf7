// biome-ignore-all lint/suspicious/noExplicitAny: request bodies of a fake gateway are read loosely, as the real one would
// biome-ignore-all lint/correctness/noVoidTypeReturn: each route answers with `return this.reply(...)`
// biome-ignore-all lint/suspicious/noAssignInExpressions: route matching reads `(m = re.exec(path))`
import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type Deliver, escapeHtml, FakeServer, fetchDeliver, type KeyPair, rsaKeyPair } from './fake-http';

/** WeChat Pay's notification retry schedule (seconds between attempts): 15s, 15s, 30s, 3m, 10m, 20m, … 6h. */
export const WECHAT_RETRY_SECONDS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];

export interface WechatFakeOptions {
  mchid: string;
  appid: string;
  merchantSerial: string;
  /** The merchant's API public key: every request's Authorization must verify with it. */
  merchantPublicKey: string;
  apiV3Key: string;
  /** The time of notifications and trades (the test's clock); replies are signed with the real time. */
  now: () => number;
  deliver?: Deliver;
  /** How long one second of WeChat's retry schedule lasts here, ms (default 1: a thousand times faster). */
  msPerSecond?: number;
  /** The platform key pair; a new one by default. */
  platformKeys?: KeyPair;
  /**
   * Sign with a platform certificate (the older mode) instead of a WeChat Pay public key: replies and
   * notifications then name the certificate's serial.
   */
  certificate?: { pem: string; serial: string };
}

export interface FakeTrade {
  outTradeNo: string;
  transactionId: string;
  prepayId: string;
  appid: string;
  mchid: string;
  total: number;
  description: string;
  notifyUrl: string;
  kind: 'native' | 'h5';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  successTime: number | null;
  /** While true, the query still answers NOTPAY after payment (a notification before the query says paid). */
  queryLags: boolean;
}

export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refund: number;
  status: 'PROCESSING' | 'SUCCESS';
  notifyUrl: string;
  createdAt: number;
}

/** What to break in a notification (tests of the merchant's rule). */
export interface WechatTamper {
  signature?: boolean;
  /** Seconds since the epoch written in Wechatpay-Timestamp (and signed). */
  timestamp?: number;
  serial?: string;
  total?: number;
  mchid?: string;
  appid?: string;
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string;
}

const rfc3339 = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

/**
 * A WeChat Pay API v3 server for tests: it checks every request's `WECHATPAY2-SHA256-RSA2048` signature with
 * the merchant's public key, answers native and H5 orders, queries, closes and refunds with replies signed by
 * its own key (`Wechatpay-Serial` = its PUB_KEY_ID_… or certificate serial), serves the payer's pages, and
 * sends notifications encrypted with AEAD_AES_256_GCM and signed, retrying on a compressed schedule until
 * the merchant answers 2xx.
 */
export class WechatPayFake extends FakeServer {
  readonly trades = new Map<string, FakeTrade>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly platform: KeyPair;
  readonly publicKeyId = `PUB_KEY_ID_0114${randomBytes(10).toString('hex').toUpperCase()}`;
  /** Requests refused for a bad signature. */
  readonly refusedRequests: string[] = [];
  /** Sign replies with a wrong signature (to test that the merchant checks them). */
  forgeReplies = false;
  /** Complete refunds at once (SUCCESS + notification) instead of waiting for completeRefund(). */
  autoCompleteRefunds = true;
  /** Answer this many refund requests with a 500 SYSTEM_ERROR without taking them (lost in the gateway). */
  failNextRefunds = 0;

  constructor(readonly options: WechatFakeOptions) {
    super(options.deliver ?? fetchDeliver, WECHAT_RETRY_SECONDS, options.msPerSecond ?? 1);
    this.platform = options.platformKeys ?? rsaKeyPair();
  }

  static start(options: WechatFakeOptions, port = 0): Promise<WechatPayFake> {
    return new WechatPayFake(options).listen(port);
  }

  get serial(): string {
    return this.options.certificate?.serial ?? this.publicKeyId;
  }

  private sign(message: string, key = this.platform.privateKey): string {
    return createSign('RSA-SHA256').update(message).sign(key, 'base64');
  }

  private signedHeaders(body: string, timestamp: number, tamper: WechatTamper = {}): Record<string, string> {
    const nonce = randomBytes(16).toString('hex');
    const signature = tamper.signature
      ? this.sign(`${timestamp}\n${nonce}\n${body}x\n`)
      : this.sign(`${timestamp}\n${nonce}\n${body}\n`);
    return {
      'content-type': 'application/json',
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': tamper.serial ?? this.serial,
      'Wechatpay-Signature': signature,
    };
  }

  private reply(response: http.ServerResponse, status: number, data: unknown): void {
    const body = data === null ? '' : JSON.stringify(data);
    const headers = this.signedHeaders(body, Math.floor(Date.now() / 1000), { signature: this.forgeReplies });
    response.writeHead(status, { ...headers, 'Request-ID': randomBytes(8).toString('hex') });
    response.end(body);
  }

  private authorized(request: http.IncomingMessage, body: string): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const parts = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (parts.mchid !== this.options.mchid || parts.serial_no?.toUpperCase() !== this.options.merchantSerial.toUpperCase())
      return false;
    if (Math.abs(Date.now() / 1000 - Number(parts.timestamp)) > 300) return false;
    const message = `${request.method}\n${request.url}\n${parts.timestamp}\n${parts.nonce_str}\n${body}\n`;
    try {
      return createVerify('RSA-SHA256')
        .update(message)
        .verify(this.options.merchantPublicKey, parts.signature ?? '', 'base64');
    } catch {
      return false;
    }
  }

  protected async handle(request: http.IncomingMessage, response: http.ServerResponse, body: string): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const path = url.pathname;
    if (path.startsWith('/pay/')) return this.payerPages(request, response, url, body);
    if (!this.authorized(request, body)) {
      this.refusedRequests.push(`${request.method} ${path}`);
      return this.reply(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    const json = (body ? JSON.parse(body) : {}) as Record<string, any>;
    let m: RegExpExecArray | null;
    if (request.method === 'POST' && (path === '/v3/pay/transactions/native' || path === '/v3/pay/transactions/h5')) {
      return this.order(response, json, path.endsWith('h5') ? 'h5' : 'native');
    }
    if (request.method === 'GET' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
      const trade = this.trades.get(decodeURIComponent(m[1]));
      if (!trade || url.searchParams.get('mchid') !== this.options.mchid) {
        return this.reply(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      }
      return this.reply(response, 200, this.tradeView(trade));
    }
    if (request.method === 'POST' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
      const trade = this.trades.get(decodeURIComponent(m[1]));
      if (!trade) return this.reply(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (trade.state === 'SUCCESS' || trade.state === 'REFUND')
        return this.reply(response, 400, { code: 'ORDER_PAID', message: '订单已支付' });
      trade.state = 'CLOSED';
      this.changed();
      return this.reply(response, 204, null);
    }
    if (request.method === 'POST' && path === '/v3/refund/domestic/refunds') return this.refund(response, json);
    if (request.method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
      const refund = this.refunds.get(decodeURIComponent(m[1]));
      if (!refund) return this.reply(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.reply(response, 200, this.refundView(refund));
    }
    return this.reply(response, 404, { code: 'NOT_FOUND', message: 'no such API' });
  }

  private order(response: http.ServerResponse, json: Record<string, any>, kind: 'native' | 'h5'): void {
    if (json.mchid !== this.options.mchid || json.appid !== this.options.appid) {
      return this.reply(response, 400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid和mch_id不匹配' });
    }
    const total = json.amount?.total;
    if (
      !Number.isSafeInteger(total) ||
      total <= 0 ||
      typeof json.out_trade_no !== 'string' ||
      typeof json.notify_url !== 'string'
    ) {
      return this.reply(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    if (kind === 'h5' && typeof json.scene_info?.payer_client_ip !== 'string') {
      return this.reply(response, 400, { code: 'PARAM_ERROR', message: '缺少 payer_client_ip' });
    }
    let trade = this.trades.get(json.out_trade_no);
    if (!trade) {
      trade = {
        outTradeNo: json.out_trade_no,
        transactionId: `4200${randomBytes(12).toString('hex').replace(/[a-f]/g, '7').slice(0, 24)}`,
        prepayId: `wx${randomBytes(14).toString('hex')}`,
        appid: json.appid,
        mchid: json.mchid,
        total,
        description: String(json.description ?? ''),
        notifyUrl: json.notify_url,
        kind,
        state: 'NOTPAY',
        successTime: null,
        queryLags: false,
      };
      this.trades.set(trade.outTradeNo, trade);
      this.changed();
    }
    if (kind === 'h5') return this.reply(response, 200, { h5_url: `${this.baseUrl}pay/h5?prepay_id=${trade.prepayId}` });
    return this.reply(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${trade.prepayId}` });
  }

  private tradeView(trade: FakeTrade): Record<string, unknown> {
    const state = trade.queryLags && trade.state === 'SUCCESS' ? 'NOTPAY' : trade.state;
    const paid = state === 'SUCCESS' || state === 'REFUND';
    return {
      appid: trade.appid,
      mchid: trade.mchid,
      out_trade_no: trade.outTradeNo,
      ...(paid ? { transaction_id: trade.transactionId, success_time: rfc3339(trade.successTime ?? 0) } : {}),
      trade_type: trade.kind === 'h5' ? 'MWEB' : 'NATIVE',
      trade_state: state,
      trade_state_desc: state,
      amount: { total: trade.total, currency: 'CNY', ...(paid ? { payer_total: trade.total, payer_currency: 'CNY' } : {}) },
    };
  }

  private refundView(refund: FakeRefund): Record<string, unknown> {
    const trade = this.trades.get(refund.outTradeNo);
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: trade?.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      status: refund.status,
      create_time: rfc3339(refund.createdAt),
      amount: {
        total: trade?.total,
        refund: refund.refund,
        payer_total: trade?.total,
        payer_refund: refund.refund,
        currency: 'CNY',
      },
    };
  }

  refundedOf(outTradeNo: string): number {
    let sum = 0;
    for (const r of this.refunds.values()) if (r.outTradeNo === outTradeNo) sum += r.refund;
    return sum;
  }

  private refund(response: http.ServerResponse, json: Record<string, any>): void {
    if (this.failNextRefunds > 0) {
      this.failNextRefunds--;
      return this.reply(response, 500, { code: 'SYSTEM_ERROR', message: '系统繁忙，请稍后重试' });
    }
    const existing = this.refunds.get(json.out_refund_no);
    if (existing) return this.reply(response, 200, this.refundView(existing));
    const trade = this.trades.get(json.out_trade_no);
    if (!trade) return this.reply(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    if (trade.state !== 'SUCCESS' && trade.state !== 'REFUND') {
      return this.reply(response, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
    }
    const refund = json.amount?.refund;
    if (!Number.isSafeInteger(refund) || refund <= 0 || json.amount?.total !== trade.total) {
      return this.reply(response, 400, { code: 'PARAM_ERROR', message: '退款金额或订单金额不正确' });
    }
    if (this.refundedOf(trade.outTradeNo) + refund > trade.total) {
      return this.reply(response, 400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    }
    const record: FakeRefund = {
      outRefundNo: String(json.out_refund_no),
      refundId: `50${randomBytes(14).toString('hex').replace(/[a-f]/g, '3').slice(0, 26)}`,
      outTradeNo: trade.outTradeNo,
      refund,
      status: 'PROCESSING',
      notifyUrl: String(json.notify_url ?? trade.notifyUrl),
      createdAt: this.options.now(),
    };
    this.refunds.set(record.outRefundNo, record);
    trade.state = 'REFUND';
    this.changed();
    this.reply(response, 200, this.refundView(record));
    if (this.autoCompleteRefunds) setImmediate(() => void this.completeRefund(record.outRefundNo));
  }

  /** The refund reaches the payer: SUCCESS, and its notification goes out. */
  async completeRefund(outRefundNo: string): Promise<boolean> {
    const refund = this.refunds.get(outRefundNo);
    if (!refund || refund.status === 'SUCCESS') return false;
    refund.status = 'SUCCESS';
    this.changed();
    return this.deliverWithRetries(
      'refund',
      refund.outTradeNo,
      refund.notifyUrl,
      () => this.refundNotification(refund),
      (r) => r.status >= 200 && r.status < 300,
    );
  }

  private encrypt(resource: Record<string, unknown>, originalType: string, key: string): Record<string, string> {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = originalType;
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce)).setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(resource), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    return { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
  }

  /** A payment notification for a trade as WeChat Pay sends it (headers and body), optionally broken. */
  notification(trade: FakeTrade, tamper: WechatTamper = {}): { headers: Record<string, string>; body: string } {
    const paid = trade.state === 'SUCCESS' || trade.state === 'REFUND';
    const resource = {
      mchid: tamper.mchid ?? trade.mchid,
      appid: tamper.appid ?? trade.appid,
      out_trade_no: trade.outTradeNo,
      transaction_id: trade.transactionId,
      trade_type: trade.kind === 'h5' ? 'MWEB' : 'NATIVE',
      trade_state: paid ? 'SUCCESS' : trade.state,
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: rfc3339(trade.successTime ?? this.options.now()),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: {
        total: tamper.total ?? trade.total,
        payer_total: tamper.total ?? trade.total,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: rfc3339(this.options.now()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: this.encrypt(resource, 'transaction', tamper.apiV3Key ?? this.options.apiV3Key),
    });
    const timestamp = tamper.timestamp ?? Math.floor(this.options.now() / 1000);
    return { headers: this.signedHeaders(body, timestamp, tamper), body };
  }

  private refundNotification(refund: FakeRefund): { headers: Record<string, string>; body: string } {
    const trade = this.trades.get(refund.outTradeNo);
    const resource = {
      mchid: this.options.mchid,
      out_trade_no: refund.outTradeNo,
      transaction_id: trade?.transactionId,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_status: refund.status,
      success_time: rfc3339(this.options.now()),
      user_received_account: '支付用户零钱',
      amount: { total: trade?.total, refund: refund.refund, payer_total: trade?.total, payer_refund: refund.refund },
    };
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: rfc3339(this.options.now()),
      resource_type: 'encrypt-resource',
      event_type: `REFUND.${refund.status}`,
      summary: '退款成功',
      resource: this.encrypt(resource, 'refund', this.options.apiV3Key),
    });
    return { headers: this.signedHeaders(body, Math.floor(this.options.now() / 1000)), body };
  }

  /** The payer pays (scans the code or confirms on the H5 page): SUCCESS, then the notification with retries. */
  pay(outTradeNo: string, options: { notify?: boolean } = {}): Promise<boolean> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`fake: no trade ${outTradeNo}`);
    if (trade.state !== 'NOTPAY') return Promise.resolve(false);
    trade.state = 'SUCCESS';
    trade.successTime = this.options.now();
    this.changed();
    if (options.notify === false) return Promise.resolve(false);
    return this.deliverWithRetries(
      'payment',
      trade.outTradeNo,
      () => trade.notifyUrl,
      () => this.notification(trade),
      (r) => r.status >= 200 && r.status < 300,
    );
  }

  /** One notification for a trade, optionally broken, sent once: the merchant's reply. */
  async sendOnce(outTradeNo: string, tamper: WechatTamper = {}): Promise<{ status: number; body: string }> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`fake: no trade ${outTradeNo}`);
    return this.deliver(trade.notifyUrl, this.notification(trade, tamper));
  }

  tradeByPrepay(prepayId: string): FakeTrade | undefined {
    for (const trade of this.trades.values()) if (trade.prepayId === prepayId) return trade;
    return undefined;
  }

  /** The payer's side: the page a scanned code opens, the H5 cashier, and their confirm. */
  private async payerPages(request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: string): Promise<void> {
    if (request.method === 'POST' && url.pathname === '/pay/confirm') {
      const form = new URLSearchParams(body);
      const trade = this.tradeByPrepay(form.get('prepay_id') ?? '');
      if (!trade) return this.sendHtml(response, '<p>订单不存在</p>');
      void this.pay(trade.outTradeNo);
      const back = form.get('redirect_url');
      if (back) {
        response.writeHead(302, { location: back });
        return void response.end();
      }
      return this.sendHtml(response, page('支付成功', '<p class="ok">✓ 支付成功</p><p>请回到电脑上的网页查看充值结果。</p>'));
    }
    const prepayId = url.searchParams.get('pr') ?? url.searchParams.get('prepay_id') ?? '';
    const trade = this.tradeByPrepay(prepayId);
    if (!trade) return this.sendHtml(response, page('订单不存在', '<p>订单不存在</p>'));
    if (trade.state !== 'NOTPAY') return this.sendHtml(response, page('订单已处理', `<p>订单状态：${trade.state}</p>`));
    const back = url.searchParams.get('redirect_url');
    return this.sendHtml(
      response,
      page(
        '微信支付',
        `<p>${escapeHtml(trade.description)}</p><p class="amount">¥${(trade.total / 100).toFixed(2)}</p>
<form method="post" action="/pay/confirm"><input type="hidden" name="prepay_id" value="${escapeHtml(trade.prepayId)}">
${back ? `<input type="hidden" name="redirect_url" value="${escapeHtml(back)}">` : ''}<button type="submit">确认支付</button></form>`,
      ),
    );
  }
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:sans-serif;text-align:center;padding:24px}.amount{font-size:32px;font-weight:700}button{font-size:18px;padding:10px 28px;background:#07c160;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>${title}（测试）</h1>${body}</body></html>`;
