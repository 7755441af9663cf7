import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp } from '../../../test/fakes/payment-test-kit';
import { balanceOf, expectMoneyInvariants, memberClient } from '../../../test/kits/world';
import type { TestClient } from '../../../test/test-client';
import { reconcileRecharges } from './recharge-service';

/**
 * WeChat Pay (API v3, public-key mode) and Alipay against their fake servers (test/fakes), which check the
 * merchant's request signatures, answer as the real gateways do (replies signed) and deliver notifications
 * signed — and for WeChat encrypted — retrying until accepted. Runs on SQLite and PostgreSQL.
 */
let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp();
});
afterAll(async () => {
  await expectMoneyInvariants(t.database.db);
  await t.close();
});

interface RechargeData {
  rechargeId: string;
  payUrl: string;
  payMode: 'qr' | 'redirect';
  qrCode: string | null;
  yuanPrice: number;
  status: string;
}

async function newRecharge(client: TestClient, channel: 'wechat' | 'alipay', device: 'pc' | 'phone', amount = 10_000) {
  const res = await client.post<RechargeData>('/api/user/webRecharge', { form: { channel, amount, device } });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

const statusOf = async (client: TestClient, rechargeId: string) =>
  (await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId } })).body.data.status;

const ledgerOf = (userId: number) =>
  t.database.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const openAlerts = (kind: string, subject?: string) => {
  let q = t.database.db
    .selectFrom('payment_alerts')
    .selectAll()
    .where('kind', '=', kind as never)
    .where('resolved_at', 'is', null);
  if (subject !== undefined) q = q.where('subject', '=', subject);
  return q.execute();
};

/** Opens a redirect payment as the payer's browser would: our pay page, then the provider's cashier. */
async function followPayUrl(client: TestClient, payUrl: string): Promise<string> {
  const res = await client.get(payUrl);
  expect(res.status).toBe(303);
  return String(res.response.headers.location);
}

