import { minimumBid } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { raceOnLockedRows } from '../../../test/kits/lock-race';
import { balanceOf, fund, insertTestOrder, memberClient } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { moneyTransaction } from '../wallet/group-commit';
import { expectedHold } from './order-money';
import { findOrder } from './order-repository';
import { settleWon } from './order-settlement';

/**
 * Issue 11's critical race, as an attacker runs it: `pay` and an edit of the amounts (`editInfo` raising the
 * maximum, `editInspectionState` switching inspection on) sent at the same moment for an unpaid order. On
 * PostgreSQL (`npm run test:pg`) the requests really run in parallel on separate connections. Whatever order
 * they commit in, the order must never hold less than its amounts say, and settlement — by staff or by the
 * bidding engine — must give back only what the ledger holds.
 */
const PAIRS = 50;
const RAISE = 1_000_000;
/** Pairs raced at once on PostgreSQL: their waiting calls hold 2 × WAVE of the pool's 20 connections. */
const WAVE = 6;

let t: TestApp;
let operator: TestClient;
let items: Array<{ item_id: string; current_price: number; end_time: number }>;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 400, seed: 11 } });
  ({ client: operator } = await memberClient(t, 'racedesk', 'operator'));
  items = await t.database.db
    .selectFrom('items')
    .select(['item_id', 'current_price', 'end_time'])
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now() + 86_400_000)
    .where('current_price', '<', 50_000)
    .orderBy('item_id')
    .limit(2 * PAIRS)
    .execute();
  expect(items.length).toBe(2 * PAIRS);
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

interface Racer {
  client: TestClient;
  userId: number;
  orderId: number;
  maxBid: number;
  funds: number;
}

type Answer = { status: number; body: { code: number; msg: string } };
type Call = (r: Racer) => Promise<Answer>;

const pay: Call = (r) => r.client.post('/api/order/pay', { form: { orderId: r.orderId } });

/** Sessions of this test database blocked on a lock. */
/** Pay and the edit of each pair, both having read the unpaid order before either writes it (test/kits/lock-race.ts). */
const race = (racers: Racer[], edit: Call): Promise<Array<[Answer, Answer]>> =>
  raceOnLockedRows(t, { table: 'orders', idOf: (r) => r.orderId, racers, pay, edit, wave: WAVE });

/** On PostgreSQL, where the race is forced, exactly one call of each pair succeeds; never a 5xx anywhere. */
function expectOneWinnerPerPair(answers: Array<[Answer, Answer]>) {
  for (const pair of answers) {
    for (const a of pair) expect(a.status, a.body.msg).toBeLessThan(500);
    if (t.database.dialect === 'postgres') {
      expect(
        pair.filter((a) => a.body.code === 0),
        pair.map((a) => a.body.msg).join(' / '),
      ).toHaveLength(1);
      const loser = pair.find((a) => a.body.code !== 0);
      expect(['订单已变化，请刷新后重试', '该订单当前不能付款', '该订单已付款']).toContain(loser?.body.msg);
    }
  }
}

/** A member with an unpaid bid order on an open item, funded for exactly the order as created plus ¥1,000. */
async function racer(item: (typeof items)[number], inspection = 0): Promise<Racer> {
  const { client, userId } = await memberClient(t);
  const maxBid = minimumBid(Number(item.current_price)) + 1000;
  const orderId = await insertTestOrder(t.database.db, userId, {
    itemId: item.item_id,
    maxBid,
    inspection,
    endTime: Number(item.end_time),
    now: t.clock.now(),
  });
  const funds = maxBid + 300 + 1000;
  await fund(t.database.db, userId, funds, t.clock.now(), `race:${orderId}`);
  return { client, userId, orderId, maxBid, funds };
}

/** Settles every paid order at the maximum it was created with: even ones by staff, odd ones by the engine. */
async function settleAll(racers: Racer[]) {
  for (const [i, r] of racers.entries()) {
    const order = await findOrder(t.database.db, r.orderId);
    if (order?.status !== 3) continue;
    if (i % 2 === 0) {
      const res = await operator.post('/api/admin/order/purchase', { json: { orderId: r.orderId, finalPrice: r.maxBid } });
      expect(res.body.code, res.body.msg).toBe(0);
    } else {
      await moneyTransaction(t.database.db, (trx) => settleWon(trx, r.orderId, r.maxBid, '竞拍成功', t.clock.now()));
    }
  }
}

/** No member ends with more than they put in, and each holds exactly what their order says. */
async function expectNoMoneyMinted(racers: Racer[]) {
  for (const r of racers) {
    const order = await findOrder(t.database.db, r.orderId);
    if (!order) throw new Error('order vanished');
    const balance = await balanceOf(t.database.db, r.userId);
    expect(balance, `member of order ${r.orderId}`).toBeLessThanOrEqual(r.funds);
    expect(balance, `member of order ${r.orderId}`).toBe(r.funds - expectedHold(order));
  }
}

describe('the pay/edit race (issue 11, regression)', () => {
  it(`${PAIRS} concurrent pay + maxBid raises: settlement by staff and by the engine refunds only what was held`, async () => {
    const racers = await Promise.all(items.slice(0, PAIRS).map((item) => racer(item)));
    const answers = await race(racers, (r) =>
      r.client.post('/api/order/editInfo', { form: { orderId: r.orderId, maxBid: r.maxBid + RAISE } }),
    );
    expectOneWinnerPerPair(answers);
    const paid = await t.database.db
      .selectFrom('orders')
      .select(['id', 'max_bid'])
      .where(
        'id',
        'in',
        racers.map((r) => r.orderId),
      )
      .where('status', '=', 3)
      .execute();
    // A paid order holds its maximum as paid: a raise that lost the race was refused, one that won was charged.
    for (const row of paid) expect(Number(row.max_bid)).toBeLessThan(RAISE);

    await expectMoneyInvariants(t.database.db);
    await settleAll(racers);
    await expectNoMoneyMinted(racers);
  });

  it(`${PAIRS} concurrent pay + inspection switched on, then off after payment: the fee comes back only if it was charged`, async () => {
    const racers = await Promise.all(items.slice(PAIRS, 2 * PAIRS).map((item) => racer(item)));
    const answers = await race(racers, (r) =>
      r.client.post('/api/order/editInspectionState', { form: { orderId: r.orderId, inspection: 1 } }),
    );
    expectOneWinnerPerPair(answers);
    await expectMoneyInvariants(t.database.db);

    await Promise.all(
      racers.map((r) => r.client.post('/api/order/editInspectionState', { form: { orderId: r.orderId, inspection: 0 } })),
    );
    await expectMoneyInvariants(t.database.db);
    await settleAll(racers);
    await expectNoMoneyMinted(racers);
  });
});
