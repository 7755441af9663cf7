import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp } from '../../../test/fakes/payment-test-kit';
import { balanceOf, expectMoneyInvariants, memberClient } from '../../../test/kits/world';
import type { TestClient } from '../../../test/test-client';
import { RECHARGE_INTERVAL_MS } from '../../jobs/background-jobs';
import { runJobOnce } from '../../jobs/job-runner';
import { runRechargePass } from '../../jobs/recharge-reconciliation';
import { lastCheckPoint, reconcileRecharges } from './recharge-service';

/**
 * Issue 25, item 9 (decision 069): nobody waits on a silent provider for long, and a lost notification is
 * credited within seconds. WeChat Pay and Alipay fakes told to hold their answers; SQLite and PostgreSQL.
 */
let t: PaymentTestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createPaymentTestApp();
  staff = (await memberClient(t, 'pw_staff', 'operator')).client;
});
afterAll(async () => {
  await expectMoneyInvariants(t.database.db);
  await t.close();
});

interface RechargeData {
  rechargeId: string;
  status: string;
}

async function newRecharge(client: TestClient, channel: 'wechat' | 'alipay', device: 'pc' | 'phone', amount = 1_000) {
  const res = await client.post<RechargeData>('/api/user/webRecharge', { form: { channel, amount, device } });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

const rechargeRow = (userId: number) =>
  t.database.db.selectFrom('recharges').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();

const queriesOf = (rechargeId: string) =>
  t.wechat.requests.filter((r) => r === `GET /v3/pay/transactions/out-trade-no/${rechargeId}`).length;

describe('a member creating a payment', () => {
  it('a silent WeChat Pay gateway: the H5 order answers within about 3 s, in Chinese; the top-up is not left payable', async () => {
    const { client, userId } = await memberClient(t);
    t.wechat.holdRepliesMs = Number.POSITIVE_INFINITY;
    try {
      const started = Date.now();
      const res = await client.post('/api/user/webRecharge', { form: { channel: 'wechat', amount: 1_000, device: 'phone' } });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(2_500);
      expect(took).toBeLessThan(6_000);
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toBe('微信支付暂时无法下单，请稍后再试或选择其他支付方式');
    } finally {
      t.wechat.holdRepliesMs = 0;
    }
    const row = await rechargeRow(userId);
    expect(row.status).toBe('cancelled');
    expect(row.pay_url).toBeNull();
    expect(await balanceOf(t.database.db, userId)).toBe(0);
  });

  it('an order the gateway took after the member was answered, and paid after all, is still credited once', async () => {
    const { client, userId } = await memberClient(t);
    // The gateway answers after 4 s: the member was told after 3 s; the order exists at WeChat Pay.
    t.wechat.holdRepliesMs = 4_000;
    try {
      const res = await client.post('/api/user/webRecharge', { form: { channel: 'wechat', amount: 2_000, device: 'pc' } });
      expect(res.body.msg).toContain('微信支付暂时无法下单');
    } finally {
      t.wechat.holdRepliesMs = 0;
    }
    const row = await rechargeRow(userId);
    expect(row.status).toBe('cancelled');
    await t.wechat.waitFor(() => t.wechat.trades.get(row.recharge_no), 5_000);
    // Paid there (say the provider's page was reached some other way): the notification credits it.
    expect(await t.wechat.pay(row.recharge_no)).toBe(true);
    expect((await rechargeRow(userId)).status).toBe('paid');
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
    expect((await t.wechat.sendOnce(row.recharge_no)).status).toBe(204);
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
  });
});

describe('a lost notification', () => {
  it('fresh top-ups are asked about at 5 s, 10 s, 15 s … after creation, then less often', () => {
    expect([0, 4_999].map(lastCheckPoint)).toEqual([null, null]);
    expect([5_000, 9_999, 10_000, 15_000, 179_999].map(lastCheckPoint)).toEqual([5_000, 5_000, 10_000, 15_000, 175_000]);
    expect([180_000, 194_999, 195_000, 599_999].map(lastCheckPoint)).toEqual([180_000, 180_000, 195_000, 585_000]);
    expect([600_000, 659_999, 660_000].map(lastCheckPoint)).toEqual([600_000, 600_000, 660_000]);
  });

  it('is credited by the job within seconds of the payment, asking the provider once per check point', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 3_000);
    const pass = () => runRechargePass({ db: t.database.db, payments: t.app.payments, now: t.clock.now() });
    t.clock.advance(3_000);
    await pass();
    expect(queriesOf(recharge.rechargeId)).toBe(0);
    t.clock.advance(2_000);
    // 5 s: asked; not paid yet.
    await pass();
    expect(queriesOf(recharge.rechargeId)).toBe(1);
    t.clock.advance(2_500);
    await pass();
    expect(queriesOf(recharge.rechargeId)).toBe(1);
    // Paid at 8 s; the notification is lost.
    await t.wechat.pay(recharge.rechargeId, { notify: false });
    t.clock.advance(2_500);
    // 10 s: asked again and credited, 2 s after the payment.
    const result = await pass();
    expect(result.credited).toBe(1);
    expect(queriesOf(recharge.rechargeId)).toBe(2);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
    const status = await client.get<RechargeData>('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.rechargeId } });
    expect(status.body.data.status).toBe('paid');
    // Paid: never asked about again; a late notification changes nothing.
    t.clock.advance(5_000);
    await pass();
    expect(queriesOf(recharge.rechargeId)).toBe(2);
    expect((await t.wechat.sendOnce(recharge.rechargeId)).status).toBe(204);
    expect(await balanceOf(t.database.db, userId)).toBe(3_000);
  });

  it('runs once across two job runners at once (PostgreSQL: the job lock; the credit is guarded anyway)', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 4_000);
    await t.wechat.pay(recharge.rechargeId, { notify: false });
    // Two instances' timers fire at once (the job has not run through runJobOnce in this file before).
    t.clock.advance(5_000);
    const job = {
      name: 'recharges' as const,
      intervalMs: RECHARGE_INTERVAL_MS,
      pass: () => reconcileRecharges(t.database.db, t.app.payments, t.clock.now()),
    };
    const outcomes = await Promise.all([
      runJobOnce(t.database.db, t.database.dialect, job, 'instance-a'),
      runJobOnce(t.database.db, t.database.dialect, job, 'instance-b'),
    ]);
    expect(outcomes).toContain('ran');
    if (t.database.dialect === 'postgres') expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(await balanceOf(t.database.db, userId)).toBe(4_000);
    const credits = await t.database.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'topup')
      .execute();
    expect(credits).toHaveLength(1);
  });
});