describe('WeChat Pay', () => {
  it('desktop: a native order whose code_url is the QR; paying credits once, the credit naming the transaction', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc');
    expect(recharge.payMode).toBe('qr');
    expect(recharge.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const trade = t.wechat.trades.get(recharge.rechargeId);
    expect(trade).toMatchObject({ kind: 'native', total: 48_200, notifyUrl: 'https://daigou.test/api/pay/notify/wechat' });

    expect(await t.wechat.pay(recharge.rechargeId)).toBe(true);
    expect(t.wechat.deliveries.filter((d) => d.outTradeNo === recharge.rechargeId).map((d) => d.status)).toEqual([204]);
    expect(await statusOf(client, recharge.rechargeId)).toBe('paid');
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
    const [entry] = await ledgerOf(userId);
    expect(entry).toMatchObject({ kind: 'topup', amount: 10_000, external_ref: `wechat:${trade?.transactionId}` });
    const records = await client.get<{ list: Array<{ externalRef: string | null }> }>('/api/user/GetOrderRecord', {
      query: { type: 'money' },
    });
    expect(records.body.data.list[0].externalRef).toBe(`wechat:${trade?.transactionId}`);
    // The same notification again (a duplicate, or the payer's page reloaded) changes nothing.
    expect((await t.wechat.sendOnce(recharge.rechargeId)).status).toBe(204);
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
  });

  it('phone: an H5 order; our pay page sends the browser to h5_url, which returns to the success screen', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'phone', 2_000);
    expect(recharge.payMode).toBe('redirect');
    expect(recharge.qrCode).toBeNull();
    const h5 = new URL(await followPayUrl(client, recharge.payUrl));
    expect(h5.origin).toBe(new URL(t.wechat.baseUrl).origin);
    const back = h5.searchParams.get('redirect_url') ?? '';
    expect(back).toBe(`https://daigou.test/pay/return/wechat?rechargeId=${recharge.rechargeId}`);
    expect(t.wechat.trades.get(recharge.rechargeId)?.kind).toBe('h5');

    // The payer confirms on WeChat's H5 page and is sent back.
    const confirm = await fetch(`${t.wechat.baseUrl}pay/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ prepay_id: h5.searchParams.get('prepay_id') ?? '', redirect_url: back }),
      redirect: 'manual',
    });
    expect(confirm.headers.get('location')).toBe(back);
    const returned = await client.get(new URL(back).pathname + new URL(back).search);
    expect(returned.response.headers.location).toBe(`/#/charge/success?rechargeId=${recharge.rechargeId}`);
    await t.wechat.waitFor(() => t.wechat.deliveries.find((d) => d.outTradeNo === recharge.rechargeId && d.status === 204));
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
  });

  it('refuses a notification whose signature, serial, timestamp, merchant or amount is wrong: nothing credited, an alert each', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc');
    const trade = t.wechat.trades.get(recharge.rechargeId);
    if (!trade) throw new Error('no trade');
    trade.state = 'SUCCESS';
    trade.successTime = t.clock.now();
    const cases = [
      { tamper: { signature: true }, alert: 'bad_signature' },
      { tamper: { serial: 'PUB_KEY_ID_0000000000' }, alert: 'bad_signature' },
      { tamper: { apiV3Key: 'x'.repeat(32) }, alert: 'bad_signature' },
      { tamper: { timestamp: Math.floor(t.clock.now() / 1000) - 600 }, alert: 'stale' },
      { tamper: { mchid: '1900000000' }, alert: 'account_mismatch' },
      { tamper: { appid: 'wx0000000000000000' }, alert: 'account_mismatch' },
      { tamper: { total: 1 }, alert: 'amount_mismatch' },
    ] as const;
    for (const { tamper, alert } of cases) {
      const reply = await t.wechat.sendOnce(recharge.rechargeId, tamper);
      expect(reply.status, JSON.stringify(tamper)).toBe(400);
      expect(JSON.parse(reply.body)).toMatchObject({ code: 'FAIL' });
      expect((await openAlerts(alert)).length, alert).toBeGreaterThan(0);
    }
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    expect(await statusOf(client, recharge.rechargeId)).toBe('pending');
    const [amount] = await openAlerts('amount_mismatch', recharge.rechargeId);
    expect(JSON.parse(amount.details)).toMatchObject({ expectedFen: 48_200, gotFen: 1 });

    // Staff see them on the dashboard and resolve one with a note.
    const staff = (await memberClient(t, undefined, 'operator')).client;
    const dashboard = await staff.get<{ paymentAlerts: number }>('/api/admin/dashboard');
    expect(dashboard.body.data.paymentAlerts).toBeGreaterThanOrEqual(4);
    const list = await staff.get<{ list: Array<{ id: number; kind: string }>; open: number }>('/api/admin/payment-alerts');
    expect(list.body.data.open).toBe(dashboard.body.data.paymentAlerts);
    const resolved = await staff.post('/api/admin/payment-alerts/resolve', {
      json: { id: list.body.data.list[0].id, note: '已核对，非本店通知' },
    });
    expect(resolved.body.code).toBe(0);
    expect((await staff.get<{ paymentAlerts: number }>('/api/admin/dashboard')).body.data.paymentAlerts).toBe(
      dashboard.body.data.paymentAlerts - 1,
    );
    // The genuine notification still credits.
    expect((await t.wechat.sendOnce(recharge.rechargeId)).status).toBe(204);
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
  });

  it('retries until the merchant answers 2xx; the credit happens once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 3_000);
    // The first two attempts never reach the server (network), the third does.
    const trade = t.wechat.trades.get(recharge.rechargeId);
    if (!trade) throw new Error('no trade');
    const goodUrl = trade.notifyUrl;
    trade.notifyUrl = 'https://daigou.test/api/pay/notify/nowhere';
    const paying = t.wechat.pay(recharge.rechargeId);
    await t.wechat.waitFor(() => t.wechat.deliveries.filter((d) => d.outTradeNo === recharge.rechargeId).length >= 2);
    trade.notifyUrl = goodUrl;
    expect(await paying).toBe(true);
    const attempts = t.wechat.deliveries.filter((d) => d.outTradeNo === recharge.rechargeId);
    expect(attempts.at(-1)?.status).toBe(204);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.slice(0, -1).every((d) => d.status >= 400)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
  });

  it('credits on a verified notification even while the query still says NOTPAY, and reconciliation adds nothing', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 1_000);
    const trade = t.wechat.trades.get(recharge.rechargeId);
    if (!trade) throw new Error('no trade');
    trade.queryLags = true;
    expect(await t.wechat.pay(recharge.rechargeId)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(1_000);
    trade.queryLags = false;
    t.clock.advance(2 * 60_000);
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(await balanceOf(t.database.db, userId)).toBe(1_000);
  });

  it('a payment whose notification never comes is credited by reconciliation; an unpaid one is closed at expiry', async () => {
    const { client, userId } = await memberClient(t);
    const paid = await newRecharge(client, 'wechat', 'pc', 4_000);
    const unpaid = await newRecharge(client, 'wechat', 'phone', 5_000);
    await t.wechat.pay(paid.rechargeId, { notify: false });
    t.clock.advance(2 * 60_000);
    const first = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(first.credited).toBeGreaterThanOrEqual(1);
    expect(await statusOf(client, paid.rechargeId)).toBe('paid');
    expect(await balanceOf(t.database.db, userId)).toBe(4_000);
    expect(await statusOf(client, unpaid.rechargeId)).toBe('pending');

    t.clock.advance(31 * 60_000);
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(t.wechat.trades.get(unpaid.rechargeId)?.state).toBe('CLOSED');
    expect(await statusOf(client, unpaid.rechargeId)).toBe('expired');
    // Closed at WeChat Pay: the payer can no longer pay it, and our pay page no longer sends anyone there.
    expect(await t.wechat.pay(unpaid.rechargeId)).toBe(false);
    expect(await followPayUrl(client, unpaid.payUrl)).toBe(`/#/charge/success?rechargeId=${unpaid.rechargeId}`);
  });

  it("checks the gateway's reply signatures: a forged reply creates no payment and reconciles nothing", async () => {
    const { client, userId } = await memberClient(t);
    const pending = await newRecharge(client, 'wechat', 'pc', 6_000);
    await t.wechat.pay(pending.rechargeId, { notify: false });
    t.wechat.forgeReplies = true;
    try {
      const refused = await client.post<RechargeData>('/api/user/webRecharge', { form: { channel: 'wechat', amount: 1000 } });
      expect(refused.body.code).not.toBe(0);
      expect(refused.body.msg).toContain('微信支付暂时无法下单');
      t.clock.advance(2 * 60_000);
      const result = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
      expect(result.failed).toBeGreaterThanOrEqual(1);
      expect(await statusOf(client, pending.rechargeId)).toBe('pending');
      expect(await balanceOf(t.database.db, userId)).toBe(0);
    } finally {
      t.wechat.forgeReplies = false;
    }
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(await balanceOf(t.database.db, userId)).toBe(6_000);
  });

  it('100 concurrent identical notifications credit once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 7_000);
    const trade = t.wechat.trades.get(recharge.rechargeId);
    if (!trade) throw new Error('no trade');
    trade.state = 'SUCCESS';
    trade.successTime = t.clock.now();
    const notification = t.wechat.notification(trade);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/pay/notify/wechat',
          headers: notification.headers,
          payload: notification.body,
        }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 204)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(7_000);
    expect((await ledgerOf(userId)).filter((e) => e.kind === 'topup')).toHaveLength(1);
  });
});

