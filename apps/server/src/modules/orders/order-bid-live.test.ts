import { type BidLive, minimumBid, type Order, type OrderInfo, type OrderList } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, operatorClient } from '../../../test/kits/staff-kit';
import { memberClient, topUp } from '../../../test/kits/world';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { runBiddingPass } from '../../jobs/bidding-engine';
import type { FakeUpstream } from '../../marketplace/yahoo/fake/fake-upstream';
import { itemPage } from '../../marketplace/yahoo/fake/fixture-pages';

/**
 * Live bid status on members' bid orders (decision 051): the order list and detail carry where the auction
 * stands now, from the local simulator's bidding engine or from Yahoo's item pages through the snapshot cache.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

async function listed(client: TestClient, orderId: number): Promise<Order> {
  const list = okData(await client.get<OrderList>('/api/order/list', { query: { type: 'all', limit: '50' } }));
  const order = list.list.find((o) => o.orderId === orderId);
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order;
}
const detail = async (client: TestClient, orderId: number) =>
  okData(await client.get<OrderInfo>('/api/order/info', { query: { orderId } })).order;
/** The list and the detail agree; answers the status. */
async function liveOf(client: TestClient, orderId: number): Promise<BidLive | null> {
  const [a, b] = await Promise.all([listed(client, orderId), detail(client, orderId)]);
  expect(b.bidLive).toEqual(a.bidLive);
  return a.bidLive;
}

async function createOrder(client: TestClient, form: Record<string, string | number>): Promise<number> {
  return okData(await client.post<{ orderId: number }>('/api/order/create', { form: { inspection: 0, ...form } })).orderId;
}
const pay = async (client: TestClient, orderId: number) => okData(await client.post('/api/order/pay', { form: { orderId } }));

