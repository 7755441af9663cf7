import { type BidTask, type BidTaskList, formatYen } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, demoMemberClient, okData, operatorClient, userIdOf } from '../../../test/kits/staff-kit';
import { topUp } from '../../../test/kits/world';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { runBiddingPass } from '../../jobs/bidding-engine';
import type { FakeUpstream } from '../../marketplace/yahoo/fake/fake-upstream';
import { itemPage } from '../../marketplace/yahoo/fake/fixture-pages';
import { netChargedForOrders, sumLedgerForUser } from '../wallet/ledger-repository';

/**
 * Staff bidding (decision 035) with MARKETPLACE=yahoo against the fake upstream: a paid order becomes a task;
 * staff record the bid, outbid, won or lost; settlement refunds from the ledger; every record is audited.
 */

let fake: FakeUpstream;
let t: TestApp;
let operator: TestClient;
let member: TestClient;
let demoId: number;
const DAY = 86_400_000;
let nextItem = 1_300_000_001;

beforeAll(async () => {
  ({ t, fake } = await createYahooTestApp());
  [operator, member] = await Promise.all([operatorClient(t), demoMemberClient(t)]);
  demoId = await userIdOf(t, 'demo');
  await topUp(member, 500_000);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A real item page (bid only, current price ¥1,000) under a new id, ending in `endsInMs`. */
function stockItem(options: { price?: number; endsInMs?: number; buyNow?: number | null } = {}): string {
  const itemId = `x${nextItem++}`;
  fake.setItem(
    itemId,
    itemPage({
      base: options.buyNow ? 'buyout' : 'bid_only',
      itemId,
      now: t.clock.now(),
      endsInMs: options.endsInMs ?? 2 * DAY,
      price: options.price ?? 1000,
      buyNow: options.buyNow ?? null,
    }),
  );
  return itemId;
}

async function paidOrder(form: Record<string, string | number>): Promise<number> {
  const { orderId } = okData(await member.post<{ orderId: number }>('/api/order/create', { form: { inspection: 0, ...form } }));
  okData(await member.post('/api/order/pay', { form: { orderId } }));
  return orderId;
}

const tasks = async (query: Record<string, string> = {}) =>
  okData(await operator.get<BidTaskList>('/api/admin/bid-tasks', { query: { limit: '100', ...query } }));
const taskOf = async (orderId: number) => {
  const task = (await tasks()).list.find((x) => x.orderId === orderId);
  if (!task) throw new Error(`no task for order ${orderId}`);
  return task;
};
const balance = async () => okData(await member.get<{ balance: number }>('/api/user/balance')).balance;
const memberOrder = async (orderId: number) =>
  okData(await member.get<{ order: { status: number; finalPrice: number | null } }>('/api/order/info', { query: { orderId } }))
    .order;
const held = async (orderId: number) => (await netChargedForOrders(t.database.db, [orderId])).get(orderId) ?? 0;

async function expectBooksBalance() {
  expect(await sumLedgerForUser(t.database.db, demoId)).toBe(await balance());
}

describe('staff bidding: the queue', () => {
  it('turns a paid order into a task (the engine does not bid), soonest end first, with the member’s maximum and the item page', async () => {
    const later = stockItem({ endsInMs: 3 * DAY });
    const sooner = stockItem({ endsInMs: DAY });
    const laterOrder = await paidOrder({ itemId: later, kind: 'bid', maxBid: 5000 });
    const soonerOrder = await paidOrder({ itemId: sooner, kind: 'bid', maxBid: 4000, snipeMinutes: 5 });

    const report = await runBiddingPass({ db: t.database.db, marketplace: t.app.marketplace, now: t.clock.now() });
    expect(report).toMatchObject({ bidsPlaced: 0, errors: 0 });

    const list = await tasks();
    expect(list.bidding).toBe('staff');
    const ids = list.list.map((x) => x.orderId);
    expect(ids.indexOf(soonerOrder)).toBeLessThan(ids.indexOf(laterOrder));
    const task = list.list.find((x) => x.orderId === soonerOrder);
    expect(task).toMatchObject({
      state: 'to_bid',
      kind: 'bid',
      itemId: sooner,
      maxBid: 4000,
      currentPrice: 1000,
      snipeMinutes: 5,
      actBy: task!.endTime - 5 * 60_000,
      bidAmount: null,
      account: 'demo',
      itemUrl: `${fake.url}/jp/auction/${sooner}`,
    });
    // The sniped one is not due yet; the other is due at once.
    expect(list.due).toBe(1);
    expect((await tasks({ state: 'to_bid' })).list.every((x) => x.state === 'to_bid')).toBe(true);

    // The console's 概览 shows the queue and the upstream.
    const dashboard = okData(
      await operator.get<{
        bidTasks: { open: number; due: number };
        upstream: { marketplace: string; breaker: { state: string } };
      }>('/api/admin/dashboard'),
    );
    expect(dashboard.bidTasks.open).toBe(list.total);
    expect(dashboard.upstream).toMatchObject({ marketplace: 'yahoo', breaker: { state: 'closed' } });
  });

  it('refuses a bid above the maximum, on an order changed since, and from members; changes nothing', async () => {
    const itemId = stockItem();
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 3000 });
    const task = await taskOf(orderId);

    const above = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: task.moneySeq, amount: 3100 },
    });
    expect(above.body).toMatchObject({ code: 1, msg: `出价不能高于会员的最高出价 ${formatYen(3000)}` });
    const stale = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: task.moneySeq + 1, amount: 2000 },
    });
    expect(stale.body.msg).toContain('会员刚修改了订单');
    const early = await operator.post('/api/admin/bid-tasks/won', {
      form: { orderId, moneySeq: task.moneySeq, finalPrice: 2000 },
    });
    expect(early.body.msg).toBe('请先录入出价，再录入竞拍结果');
    const byMember = await member.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: task.moneySeq, amount: 2000 },
    });
    expect(byMember.status).toBe(403);
    const bad = await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 'x' } });
    expect(bad.status).toBe(400);

    expect(await taskOf(orderId)).toEqual(task);
    expect(await auditOf(t, 'bid_task.placed')).not.toContainEqual(expect.objectContaining({ target_id: String(orderId) }));
  });
});

