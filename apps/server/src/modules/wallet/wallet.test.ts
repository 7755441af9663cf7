import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectMoneyInvariants, memberClient, sandboxOf, topUp } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SANDBOX_NOTIFY_PATH } from '../../payments/sandbox-provider';
import { signFields } from '../../payments/sandbox-signature';
import { reconcileRecharges, yuanFenFor } from './recharge-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface RechargeData {
  rechargeId: string;
  yuanPrice: number;
  rate: number;
  payUrl: string;
  status: string;
  amount: number;
}

async function newRecharge(client: Awaited<ReturnType<typeof memberClient>>['client'], amount = 10_000, channel = 'wechat') {
  const res = await client.post<RechargeData>('/api/user/webRecharge', { form: { channel, amount } });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** Marks the provider's payment paid without delivering the notification, then builds the signed fields. */
async function paidNotification(rechargeId: string) {
  const sandbox = sandboxOf(t);
  await t.database.db
    .updateTable('sandbox_payments')
    .set({ status: 'paid', paid_at: t.clock.now() })
    .where('out_trade_no', '=', rechargeId)
    .execute();
  const payment = await sandbox.getPayment(rechargeId);
  if (!payment) throw new Error('no payment');
  return sandbox.notificationFields(payment);
}

function notify(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('top-up price', () => {
  it('is ceil(amount × rate × 100) fen at the channel rate, with the rate kept', async () => {
    expect(yuanFenFor(10_000, 0.0482)).toBe(48_200);
    expect(yuanFenFor(333, 0.0485)).toBe(1616); // 16.1505 yuan → 16.16
    const { client } = await memberClient(t);
    const wechat = await newRecharge(client, 10_000, 'wechat');
    expect(wechat).toMatchObject({ yuanPrice: 482, rate: 0.0482, status: 'pending', amount: 10_000 });
    expect(wechat.payUrl).toBe(`/pay/sandbox/${wechat.rechargeId}`);
    const alipay = await newRecharge(client, 10_000, 'alipay');
    expect(alipay).toMatchObject({ yuanPrice: 485, rate: 0.0485 });
  });

  it('refuses a bad channel or amount with a 400', async () => {
    const { client } = await memberClient(t);
    for (const form of [
      { channel: 'paypal', amount: 1000 },
      { channel: 'wechat', amount: 10 },
      { channel: 'wechat', amount: 1.5 },
    ]) {
      const res = await client.post('/api/user/webRecharge', { form });
      expect(res.status).toBe(400);
    }
  });
});

describe('the sandbox provider', () => {
  it('serves a Chinese payment page with a QR code and no script, and a confirm that credits through the notification', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 20_000, 'alipay');
    const page = await client.get(recharge.payUrl);
    expect(page.status).toBe(200);
    expect(page.response.headers['content-type']).toContain('text/html');
    const html = page.response.body;
    // 20,000 日元 at Alipay's 0.0485: 970 元, in the shared format (decision 052).
    expect(html).toContain('确认支付 970 元');
    expect(html).toContain('<svg');
    expect(html).toContain('确认支付');
    expect(html).not.toMatch(/<script/i);
    expect(String(page.response.headers['content-security-policy'])).toContain("script-src 'self'");

    // A plain HTML form post: the token in the `_csrf` field, the Origin header set by the browser.
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    expect(html).toContain(`value="${token}"`);
    const confirm = await client.post(`${recharge.payUrl}/confirm`, {
      form: { _csrf: token },
      withoutCsrf: true,
      headers: { origin: 'http://localhost' },
    });
    expect(confirm.status).toBe(303);
    expect(confirm.response.headers.location).toBe(`/#/charge/success?rechargeId=${recharge.rechargeId}`);

    const status = await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(status.body.data.status).toBe('paid');
    expect(await balanceOf(t.database.db, userId)).toBe(20_000);
    const messages = await client.get<{ list: Array<{ title: string }> }>('/api/order/msgList');
    expect(messages.body.data.list.map((m) => m.title)).toContain('充值成功');
    const again = await client.post(`${recharge.payUrl}/confirm`, { form: {} });
    expect(again.status).toBe(303);
    expect(await balanceOf(t.database.db, userId)).toBe(20_000);
  });

  it('refuses a confirm posted from another origin', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client);
    await client.get(recharge.payUrl);
    const res = await client.post(`${recharge.payUrl}/confirm`, {
      form: { _csrf: client.cookies.get('XSRF-TOKEN') },
      withoutCsrf: true,
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('cancel closes the payment and the top-up', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client);
    const res = await client.post(`${recharge.payUrl}/cancel`, { form: {} });
    expect(res.status).toBe(303);
    const status = await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(status.body.data.status).toBe('cancelled');
    const confirm = await client.post(`${recharge.payUrl}/confirm`, { form: {} });
    expect(confirm.status).toBe(200);
    expect(confirm.response.body).toContain('交易已关闭');
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('answers 404 for an unknown payment', async () => {
    const res = await t.client().get('/pay/sandbox/Rnotarealid0000');
    expect(res.status).toBe(404);
    expect(res.response.body).toContain('支付单不存在');
  });
});

describe('notifications', () => {
  it('100 concurrent identical notifications credit once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 12_345);
    const fields = await paidNotification(recharge.rechargeId);
    const replies = await Promise.all(Array.from({ length: 100 }, () => notify(fields)));
    expect(replies.every((r) => r.statusCode === 200 && r.body === 'success')).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(12_345);
    const entries = await t.database.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'topup', amount: 12_345, balance_after: 12_345 });
    const messages = await t.database.db.selectFrom('messages').select('id').where('user_id', '=', userId).execute();
    expect(messages).toHaveLength(1);
    await expectMoneyInvariants(t.database.db);
  });

  it('a notification with a bad signature or a wrong amount credits nothing', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 10_000);
    const fields = await paidNotification(recharge.rechargeId);
    const secret = await sandboxOf(t).secret();

    const tampered = { ...fields, sign: fields.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    const unsigned = { ...fields, sign: '' };
    const wrongType = { ...fields, sign_type: 'NONE' };
    const otherKey = { ...fields, sign: signFields(fields, 'not-the-secret') };
    // Amount changed without re-signing: the signature no longer matches.
    const inflated = { ...fields, total_amount: '4820.00' };
    // Correctly signed, but not what the top-up costs: refused on the amount.
    const resign = (f: Record<string, string>) => ({ ...f, sign: signFields(f, secret) });
    const wrongAmount = resign({ ...fields, total_amount: '1.00' });
    const garbageAmount = resign({ ...fields, total_amount: '482.001' });

    for (const bad of [tampered, unsigned, wrongType, otherKey, inflated, wrongAmount, garbageAmount]) {
      const reply = await notify(bad);
      expect(reply.body).toBe('fail');
    }
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    const status = await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(status.body.data.status).toBe('pending');
    expect(await t.database.db.selectFrom('ledger_entries').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);

    expect((await notify(fields)).body).toBe('success');
    expect(await balanceOf(t.database.db, userId)).toBe(10_000);
  });
});

