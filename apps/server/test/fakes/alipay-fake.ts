// biome-ignore-all lint/suspicious/noExplicitAny: request bodies of a fake gateway are read loosely, as the real one would
// biome-ignore-all lint/correctness/noVoidTypeReturn: each route answers with `return this.reply(...)`
// biome-ignore-all lint/suspicious/noAssignInExpressions: route matching reads `(m = re.exec(path))`
import { createSign, createVerify, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type Deliver, escapeHtml, FakeServer, fetchDeliver, type KeyPair, rsaKeyPair } from './fake-http';

/** Alipay's notification retry schedule (seconds between attempts): 4m, 10m, 10m, 1h, 2h, 6h, 15h. */
export const ALIPAY_RETRY_SECONDS = [240, 600, 600, 3600, 7200, 21600, 54000];

export interface AlipayFakeOptions {
  appId: string;
  /** The application's public key: every request's RSA2 `sign` must verify with it. */
  appPublicKey: string;
  now: () => number;
  deliver?: Deliver;
  /** How long one second of Alipay's retry schedule lasts here, ms (default 0.1). */
  msPerSecond?: number;
  alipayKeys?: KeyPair;
}

export interface AlipayTrade {
  outTradeNo: string;
  tradeNo: string;
  totalFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  productCode: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  paidAt: number | null;
  queryLags: boolean;
}

export interface AlipayRefund {
  outRequestNo: string;
  outTradeNo: string;
  amountFen: number;
  at: number;
}

/** What to break in a notification. */
export interface AlipayTamper {
  signature?: boolean;
  appId?: string;
  totalFen?: number;
  tradeStatus?: string;
  extra?: Record<string, string>;
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const fen = (text: unknown) => Math.round(Number(text) * 100);
const alipayTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Alipay's signing string: every non-empty field except `sign` (and `sign_type` for notifications), sorted. */
export const alipaySigningString = (fields: Record<string, string>, dropSignType: boolean) =>
  Object.keys(fields)
    .filter((k) => k !== 'sign' && !(dropSignType && k === 'sign_type') && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

/**
 * An Alipay open-platform gateway for tests: every call's RSA2 signature is checked with the application's
 * public key; page/wap pay show a cashier page (QR on desktop) whose confirm pays and returns to return_url;
 * trade.query / close / refund / fastpay.refund.query answer JSON signed by its own key; notifications are
 * form posts signed RSA2, retried on a compressed schedule until the merchant answers `success`. A refund is
 * notified on the trade (partial: TRADE_SUCCESS with refund_fee; full: TRADE_CLOSED).
 */
export class AlipayFake extends FakeServer {
  readonly trades = new Map<string, AlipayTrade>();
  readonly refunds = new Map<string, AlipayRefund>();
  readonly keys: KeyPair;
  readonly refusedRequests: string[] = [];
  forgeReplies = false;

  constructor(readonly options: AlipayFakeOptions) {
    super(options.deliver ?? fetchDeliver, ALIPAY_RETRY_SECONDS, options.msPerSecond ?? 0.1);
    this.keys = options.alipayKeys ?? rsaKeyPair();
  }

  static start(options: AlipayFakeOptions, port = 0): Promise<AlipayFake> {
    return new AlipayFake(options).listen(port);
  }

  get gateway(): string {
    return `${this.baseUrl}gateway.do`;
  }

  private sign(text: string): string {
    return createSign('RSA-SHA256').update(text, 'utf8').sign(this.keys.privateKey, 'base64');
  }

  private verified(params: Record<string, string>): boolean {
    if (params.app_id !== this.options.appId || params.sign_type !== 'RSA2' || !params.sign) return false;
    try {
      return createVerify('RSA-SHA256')
        .update(alipaySigningString(params, false), 'utf8')
        .verify(this.options.appPublicKey, params.sign, 'base64');
    } catch {
      return false;
    }
  }

  private replyJson(response: http.ServerResponse, method: string, data: Record<string, unknown>): void {
    const inner = JSON.stringify(data);
    const sign = this.forgeReplies ? this.sign(`${inner} `) : this.sign(inner);
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8', trace_id: randomBytes(8).toString('hex') });
    response.end(`{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}`);
  }

  protected describe(request: http.IncomingMessage, body: string): string {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = url.searchParams.get('method') ?? new URLSearchParams(body).get('method');
    return method ? `${url.pathname} ${method}` : url.pathname;
  }

  protected async handle(request: http.IncomingMessage, response: http.ServerResponse, body: string): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (url.pathname === '/cashier/pay' && request.method === 'POST') return this.cashierPay(response, new URLSearchParams(body));
    if (url.pathname !== '/gateway.do') {
      response.writeHead(404);
      return void response.end();
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [k, v] of new URLSearchParams(body)) params[k] = v;
    const method = params.method ?? '';
    if (!this.verified(params)) {
      this.refusedRequests.push(method);
      if (method.endsWith('.page.pay') || method.endsWith('.wap.pay'))
        return this.sendHtml(response, page('错误', '<p>验签出错</p>'));
      return this.replyJson(response, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    }
    let biz: Record<string, any> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}');
    } catch {
      biz = {};
    }
    switch (method) {
      case 'alipay.trade.page.pay':
      case 'alipay.trade.wap.pay':
        return this.cashier(response, params, biz);
      case 'alipay.trade.query':
        return this.query(response, method, biz);
      case 'alipay.trade.close':
        return this.closeTrade(response, method, biz);
      case 'alipay.trade.refund':
        return this.refund(response, method, biz);
      case 'alipay.trade.fastpay.refund.query':
        return this.refundQuery(response, method, biz);
      default:
        return this.replyJson(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
    }
  }

  private notFound(response: http.ServerResponse, method: string): void {
    this.replyJson(response, method, {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    });
  }

  private cashier(response: http.ServerResponse, params: Record<string, string>, biz: Record<string, any>): void {
    let trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) {
      trade = {
        outTradeNo: String(biz.out_trade_no),
        tradeNo: `2026${randomBytes(12).toString('hex').replace(/[a-f]/g, '1').slice(0, 24)}`,
        totalFen: fen(biz.total_amount),
        subject: String(biz.subject ?? ''),
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url ?? '',
        productCode: String(biz.product_code ?? ''),
        status: 'WAIT_BUYER_PAY',
        paidAt: null,
        queryLags: false,
      };
      this.trades.set(trade.outTradeNo, trade);
      this.changed();
    }
    if (trade.status !== 'WAIT_BUYER_PAY') return this.sendHtml(response, page('交易已处理', `<p>交易状态：${trade.status}</p>`));
    const desktop = params.method === 'alipay.trade.page.pay';
    this.sendHtml(
      response,
      page(
        '支付宝收银台',
        `<p>${escapeHtml(trade.subject)}</p><p class="amount">¥${yuan(trade.totalFen)}</p>
${desktop ? '<div class="qr" aria-label="支付宝扫码">[二维码]</div><p>扫码或登录账户付款</p>' : ''}
<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">
<button type="submit">确认付款</button></form>`,
      ),
    );
  }