describe('staff bidding: outcomes settle through the order rules', () => {
  it('bid placed → won at a price: 已购买, the difference refunded once, audited; a second record changes nothing', async () => {
    const itemId = stockItem();
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 6000 });
    const paidBalance = await balance();
    const task = await taskOf(orderId);

    const placed = okData(
      await operator.post<BidTask>('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 6000 } }),
    );
    expect(placed).toMatchObject({ state: 'placed', bidAmount: 6000 });
    // A bid is out: the member can no longer cancel.
    expect((await member.post('/api/order/cancel', { form: { orderId } })).body.code).not.toBe(0);

    const above = await operator.post('/api/admin/bid-tasks/won', {
      form: { orderId, moneySeq: task.moneySeq, finalPrice: 6100 },
    });
    expect(above.body.msg).toBe(`成交价不能高于已出价 ${formatYen(6000)}`);

    const won = okData(
      await operator.post<{ status: number; refunded: number }>('/api/admin/bid-tasks/won', {
        form: { orderId, moneySeq: task.moneySeq, finalPrice: 4500 },
      }),
    );
    expect(won).toEqual({ orderId, status: 4, refunded: 1500 });
    expect(await memberOrder(orderId)).toMatchObject({ status: 4, finalPrice: 4500 });
    expect(await balance()).toBe(paidBalance + 1500);
    expect(await held(orderId)).toBe(4500 + 300);

    const again = await operator.post('/api/admin/bid-tasks/won', {
      form: { orderId, moneySeq: task.moneySeq, finalPrice: 4000 },
    });
    expect(again.body.msg).toBe('该任务已处理（订单已不在已付款待购买状态）');
    expect(await balance()).toBe(paidBalance + 1500);
    expect((await tasks()).list.map((x) => x.orderId)).not.toContain(orderId);

    const [audit] = await auditOf(t, 'bid_task.won');
    expect(audit).toMatchObject({ target_id: String(orderId) });
    expect(JSON.parse(audit.details)).toMatchObject({ finalPrice: 4500, bidAmount: 6000, refunded: 1500, to: 4 });
    await expectBooksBalance();
  });

  it('outbid tells the member; lost refunds everything; a raise must stay within the maximum', async () => {
    const itemId = stockItem();
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 5000 });
    const paidBalance = await balance();
    let task = await taskOf(orderId);
    okData(await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 3000 } }));
    const lower = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: task.moneySeq, amount: 3000 },
    });
    expect(lower.body.msg).toBe(`已出价 ${formatYen(3000)}，再次出价须高于此金额`);
    okData(await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 5000 } }));

    const tooLow = await operator.post('/api/admin/bid-tasks/outbid', {
      form: { orderId, moneySeq: task.moneySeq, currentPrice: 4000 },
    });
    expect(tooLow.body.code).toBe(1);
    const outbid = okData(
      await operator.post<BidTask>('/api/admin/bid-tasks/outbid', {
        form: { orderId, moneySeq: task.moneySeq, currentPrice: 5500 },
      }),
    );
    expect(outbid).toMatchObject({ state: 'outbid', currentPrice: 5500, bidAmount: 5000 });
    const messages = okData(
      await member.get<{ list: Array<{ title: string }> }>('/api/order/msgList', { query: { orderId, limit: 100 } }),
    );
    expect(messages.list.map((m) => m.title)).toContain(
      `订单 ${(await t.database.db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirst())?.order_no}：出价已被超过`,
    );

    task = await taskOf(orderId);
    const blank = await operator.post('/api/admin/bid-tasks/lost', { form: { orderId, moneySeq: task.moneySeq, reason: ' ' } });
    expect(blank.body.code).toBe(1);
    const lost = okData(
      await operator.post<{ status: number; refunded: number }>('/api/admin/bid-tasks/lost', {
        form: { orderId, moneySeq: task.moneySeq, reason: '竞拍未成功（出价被超过）' },
      }),
    );
    expect(lost).toEqual({ orderId, status: 13, refunded: 5300 });
    expect(await balance()).toBe(paidBalance + 5300);
    expect(await held(orderId)).toBe(0);
    expect(await auditOf(t, 'bid_task.outbid')).toContainEqual(expect.objectContaining({ target_id: String(orderId) }));
    await expectBooksBalance();
  });

  it('a buy-it-now order is a 待购买 task settled at the price paid upstream', async () => {
    const itemId = stockItem({ buyNow: 8000 });
    const orderId = await paidOrder({ itemId, kind: 'buyout' });
    const task = await taskOf(orderId);
    expect(task).toMatchObject({ state: 'to_buy', buyNowPrice: 8000, maxBid: null });
    const bid = await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 8000 } });
    expect(bid.body.msg).toBe('一口价订单无需出价，请直接录入购买结果');
    expect(
      okData(await operator.post('/api/admin/bid-tasks/won', { form: { orderId, moneySeq: task.moneySeq, finalPrice: 8000 } })),
    ).toEqual({ orderId, status: 4, refunded: 0 });
    await expectBooksBalance();
  });

  it('the member changing the maximum before the bid makes staff read the task again', async () => {
    const itemId = stockItem();
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 3000 });
    const task = await taskOf(orderId);
    okData(await member.post('/api/order/editInfo', { form: { orderId, maxBid: 4000, remark: '' } }));
    const stale = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: task.moneySeq, amount: 3500 },
    });
    expect(stale.body.msg).toContain('会员刚修改了订单');
    const fresh = await taskOf(orderId);
    expect(fresh.maxBid).toBe(4000);
    okData(await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: fresh.moneySeq, amount: 3500 } }));
  });

  it('two staff recording the win at once settle it once', async () => {
    const itemId = stockItem();
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 7000 });
    const paidBalance = await balance();
    const task = await taskOf(orderId);
    okData(await operator.post('/api/admin/bid-tasks/placed', { form: { orderId, moneySeq: task.moneySeq, amount: 7000 } }));
    const second = await operatorClient(t);
    const results = await Promise.all(
      [operator, second, operator, second].map((client, i) =>
        client.post<{ refunded: number }>('/api/admin/bid-tasks/won', {
          form: { orderId, moneySeq: task.moneySeq, finalPrice: 6000 - i * 100 },
        }),
      ),
    );
    const settled = results.filter((r) => r.body.code === 0);
    expect(settled).toHaveLength(1);
    for (const r of results) expect(r.status).toBe(200);
    const refund = 7000 - (await memberOrder(orderId)).finalPrice!;
    expect(settled[0].body.data.refunded).toBe(refund);
    expect(await balance()).toBe(paidBalance + refund);
    expect((await auditOf(t, 'bid_task.won')).filter((a) => a.target_id === String(orderId))).toHaveLength(1);
    await expectBooksBalance();
    // Every order of this file holds what its ledger says (decision 017).
    const check = okData(await operator.post<{ mismatchCount: number; ordersChecked: number }>('/api/admin/money/check'));
    expect(check.ordersChecked).toBeGreaterThanOrEqual(8);
    expect(check.mismatchCount).toBe(0);
  });
});

