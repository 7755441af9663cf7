import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from '../../../test/fakes/fake-http';
import { createPaymentTestApp, type PaymentTestApp } from '../../../test/fakes/payment-test-kit';
import { memberClient } from '../../../test/kits/world';
import { reconcileRecharges } from './recharge-service';

/**
 * Issue 25 §8: a provider that never answers. The calls time out, the server logs each failure — and the
 * real log (pino's output, as written to its destination) carries none of what the HTTP client sent: the
 * signed Authorization header, the request body, the payer's IP address, the signed query.
 */

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A gateway that takes every request and never answers (the caller's time-out ends the call). */
async function silentGateway() {
  const received: Received[] = [];
  const server = http.createServer((request) => {
    readBody(request).then((body) =>
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    received,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const PAYER_IP = '203.0.113.77';

let t: PaymentTestApp;
let gateway: Awaited<ReturnType<typeof silentGateway>>;
let log = '';

beforeAll(async () => {
  gateway = await silentGateway();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createPaymentTestApp({
    logStream,
    env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' },
    extraEnv: { WECHATPAY_BASE_URL: `${gateway.base}/`, ALIPAY_GATEWAY: `${gateway.base}/gateway.do` },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string; err?: Record<string, unknown> });

describe('a provider that times out', () => {
  it('is logged saying what failed, without the signed headers, bodies, signatures or the payer’s address', async () => {
    const { client } = await memberClient(t);
    // An Alipay top-up (its pay URL is signed locally, no call), old enough for the reconciliation to ask about it.
    const alipay = await client.post<{ rechargeId: string }>('/api/user/webRecharge', {
      form: { channel: 'alipay', amount: 10_000, device: 'pc' },
    });
    expect(alipay.body.code, alipay.body.msg).toBe(0);
    t.clock.advance(2 * 60_000);

    // At once: a member's WeChat H5 order from a phone, and the reconciliation asking Alipay.
    const [wechat, reconciled] = await Promise.all([
      client.post('/api/user/webRecharge', {
        form: { channel: 'wechat', amount: 10_000, device: 'phone' },
        headers: { 'x-forwarded-for': PAYER_IP },
      }),
      reconcileRecharges(t.database.db, t.app.payments, t.clock.now(), { log: t.app.log }),
    ]);
    expect(wechat.body.code).not.toBe(0);
    expect(wechat.body.msg).toBe('微信支付暂时无法下单，请稍后再试或选择其他支付方式');
    expect(reconciled).toMatchObject({ checked: 1, failed: 1 });

    // What the client sent reached the gateway: these are the values the log must not show.
    const h5 = gateway.received.find((r) => r.url.includes('/v3/pay/transactions/h5'));
    const query = gateway.received.find((r) => r.url.startsWith('/gateway.do'));
    expect(h5?.body).toContain(PAYER_IP);
    const authorization = String(h5?.headers.authorization);
    expect(authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 /);
    const signature = /signature="([^"]+)"/.exec(authorization)?.[1] ?? '';
    const nonce = /nonce_str="([^"]+)"/.exec(authorization)?.[1] ?? '';
    const alipaySign = new URL(`${gateway.base}${query?.url}`).searchParams.get('sign') ?? '';
    const bizContent = new URLSearchParams(query?.body).get('biz_content') ?? '';
    expect(signature.length).toBeGreaterThan(100);
    expect(alipaySign.length).toBeGreaterThan(100);
    expect(bizContent).toContain(alipay.body.data.rechargeId);

    for (const secret of [
      authorization,
      signature,
      signature.slice(0, 24),
      nonce,
      'WECHATPAY2-SHA256-RSA2048',
      h5?.body ?? '',
      'payer_client_ip',
      PAYER_IP,
      alipaySign.slice(0, 24),
      encodeURIComponent(alipaySign).slice(0, 24),
      bizContent,
      'biz_content',
      'PRIVATE KEY',
      'Authorization',
    ]) {
      expect(log, `the log shows ${secret.slice(0, 40)}`).not.toContain(secret);
    }

    // Each line still says what failed.
    const created = lines().find((l) => l.msg === 'payment order not created');
    expect(created).toMatchObject({ level: 50, provider: 'wechat' });
    expect(created?.err).toMatchObject({
      type: 'AxiosError',
      code: 'ECONNABORTED',
      message: expect.stringMatching(/timeout/),
      http: { method: 'POST', url: `${gateway.base}/v3/pay/transactions/h5` },
    });
    expect(Object.keys(created?.err ?? {})).not.toEqual(expect.arrayContaining(['config']));
    const notReconciled = lines().find((l) => l.msg === 'top-up not reconciled');
    expect(notReconciled).toMatchObject({ level: 40, provider: 'alipay', rechargeId: alipay.body.data.rechargeId });
    expect(notReconciled?.err).toMatchObject({ type: 'AlipayRequestError', message: expect.stringMatching(/timeout/i) });
  });
});
