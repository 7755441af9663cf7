import { LOGIN_LIMITS, loginLimitMessage, minimumBid, type Recharge } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoneyInvariants } from '../money-invariants';
import { ClusterClient } from './cluster-client';
import { type Cluster, startCluster } from './cluster-harness';

let cluster: Cluster;
let A: string;
let B: string;
let LB: string;
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set up once both instances are up: a member with a favourite ending within the hour (for the reminder). */
const reminder = { member: new ClusterClient(), itemId: '', userId: 0, since: 0 };

beforeAll(async () => {
  cluster = await startCluster({ catalogSize: 300 });
  LB = cluster.lb;
  [A, B] = cluster.instances;
}, 200_000);
afterAll(async () => {
  await cluster?.stop();
});

async function register(client: ClusterClient, account: string) {
  const form = { account, password: 'abc12345', confirm: 'abc12345', name: account };
  const reply = await client.post(LB, '/api/user/register', { form });
  expect(reply.body.code, reply.body.msg).toBe(0);
  const row = await cluster.database.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/** Tops a member up through the sandbox provider (the pay page's confirm, through the load balancer). */
async function topUp(client: ClusterClient, amount: number) {
  const recharge = await client.post<Recharge>(LB, '/api/user/webRecharge', { form: { channel: 'alipay', amount } });
  expect(recharge.body.code, recharge.body.msg).toBe(0);
  return recharge.body.data;
}

describe('two instances behind a load balancer behave as one store (decision 019)', () => {
  it('both instances, started together on a fresh database, come up; the load balancer spreads calls over both', async () => {
    for (const base of [A, B]) expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const accounts = await cluster.database.db.selectFrom('users').select('account').orderBy('account').execute();
    expect(accounts.map((a) => a.account)).toEqual(['admin', 'demo']);
    const servedBy = [];
    for (let i = 0; i < 6; i++) servedBy.push((await fetch(`${LB}/api/index/rate`)).headers.get('x-served-by'));
    expect(new Set(servedBy)).toEqual(new Set(['instance1', 'instance2']));

    // The favourite the reminder test checks at the end, once the reminder job has run.
    const soon = await cluster.database.db
      .selectFrom('items')
      .select('item_id')
      .where('status', '=', 'OPEN')
      .where('end_time', '>', Date.now() + 10 * MINUTE)
      .where('end_time', '<', Date.now() + 50 * MINUTE)
      .orderBy('end_time')
      .executeTakeFirstOrThrow();
    reminder.itemId = soon.item_id;
    reminder.userId = await register(reminder.member, 'reminded');
    reminder.since = Date.now();
    const added = await reminder.member.post(LB, '/api/collect/add', { form: { itemId: soon.item_id } });
    expect(added.body.code, added.body.msg).toBe(0);
  });

  it('a session made on one instance works on the other; logging out on one ends it on both', async () => {
    const browser = new ClusterClient();
    await browser.login(A, 'demo', 'demo12345');
    for (const base of [A, B, LB, LB]) {
      const info = await browser.get<{ CustomAccount: string }>(base, '/api/user/balance');
      expect(info.status, base).toBe(200);
      expect(info.body.data.CustomAccount).toBe('demo');
    }
    expect((await browser.post(B, '/api/user/logout')).body.code).toBe(0);
    browser.cookies.delete('daigou_sid');
    expect((await new ClusterClient().get(A, '/api/user/balance')).status).toBe(401);
  });

  it('a rate changed in the console on one instance is served by the other within 2 s', async () => {
    const operator = new ClusterClient();
    await operator.login(LB, 'admin', 'admin12345');
    expect((await operator.get<{ WechatRate: number }>(B, '/api/index/rate')).body.data.WechatRate).toBe(0.0482);
    const changed = await operator.post(A, '/api/admin/settings/rates', { json: { WechatRate: 0.0511, AliRate: 0.0512 } });
    expect(changed.body.code, changed.body.msg).toBe(0);
    const started = Date.now();
    let served = 0;
    while (Date.now() - started < 5_000) {
      served = (await operator.get<{ WechatRate: number }>(B, '/api/index/rate')).body.data.WechatRate;
      if (served === 0.0511) break;
      await sleep(50);
    }
    expect(served).toBe(0.0511);
    // Display caches live at most 2 s; the margin is one poll and its request.
    expect(Date.now() - started).toBeLessThanOrEqual(2_000 + 250);
  });

  it('failed logins are one count: ten failures across both instances lock the account on both', async () => {
    await register(new ClusterClient(), 'target');
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      const base = i % 2 ? A : B;
      const reply = await new ClusterClient().post(base, '/api/user/login', {
        form: { account: 'target', password: `wrong${i}` },
      });
      expect(reply.body.msg).toBe('账号或密码错误');
    }
    for (const base of [A, B, LB]) {
      const reply = await new ClusterClient().post(base, '/api/user/login', {
        form: { account: 'target', password: 'abc12345' },
      });
      expect(reply.body.msg, base).toBe(loginLimitMessage(15));
    }
  });

  it('rate limits are one count: x-ratelimit-remaining falls across both instances, and the limit holds across them', async () => {
    // Directly to each instance, posing as one client address behind the (trusted) proxy.
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const client = new ClusterClient();
    const remaining: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await client.post(i % 2 ? B : A, '/api/user/login', { form: {}, headers });
      expect(reply.status).toBe(400);
      expect(reply.headers.get('x-ratelimit-limit')).toBe('30');
      remaining.push(Number(reply.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual([29, 28, 27, 26, 25, 24]);
    for (let i = 6; i < 30; i++) await client.post(i % 2 ? B : A, '/api/user/login', { form: {}, headers });
    for (const base of [A, B]) {
      const refused = await client.post(base, '/api/user/login', { form: { account: 'demo', password: 'demo12345' }, headers });
      expect(refused.status, base).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, msg: expect.stringMatching(/^操作过于频繁，请 \d+ (秒|分钟)后再试$/) });
    }
    // Through the load balancer too: the general ceiling counts calls served by either instance as one.
    const general: Array<[string | null, number]> = [];
    for (let i = 0; i < 4; i++) {
      const reply = await client.get(LB, '/api/index/rate');
      general.push([reply.servedBy, Number(reply.headers.get('x-ratelimit-remaining'))]);
    }
    expect(new Set(general.map(([by]) => by)).size).toBe(2);
    const counts = general.map(([, left]) => left);
    expect(counts).toEqual([counts[0], counts[0]! - 1, counts[0]! - 2, counts[0]! - 3]);
  });

  it('a sandbox payment confirmation replayed 20× across both instances credits once', async () => {
    const member = new ClusterClient();
    const userId = await register(member, 'payer');
    const recharge = await topUp(member, 12_345);
    const confirm = `/pay/sandbox/${recharge.rechargeId}/confirm`;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => member.post(i % 2 ? A : B, confirm, { form: {} })));
    for (const reply of replies) expect([303, 200]).toContain(reply.status);
    const credits = await cluster.database.db
      .selectFrom('ledger_entries')
      .select(['amount'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'topup')
      .execute();
    expect(credits.map((c) => Number(c.amount))).toEqual([12_345]);
    const balance = await member.get<{ balance: number }>(B, '/api/user/balance');
    expect(balance.body.data.balance).toBe(12_345);
  });

  it('pay/edit race across both instances: every order holds exactly what its status and amounts say (issue 11 §1)', async () => {
    const member = new ClusterClient();
    const userId = await register(member, 'racer');
    const recharge = await topUp(member, 3_000_000);
    expect((await member.post(A, `/pay/sandbox/${recharge.rechargeId}/confirm`, { form: {} })).status).toBe(303);
    const items = await cluster.database.db
      .selectFrom('items')
      .select(['item_id', 'current_price'])
      .where('status', '=', 'OPEN')
      .where('buy_now_price', 'is', null)
      .where('end_time', '>', Date.now() + 2 * 24 * 60 * MINUTE)
      .where('current_price', '<', 30_000)
      .orderBy('id')
      .limit(30)
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(20);
    const orders: Array<{ orderId: number; maxBid: number }> = [];
    for (const item of items) {
      const maxBid = minimumBid(Number(item.current_price)) + 2_000;
      const created = await member.post<{ orderId: number }>(LB, '/api/order/create', {
        form: { itemId: item.item_id, kind: 'bid', maxBid },
      });
      expect(created.body.code, created.body.msg).toBe(0);
      orders.push({ orderId: created.body.data.orderId, maxBid });
    }
    // Each order paid on one instance while its maximum is raised on the other, all at once.
    await Promise.all(
      orders.flatMap(({ orderId, maxBid }, i) => [
        member.post(i % 2 ? A : B, '/api/order/pay', { form: { orderId } }),
        member.post(i % 2 ? B : A, '/api/order/editInfo', { form: { orderId, maxBid: maxBid + 5_000 } }),
      ]),
    );
    // The per-order invariant (decision 017) and the per-member one, as after every money test.
    await expectMoneyInvariants(cluster.database.db);
    const statuses = await cluster.database.db.selectFrom('orders').select('status').where('user_id', '=', userId).execute();
    expect(statuses.filter((o) => o.status === 3).length, 'orders paid').toBeGreaterThan(0);
  });

  it('jobs run once across instances: the ending-soon reminder is sent once, and bidding passes are not doubled', async () => {
    const db = cluster.database.db;
    const runsOf = async (name: string) => db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirst();
    const before = Number((await runsOf('bidding'))?.runs ?? 0);
    const from = Date.now();
    // Wait for a reminder pass that started after the favourite was added (every 60 s).
    let ran = false;
    while (Date.now() - reminder.since < 130_000) {
      const run = await runsOf('auction-ending');
      const startedAfter = run && Number(run.started_at) > reminder.since && run.finished_at !== null;
      if (startedAfter) {
        ran = true;
        break;
      }
      await sleep(1_000);
    }
    expect(ran, 'a reminder pass ran').toBe(true);
    const messages = await db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('user_id', '=', reminder.userId)
      .where('title', '=', '收藏的商品即将结束拍卖')
      .execute();
    expect(messages).toHaveLength(1);
    const reminded = await db.selectFrom('auction_reminders').selectAll().where('user_id', '=', reminder.userId).execute();
    expect(reminded.map((r) => r.item_id)).toEqual([reminder.itemId]);
    // The bidding pass is due every 2 s: with both instances running it, twice as many passes would be counted.
    await sleep(Math.max(0, 10_000 - (Date.now() - from)));
    const elapsed = Date.now() - from;
    const passes = Number((await runsOf('bidding'))?.runs ?? 0) - before;
    expect(passes).toBeGreaterThan(0);
    expect(passes).toBeLessThanOrEqual(Math.ceil(elapsed / 1_800) + 1);
  });
});