describe('staff bidding: reading the item page again', () => {
  it('refresh keeps the upstream price, end time and status on the task, through the snapshot TTL', async () => {
    const itemId = stockItem({ price: 1000, endsInMs: DAY });
    const orderId = await paidOrder({ itemId, kind: 'bid', maxBid: 9000 });
    const before = await taskOf(orderId);
    expect(before.checkedAt).toBeNull();

    t.clock.advance(11 * 60_000);
    fake.setItem(itemId, itemPage({ base: 'bid_only', itemId, now: t.clock.now(), endsInMs: DAY, price: 2400, buyNow: null }));
    const refreshed = okData(await operator.post<BidTask>('/api/admin/bid-tasks/refresh', { form: { orderId } }));
    expect(refreshed).toMatchObject({ currentPrice: 2400, upstreamStatus: 'OPEN', checkedAt: t.clock.now() });
    // Pages give end times to the second: the extended end is the new page's.
    expect(Math.abs(refreshed.endTime - (t.clock.now() + DAY))).toBeLessThan(1000);
    expect(refreshed.endTime).toBeGreaterThan(before.endTime);
    expect(await taskOf(orderId)).toMatchObject({ currentPrice: 2400, checkedAt: t.clock.now() });
  });

  it('/healthz carries the upstream’s state', async () => {
    const { body } = await t.client().get<unknown>('/healthz');
    expect(body).toMatchObject({ status: 'ok', upstream: { marketplace: 'yahoo', breaker: { state: 'closed' }, perSecond: 20 } });
  });
});

describe('staff bidding with the local simulator', () => {
  it('has no tasks (the engine bids) and refuses outcomes', async () => {
    const local = await createTestApp({ demoAccounts: true });
    try {
      const staff = await operatorClient(local);
      const list = okData(await staff.get<BidTaskList>('/api/admin/bid-tasks'));
      expect(list).toMatchObject({ bidding: 'automatic', list: [], total: 0, due: 0 });
      const refused = await staff.post('/api/admin/bid-tasks/placed', { form: { orderId: 1, moneySeq: 0, amount: 100 } });
      expect(refused.body.msg).toBe('本地模拟拍卖由系统自动出价，没有代拍任务');
      const dashboard = okData(await staff.get<{ bidTasks: unknown; upstream: unknown }>('/api/admin/dashboard'));
      expect(dashboard).toMatchObject({ bidTasks: null, upstream: null });
    } finally {
      await local.close();
    }
  });
});