  private cashierPay(response: http.ServerResponse, form: URLSearchParams): void {
    const trade = this.trades.get(form.get('out_trade_no') ?? '');
    if (!trade) return this.sendHtml(response, page('交易不存在', '<p>交易不存在</p>'));
    void this.pay(trade.outTradeNo);
    const back = new URL(trade.returnUrl);
    const sync: Record<string, string> = {
      app_id: this.options.appId,
      charset: 'utf-8',
      method: 'alipay.trade.page.pay.return',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      total_amount: yuan(trade.totalFen),
      seller_id: '2088000000000000',
      timestamp: alipayTime(this.options.now()),
      version: '1.0',
      sign_type: 'RSA2',
    };
    sync.sign = this.sign(alipaySigningString(sync, true));
    for (const [k, v] of Object.entries(sync)) back.searchParams.set(k, v);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  private query(response: http.ServerResponse, method: string, biz: Record<string, any>): void {
    const trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) return this.notFound(response, method);
    const status = trade.queryLags && trade.status === 'TRADE_SUCCESS' ? 'WAIT_BUYER_PAY' : trade.status;
    this.replyJson(response, method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      trade_status: status,
      total_amount: yuan(trade.totalFen),
      ...(status === 'TRADE_SUCCESS'
        ? { send_pay_date: alipayTime(trade.paidAt ?? 0), buyer_pay_amount: yuan(trade.totalFen) }
        : {}),
    });
  }

  private closeTrade(response: http.ServerResponse, method: string, biz: Record<string, any>): void {
    const trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) return this.notFound(response, method);
    if (trade.status !== 'WAIT_BUYER_PAY') {
      return this.replyJson(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR' });
    }
    trade.status = 'TRADE_CLOSED';
    this.changed();
    this.replyJson(response, method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo });
  }

  refundedOf(outTradeNo: string): number {
    let sum = 0;
    for (const r of this.refunds.values()) if (r.outTradeNo === outTradeNo) sum += r.amountFen;
    return sum;
  }

  private refund(response: http.ServerResponse, method: string, biz: Record<string, any>): void {
    const trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) return this.notFound(response, method);
    const requestNo = String(biz.out_request_no ?? biz.out_trade_no);
    const amount = fen(biz.refund_amount);
    const existing = this.refunds.get(requestNo);
    if (existing) {
      return this.replyJson(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        refund_fee: yuan(this.refundedOf(trade.outTradeNo)),
        fund_change: 'N',
      });
    }
    if (trade.status !== 'TRADE_SUCCESS' || !(amount > 0) || this.refundedOf(trade.outTradeNo) + amount > trade.totalFen) {
      return this.replyJson(response, method, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: trade.status !== 'TRADE_SUCCESS' ? 'ACQ.TRADE_STATUS_ERROR' : 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
        sub_msg: '退款金额超限或交易状态不正确',
      });
    }
    this.refunds.set(requestNo, {
      outRequestNo: requestNo,
      outTradeNo: trade.outTradeNo,
      amountFen: amount,
      at: this.options.now(),
    });
    const refunded = this.refundedOf(trade.outTradeNo);
    if (refunded === trade.totalFen) trade.status = 'TRADE_CLOSED';
    this.changed();
    this.replyJson(response, method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      refund_fee: yuan(refunded),
      fund_change: 'Y',
      gmt_refund_pay: alipayTime(this.options.now()),
    });
    const fields = {
      trade_status: refunded === trade.totalFen ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
      refund_fee: yuan(refunded),
      out_biz_no: requestNo,
      gmt_refund: alipayTime(this.options.now()),
    };
    setImmediate(() => void this.deliverNotification('refund', trade, fields));
  }

  private refundQuery(response: http.ServerResponse, method: string, biz: Record<string, any>): void {
    const trade = this.trades.get(String(biz.out_trade_no));
    if (!trade) return this.notFound(response, method);
    const refund = this.refunds.get(String(biz.out_request_no));
    this.replyJson(response, method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      ...(refund
        ? {
            out_request_no: refund.outRequestNo,
            total_amount: yuan(trade.totalFen),
            refund_amount: yuan(refund.amountFen),
            refund_status: 'REFUND_SUCCESS',
            gmt_refund_pay: alipayTime(refund.at),
          }
        : {}),
    });
  }

  /** The notification form for a trade, signed by Alipay's key (or broken as asked). */
  notification(trade: AlipayTrade, tamper: AlipayTamper = {}, extra: Record<string, string> = {}): Record<string, string> {
    const total = tamper.totalFen ?? trade.totalFen;
    const fields: Record<string, string> = {
      notify_time: alipayTime(this.options.now()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: tamper.appId ?? this.options.appId,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: tamper.tradeStatus ?? (trade.status === 'WAIT_BUYER_PAY' ? 'WAIT_BUYER_PAY' : 'TRADE_SUCCESS'),
      total_amount: yuan(total),
      receipt_amount: yuan(total),
      buyer_pay_amount: yuan(total),
      subject: trade.subject,
      gmt_create: alipayTime(this.options.now()),
      ...(trade.paidAt ? { gmt_payment: alipayTime(trade.paidAt) } : {}),
      seller_id: '2088000000000000',
      ...extra,
      ...tamper.extra,
    };
    for (const k of Object.keys(fields)) if (fields[k] === '') delete fields[k];
    fields.sign_type = 'RSA2';
    fields.sign = this.sign(alipaySigningString(fields, true) + (tamper.signature ? 'x' : ''));
    return fields;
  }

  private deliverNotification(
    kind: 'payment' | 'refund',
    trade: AlipayTrade,
    extra: Record<string, string> = {},
  ): Promise<boolean> {
    return this.deliverWithRetries(
      kind,
      trade.outTradeNo,
      trade.notifyUrl,
      () => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(this.notification(trade, {}, extra)).toString(),
      }),
      (r) => r.status === 200 && r.body.trim() === 'success',
    );
  }

  /** The payer pays at the cashier: TRADE_SUCCESS, then the notification with retries. */
  pay(outTradeNo: string, options: { notify?: boolean } = {}): Promise<boolean> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`fake: no trade ${outTradeNo}`);
    if (trade.status !== 'WAIT_BUYER_PAY') return Promise.resolve(false);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = this.options.now();
    this.changed();
    if (options.notify === false) return Promise.resolve(false);
    return this.deliverNotification('payment', trade);
  }

  /** Opens the cashier as the payer's browser would: the signed GET URL the merchant produced. */
  async openCashier(url: string): Promise<string> {
    const response = await fetch(url);
    return response.text();
  }

  /** One notification, optionally broken, sent once: the merchant's reply. */
  async sendOnce(outTradeNo: string, tamper: AlipayTamper = {}): Promise<{ status: number; body: string }> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`fake: no trade ${outTradeNo}`);
    return this.deliver(trade.notifyUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(this.notification(trade, tamper)).toString(),
    });
  }
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:sans-serif;text-align:center;padding:24px}.amount{font-size:32px;font-weight:700}.qr{width:160px;height:160px;margin:12px auto;border:1px dashed #1677ff;line-height:160px;color:#1677ff}button{font-size:18px;padding:10px 28px;background:#1677ff;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>${title}（测试）</h1>${body}</body></html>`;