describe('live bid status with the local simulator', () => {
  let t: TestApp;
  let member: TestClient;
  const used = new Set<string>();
  beforeAll(async () => {
    t = await createTestApp({ catalog: { size: 200, seed: 7 } });
    ({ client: member } = await memberClient(t));
    await topUp(member, 300_000);
  });
  afterAll(() => t.close());

  const pass = () => runBiddingPass({ db: t.database.db, marketplace: t.app.marketplace, now: t.clock.now() });
  const rivalBid = (itemId: string, maxBid: number) => t.app.marketplace.placeBid({ itemId, bidderRef: 'sim:rival', maxBid });
  async function openItem() {
    const rows = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('status', '=', 'OPEN')
      .where('buy_now_price', 'is', null)
      .where('end_time', '>', t.clock.now() + 3 * 3600_000)
      .where('current_price', '<', 20_000)
      .orderBy('item_id')
      .execute();
    const row = rows.find((r) => !used.has(r.item_id));
    if (!row) throw new Error('no open auction left');
    used.add(row.item_id);
    return row;
  }

  it('unpaid: the price now and the minimum; paid and bid: 领先; a rival maximum above ours: 已被超越; ended; settled: none', async () => {
    const item = await openItem();
    const maxBid = minimumBid(item.current_price) + 500;
    const orderId = await createOrder(member, { itemId: item.item_id, kind: 'bid', maxBid });

    expect(await liveOf(member, orderId)).toEqual({
      state: 'waiting',
      currentPrice: item.current_price,
      bids: item.bids,
      endTime: item.end_time,
      ourBid: null,
      minimumBid: minimumBid(item.current_price),
      raise: 'member',
      checkedAt: t.clock.now(),
    });

    await pay(member, orderId);
    expect((await pass()).bidsPlaced).toBeGreaterThanOrEqual(1);
    const leading = await liveOf(member, orderId);
    expect(leading).toMatchObject({ state: 'leading', ourBid: maxBid, raise: null });
    expect(leading?.currentPrice).toBeLessThanOrEqual(maxBid);

    // Another bidder's maximum passes ours: the price moves past our maximum and the lead is theirs.
    const rival = await rivalBid(item.item_id, maxBid + 2_000);
    expect(rival).toMatchObject({ accepted: true });
    const outbid = await liveOf(member, orderId);
    expect(outbid).toMatchObject({ state: 'outbid', ourBid: maxBid, raise: null, bids: (leading?.bids ?? 0) + 1 });
    expect(outbid?.currentPrice).toBeGreaterThan(maxBid);

    // Past the end (before the engine settles): ended; then settled as lost, no live status any more.
    const start = t.clock.now();
    t.clock.set(item.end_time + MINUTE);
    try {
      expect(await liveOf(member, orderId)).toMatchObject({ state: 'ended', minimumBid: null, raise: null });
      await pass();
      const settled = await detail(member, orderId);
      expect(settled.status).toBe(13);
      expect(settled.bidLive).toBeNull();
    } finally {
      t.clock.set(start);
    }
  });

  it('a maximum not placed yet that the price has passed is 已被超越 with 修改最高出价 offered; raising it makes it bid again', async () => {
    const item = await openItem();
    const maxBid = minimumBid(item.current_price);
    const orderId = await createOrder(member, { itemId: item.item_id, kind: 'bid', maxBid, snipeMinutes: 5 });
    await pay(member, orderId);
    await pass(); // a snipe: nothing is placed yet
    expect(await liveOf(member, orderId)).toMatchObject({ state: 'waiting', ourBid: null, raise: 'member' });

    await rivalBid(item.item_id, maxBid + 1_000);
    const passed = await liveOf(member, orderId);
    expect(passed).toMatchObject({ state: 'outbid', raise: 'member', ourBid: null });
    expect(passed?.minimumBid).toBeGreaterThan(maxBid);

    const raised = okData(
      await member.post<Order>('/api/order/editInfo', { form: { orderId, maxBid: String(passed?.minimumBid ?? 0) } }),
    );
    expect(raised.maxBid).toBe(passed?.minimumBid);
    expect(await liveOf(member, orderId)).toMatchObject({ state: 'waiting', raise: 'member' });
  });

  it('a buy-it-now order has no live status', async () => {
    const row = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('status', '=', 'OPEN')
      .where('buy_now_price', 'is not', null)
      .where('buy_now_price', '<', 50_000)
      .where('end_time', '>', t.clock.now() + 3600_000)
      .orderBy('item_id')
      .executeTakeFirstOrThrow();
    const orderId = await createOrder(member, { itemId: row.item_id, kind: 'buyout' });
    expect(await liveOf(member, orderId)).toBeNull();
  });
});