describe('staff ask the provider from the console (向支付渠道查询)', () => {
  interface Check {
    providerState: string;
    outcome: string;
    status: string;
  }
  const check = (rechargeId: string) => staff.post<Check>('/api/admin/recharges/check', { json: { rechargeId } });

  it('not paid: says so and changes nothing; paid with the notification lost: credits at once, once', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 5_000);
    const unpaid = await check(recharge.rechargeId);
    expect(unpaid.body.code, unpaid.body.msg).toBe(0);
    expect(unpaid.body.data).toEqual({ providerState: 'pending', outcome: 'not_paid', status: 'pending' });
    expect(unpaid.body.msg).toBe('支付渠道尚未收款');

    await t.wechat.pay(recharge.rechargeId, { notify: false });
    // Staff ask twice at once while the lost notification arrives after all: one credit.
    const [a, b, notified] = await Promise.all([
      check(recharge.rechargeId),
      check(recharge.rechargeId),
      t.wechat.sendOnce(recharge.rechargeId),
    ]);
    expect(notified.status).toBe(204);
    expect([a.body.data.outcome, b.body.data.outcome]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(credited|already_paid)$/)]),
    );
    expect(a.body.data.status).toBe('paid');
    expect(b.body.data.status).toBe('paid');
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
    const again = await check(recharge.rechargeId);
    expect(again.body.data).toEqual({ providerState: 'paid', outcome: 'already_paid', status: 'paid' });
    expect(await balanceOf(t.database.db, userId)).toBe(5_000);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'recharge.check')
      .where('target_id', '=', recharge.rechargeId)
      .execute();
    expect(audit).toHaveLength(4);
  });

  it('an Alipay top-up paid without a notification is credited by the check', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'alipay', 'pc', 1_500);
    const page = await client.get(`/pay/alipay/${recharge.rechargeId}`);
    await t.alipay.openCashier(String(page.response.headers.location));
    await t.alipay.pay(recharge.rechargeId, { notify: false });
    const res = await check(recharge.rechargeId);
    expect(res.body.data).toEqual({ providerState: 'paid', outcome: 'credited', status: 'paid' });
    expect(res.body.msg).toBe('支付渠道已收款，已为会员入账');
    expect(await balanceOf(t.database.db, userId)).toBe(1_500);
  });

  it('a silent provider: answered within about 3 s, in Chinese, nothing changed; members and visitors are refused', async () => {
    const { client, userId } = await memberClient(t);
    const recharge = await newRecharge(client, 'wechat', 'pc', 1_000);
    t.wechat.holdRepliesMs = Number.POSITIVE_INFINITY;
    try {
      const started = Date.now();
      const res = await check(recharge.rechargeId);
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toBe('支付渠道暂时没有响应，请稍后再查询');
    } finally {
      t.wechat.holdRepliesMs = 0;
    }
    expect((await rechargeRow(userId)).status).toBe('pending');
    expect((await client.post('/api/admin/recharges/check', { json: { rechargeId: recharge.rechargeId } })).status).toBe(403);
    expect((await check('Rnot-a-top-up')).status).toBe(400);
    expect((await check('Rnotatopup')).body.msg).toBe('充值记录不存在');
  });
});