describe('expiry and reconciliation', () => {
  it('expires an unpaid top-up and closes the payment so it can no longer be paid', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client);
    t.clock.advance(31 * 60_000);
    const result = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const status = await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(status.body.data.status).toBe('expired');
    const confirm = await client.post(`${recharge.payUrl}/confirm`, { form: {} });
    expect(confirm.response.body).toContain('交易已关闭');
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('credits a paid top-up whose notification never arrived, once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 7_000);
    await paidNotification(recharge.rechargeId); // paid at the provider; the notification is lost
    t.clock.advance(2 * 60_000);
    const first = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(first.credited).toBe(1);
    const second = await reconcileRecharges(t.database.db, t.app.payments, t.clock.now());
    expect(second.credited).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(7_000);
  });

  it('credits a late notification for a top-up that was paid at the provider', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 3_000);
    const fields = await paidNotification(recharge.rechargeId);
    await t.database.db
      .updateTable('recharges')
      .set({ status: 'expired' })
      .where('recharge_no', '=', recharge.rechargeId)
      .execute();
    expect((await notify(fields)).body).toBe('success');
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    await expectMoneyInvariants(t.database.db);
  });
});

describe('records and access', () => {
  it("GetOrderRecord lists the member's own money movements, filterable and paged", async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 1_000);
    await topUp(client, 2_000);
    await topUp(client, 3_000);
    const page1 = await client.get<{ list: Array<{ amount: number; kind: string; balanceAfter: number }>; total: number }>(
      '/api/user/GetOrderRecord',
      { query: { type: 'money', page: 1, limit: 2 } },
    );
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list.map((r) => r.amount)).toEqual([3_000, 2_000]);
    expect(page1.body.data.list[0]).toMatchObject({ kind: 'topup', balanceAfter: 6_000 });
    const page2 = await client.get<{ list: unknown[] }>('/api/user/GetOrderRecord', {
      query: { type: 'all', page: 2, limit: 2 },
    });
    expect(page2.body.data.list).toHaveLength(1);
    const orders = await client.get<{ total: number }>('/api/user/GetOrderRecord', { query: { type: 'order' } });
    expect(orders.body.data.total).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(6_000);
  });

  it("another member's top-ups can be neither read nor changed; no session is 401", async () => {
    const owner = await memberClient(t);
    const other = await memberClient(t);
    await topUp(owner.client, 5_000);
    const recharge = await newRecharge(owner.client, 8_000);
    const read = await other.client.get('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(read.status).toBe(404);
    const records = await other.client.get<{ total: number }>('/api/user/GetOrderRecord');
    expect(records.body.data.total).toBe(0);
    const anonymous = t.client();
    expect((await anonymous.get('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } })).status).toBe(401);
    expect((await anonymous.get('/api/user/GetOrderRecord')).status).toBe(401);
    expect((await anonymous.post('/api/user/webRecharge', { form: { channel: 'wechat', amount: 1000 } })).status).toBe(401);
    expect(await balanceOf(t.database.db, owner.userId)).toBe(5_000);
  });
});

describe('over the network', () => {
  it('when the server listens, confirm sends the signed notification over HTTP to the notify endpoint', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 4_000);
    const confirm = await client.post(`${recharge.payUrl}/confirm`, { form: {} });
    expect(confirm.status).toBe(303);
    expect(await balanceOf(t.database.db, userId)).toBe(4_000);
  });
});