describe('live bid status with Yahoo! Auctions (staff bidding)', () => {
  let fake: FakeUpstream;
  let t: TestApp;
  let operator: TestClient;
  let member: TestClient;
  let nextItem = 1_400_000_001;

  beforeAll(async () => {
    ({ t, fake } = await createYahooTestApp());
    operator = await operatorClient(t);
    ({ client: member } = await memberClient(t));
    await topUp(member, 300_000);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const page = (itemId: string, price: number, bids: number, endsInMs: number) =>
    itemPage({ base: 'bid_only', itemId, now: t.clock.now(), endsInMs, price, bids });
  function stockItem(price = 1000, endsInMs = 2 * DAY): string {
    const itemId = `x${nextItem++}`;
    fake.setItem(itemId, page(itemId, price, 3, endsInMs));
    return itemId;
  }
  const itemReads = (itemId?: string) =>
    fake.requests.filter((r) => (itemId ? r.path === `/jp/auction/${itemId}` : r.path.startsWith('/jp/auction/'))).length;
  const moneySeqOf = async (orderId: number) =>
    Number(
      (await t.database.db.selectFrom('orders').select('money_seq').where('id', '=', orderId).executeTakeFirstOrThrow())
        .money_seq,
    );

  it('price and bids from the item page; leading / outbid from the bid staff recorded; reads reuse the snapshot cache', async () => {
    const itemId = stockItem(1000);
    const orderId = await createOrder(member, { itemId, kind: 'bid', maxBid: 5000 });
    await pay(member, orderId);
    expect(await liveOf(member, orderId)).toMatchObject({
      state: 'waiting',
      currentPrice: 1000,
      bids: 3,
      ourBid: null,
      minimumBid: 1100,
      raise: 'member',
    });

    const placed = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: await moneySeqOf(orderId), amount: 3000 },
    });
    expect(placed.body.code, placed.body.msg).toBe(0);
    expect(await liveOf(member, orderId)).toMatchObject({ state: 'leading', currentPrice: 1000, ourBid: 3000, raise: null });

    // Someone passes our ¥3,000 upstream. Within the snapshot's TTL reads use the cache: no new upstream request.
    fake.setItem(itemId, page(itemId, 3500, 6, 2 * DAY - 5 * MINUTE));
    const before = itemReads(itemId);
    for (let i = 0; i < 5; i++) expect((await listed(member, orderId)).bidLive?.state).toBe('leading');
    expect(itemReads(itemId)).toBe(before);

    // Past the TTL the page is read again, once for the poll: 已被超越, and staff may still raise up to ¥5,000.
    t.clock.advance(11 * MINUTE);
    const outbid = await liveOf(member, orderId);
    expect(outbid).toMatchObject({ state: 'outbid', currentPrice: 3500, bids: 6, ourBid: 3000, raise: 'staff' });
    expect(outbid?.checkedAt).toBe(t.clock.now());
    expect(itemReads(itemId)).toBe(before + 1);

    // Staff raise to the member's maximum: leading again at the same price.
    const raised = await operator.post('/api/admin/bid-tasks/placed', {
      form: { orderId, moneySeq: await moneySeqOf(orderId), amount: 5000 },
    });
    expect(raised.body.code, raised.body.msg).toBe(0);
    expect(await liveOf(member, orderId)).toMatchObject({ state: 'leading', ourBid: 5000, raise: null });
  });

  it('one read refreshes at most three stale items, soonest end first; the others show their snapshot', async () => {
    // A member of their own: only these five orders are in the list.
    const { client: buyer } = await memberClient(t);
    const ids = [5, 4, 3, 2, 1].map((d) => stockItem(2000, d * DAY));
    const orders: number[] = [];
    for (const itemId of ids) orders.push(await createOrder(buyer, { itemId, kind: 'bid', maxBid: 9000 }));
    for (const itemId of ids) fake.setItem(itemId, page(itemId, 2500, 4, 1 * DAY));
    t.clock.advance(11 * MINUTE);

    const before = itemReads();
    const list = okData(await buyer.get<OrderList>('/api/order/list', { query: { type: 'all', limit: '50' } }));
    expect(itemReads() - before).toBe(3);
    const price = (orderId: number) => list.list.find((o) => o.orderId === orderId)?.bidLive?.currentPrice;
    // Ending soonest (the last three stocked) were read again; the two ending later still show ¥2,000.
    expect(orders.map(price)).toEqual([2000, 2000, 2500, 2500, 2500]);
    // The next poll reads the rest.
    okData(await buyer.get<OrderList>('/api/order/list', { query: { type: 'all', limit: '50' } }));
    expect(itemReads() - before).toBe(5);
  });

  it('upstream down: the order reads still answer, the status says 状态暂不可用 (unavailable), never an error', async () => {
    const itemId = stockItem(1200);
    const orderId = await createOrder(member, { itemId, kind: 'bid', maxBid: 4000 });
    t.clock.advance(11 * MINUTE);
    fake.setOutage({ status: 503 });
    try {
      const down = await liveOf(member, orderId);
      expect(down).toEqual({
        state: 'unavailable',
        currentPrice: null,
        bids: null,
        endTime: expect.any(Number),
        ourBid: null,
        minimumBid: null,
        raise: null,
        checkedAt: null,
      });
      const info = await member.get<OrderInfo>('/api/order/info', { query: { orderId } });
      expect(info.status).toBe(200);
      expect(info.body.code).toBe(0);
    } finally {
      fake.setOutage(null);
    }
  });
});