describe('Alipay', () => {
  it('desktop: page pay at the cashier, notification verified, `success` after the credit', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'alipay', 'pc');
    expect(recharge.payMode).toBe('redirect');
    const cashier = await followPayUrl(client, recharge.payUrl);
    expect(cashier.startsWith(t.alipay.gateway)).toBe(true);
    expect(new URL(cashier).searchParams.get('method')).toBe('alipay.trade.page.pay');
    const html = await t.alipay.openCashier(cashier);
    expect(html).toContain('485.00');
    expect(t.alipay.refusedRequests).toEqual([]);
    const trade = t.alipay.trades.get(recharge.rechargeId);
    expect(trade).toMatchObject({ productCode: 'FAST_INSTANT_TRADE_PAY', returnUrl: 'https://daigou.test/pay/return/alipay' });

    // The payer pays; the cashier returns the browser to return_url with the trade's fields.
    const paid = await fetch(`${t.alipay.baseUrl}cashier/pay`, {
      method: 'POST',
      body: new URLSearchParams({ out_trade_no: recharge.rechargeId }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.searchParams.get('out_trade_no')).toBe(recharge.rechargeId);
    const returned = await client.get(`${back.pathname}${back.search}`);
    expect(returned.response.headers.location).toBe(`/#/charge/success?rechargeId=${recharge.rechargeId}`);
    await t.alipay.waitFor(() => t.alipay.deliveries.find((d) => d.outTradeNo === recharge.rechargeId && d.body === 'success'));
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
    const topup = (await ledgerOf(userId)).find((e) => e.kind === 'topup');
    expect(topup?.external_ref).toBe(`alipay:${trade?.tradeNo}`);
  });

  it('phone: wap pay', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'alipay', 'phone', 800);
    const cashier = await followPayUrl(client, recharge.payUrl);
    expect(new URL(cashier).searchParams.get('method')).toBe('alipay.trade.wap.pay');
    await t.alipay.openCashier(cashier);
    expect(t.alipay.trades.get(recharge.rechargeId)?.productCode).toBe('QUICK_WAP_WAY');
    expect(await t.alipay.pay(recharge.rechargeId)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(800);
  });

  it('refuses a wrong signature, app_id or total_amount (`fail`, an alert, nothing credited); a replay credits once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'alipay', 'pc', 2_000);
    await t.alipay.openCashier(await followPayUrl(client, recharge.payUrl));
    const trade = t.alipay.trades.get(recharge.rechargeId);
    if (!trade) throw new Error('no trade');
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = t.clock.now();
    for (const [tamper, alert] of [
      [{ signature: true }, 'bad_signature'],
      [{ appId: '2021000000000000' }, 'account_mismatch'],
      [{ totalFen: 1 }, 'amount_mismatch'],
    ] as const) {
      const reply = await t.alipay.sendOnce(recharge.rechargeId, tamper);
      expect(reply.body, JSON.stringify(tamper)).toBe('fail');
      expect((await openAlerts(alert)).length).toBeGreaterThan(0);
    }
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await t.alipay.sendOnce(recharge.rechargeId)).body).toBe('success');
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
  });

  it('a refund notification (partial: TRADE_SUCCESS with refund_fee; full: TRADE_CLOSED) never credits', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'alipay', 'pc', 3_000);
    await t.alipay.openCashier(await followPayUrl(client, recharge.payUrl));
    const refundFields = { refund_fee: '10.00', out_biz_no: 'R-unknown-1', gmt_refund: '2026-11-21 11:00:00' };
    // Before payment: a refund notification about the trade credits nothing.
    expect((await t.alipay.sendOnce(recharge.rechargeId, { tradeStatus: 'TRADE_SUCCESS', extra: refundFields })).body).toBe(
      'success',
    );
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    expect(await t.alipay.pay(recharge.rechargeId)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    const full = { ...refundFields, refund_fee: '145.50' };
    expect((await t.alipay.sendOnce(recharge.rechargeId, { tradeStatus: 'TRADE_CLOSED', extra: full })).body).toBe('success');
    expect((await t.alipay.sendOnce(recharge.rechargeId, { tradeStatus: 'TRADE_SUCCESS', extra: refundFields })).body).toBe(
      'success',
    );
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    expect(await statusOf(client, recharge.rechargeId)).toBe('paid');
  });

  it('reconciles: a paid trade without notification is credited; an unopened one expires; forged replies change nothing', async () => {
    const { client, userId } = await memberClient(t);
    const paid = await newRecharge(client, 'alipay', 'pc', 1_500);
    const never = await newRecharge(client, 'alipay', 'phone', 2_500);
    await t.alipay.openCashier(await followPayUrl(client, paid.payUrl));
    await t.alipay.pay(paid.rechargeId, { notify: false });
    t.clock.advance(2 * 60_000);
    t.alipay.forgeReplies = true;
    const forged = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(forged.failed).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    t.alipay.forgeReplies = false;
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(await balanceOf(t.database.db, userId)).toBe(1_500);
    t.clock.advance(31 * 60_000);
    await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(await statusOf(client, never.rechargeId)).toBe('expired');
  });
});
