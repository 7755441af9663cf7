import type { BidHistory, ItemDetail, SearchResult } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberClient, okData, userIdOf } from '../../../test/kits/staff-kit';
import { insertTestOrder } from '../../../test/kits/world';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { maskedBidderName } from '../../marketplace/local/bidder-name';
import type { FakeUpstream } from '../../marketplace/yahoo/fake/fake-upstream';
import { bidHistoryPage, itemPage } from '../../marketplace/yahoo/fake/fixture-pages';
import { markOwnBids } from './bid-history-service';

/** GET /api/goods/bidHistory (issue 28 §3, decision 085) in both marketplace modes. */

const history = async (client: TestClient, itemId: string) =>
  okData(await client.get<BidHistory>('/api/goods/bidHistory', { query: { itemId } }));

describe('bid history on the local simulator', () => {
  let t: TestApp;
  let member: TestClient;
  let memberId: number;
  let itemId: string;
  let price: number;

  beforeAll(async () => {
    t = await createTestApp({ demoAccounts: true, catalog: { size: 60, seed: 8 } });
    member = await demoMemberClient(t);
    memberId = await userIdOf(t, 'demo');
    const r = await t.client().get<SearchResult>('/api/goods/search', { query: { sort: 'newest', limit: 30 } });
    const item = r.body.data.list.find(
      (i) => i.endTime > t.clock.now() + 86_400_000 && (i.buyNowPrice === null || i.buyNowPrice > i.currentPrice * 3),
    );
    if (!item) throw new Error('no item to bid on');
    itemId = item.itemId;
    price = item.currentPrice;
  });
  afterAll(() => t.close());

  it("lists the simulator's bids newest first, bidders masked, the member's own marked 我的出价", async () => {
    const orderId = await insertTestOrder(t.database.db, memberId, { itemId, status: 3, maxBid: price * 2, now: t.clock.now() });
    const market = t.app.marketplace;
    const first = okData(await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId } })).minimumBid;
    expect(await market.placeBid({ itemId, bidderRef: 'sim:4242', maxBid: first })).toMatchObject({ accepted: true });
    t.clock.advance(60_000);
    expect(await market.placeBid({ itemId, bidderRef: `order:${orderId}`, maxBid: price * 2 })).toMatchObject({ accepted: true });

    const seen = await history(member, itemId);
    expect(seen.entries).toHaveLength(2);
    const [own, other] = seen.entries;
    expect(own).toMatchObject({ mine: true, highest: true, bidder: maskedBidderName(`order:${orderId}`), time: t.clock.now() });
    expect(other).toMatchObject({ mine: false, highest: false, bidder: maskedBidderName('sim:4242') });
    expect(own.bidder).toMatch(/^[a-z]\*\*\*[a-z0-9]$/);
    // A maximum stays private: the line shows the price the bid made, not the member's maximum.
    expect(own.amount).toBeLessThan(price * 2);
    expect(own.amount).toBe(okData(await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId } })).currentPrice);
    expect(JSON.stringify(seen)).not.toContain('order:');

    // Another visitor sees the same lines, none of them theirs.
    const visitor = await history(t.client(), itemId);
    expect(visitor.entries.map((e) => e.bidder)).toEqual(seen.entries.map((e) => e.bidder));
    expect(visitor.entries.every((e) => !e.mine)).toBe(true);
  });

  it('answers 404 in Chinese for an item that does not exist', async () => {
    const r = await t.client().get<BidHistory>('/api/goods/bidHistory', { query: { itemId: 'x999999999' } });
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('商品不存在或已被删除');
  });
});

describe('bid history on Yahoo (fake upstream)', () => {
  let t: TestApp;
  let fake: FakeUpstream;
  let member: TestClient;
  let memberId: number;
  const itemId = 'x1400000001';

  beforeAll(async () => {
    ({ t, fake } = await createYahooTestApp());
    member = await demoMemberClient(t);
    memberId = await userIdOf(t, 'demo');
    fake.setItem(itemId, itemPage({ base: 'bid_only', itemId, now: t.clock.now(), price: 20305, bids: 7 }));
    fake.setBidHistory(itemId, bidHistoryPage(t.clock.now(), undefined, itemId));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("reads Yahoo's bid-history page through the upstream client and marks the bid staff recorded for the member", async () => {
    const orderId = await insertTestOrder(t.database.db, memberId, { itemId, status: 3, maxBid: 20000, now: t.clock.now() });
    await t.database.db.updateTable('orders').set({ bid_state: 'outbid', bid_amount: 20000 }).where('id', '=', orderId).execute();

    const seen = await history(member, itemId);
    expect(seen.bids).toBe(7);
    expect(seen.readAt).toBe(t.clock.now());
    expect(seen.entries.map((e) => [e.bidder, e.amount, e.highest, e.mine])).toEqual([
      ['ymb********', 20305, true, false],
      ['kei********', 20000, false, true],
      ['tok********', 15500, false, false],
    ]);
    // Japan time on the page without a year, read back to the instant: 40 minutes before the clock, to the minute.
    const newest = seen.entries[0].time ?? 0;
    expect(Math.abs(t.clock.now() - 40 * 60_000 - newest)).toBeLessThan(60_000);
    const reads = fake.requests.filter((r) => r.path === '/jp/show/bid_hist');
    expect(reads).toHaveLength(1);
    expect(reads[0].query.aID).toBe(itemId);

    // Within the item's TTL a second view reads nothing upstream.
    await history(t.client(), itemId);
    expect(fake.requests.filter((r) => r.path === '/jp/show/bid_hist')).toHaveLength(1);
  });

  it('reads the page again after the TTL; serves the last one read while Yahoo refuses', async () => {
    t.clock.advance(11 * 60_000);
    fake.setBidHistory(
      itemId,
      bidHistoryPage(
        t.clock.now(),
        [
          { bidder: 'new********', amount: 21000, agoMs: 60_000, highest: true },
          { bidder: 'ymb********', amount: 20305, agoMs: 20 * 60_000 },
        ],
        itemId,
      ),
    );
    expect((await history(t.client(), itemId)).entries.map((e) => e.bidder)).toEqual(['new********', 'ymb********']);

    t.clock.advance(11 * 60_000);
    fake.setOutage({ status: 503 });
    try {
      expect((await history(t.client(), itemId)).entries[0].bidder).toBe('new********');
    } finally {
      fake.setOutage(null);
    }
  });

  it("an item without bids reads no bid-history page; Yahoo's no-bids page reads as an empty list", async () => {
    const quiet = 'x1400000002';
    fake.setItem(quiet, itemPage({ base: 'bid_only', itemId: quiet, now: t.clock.now(), bids: 0 }));
    const before = fake.requests.filter((r) => r.path === '/jp/show/bid_hist').length;
    expect((await history(t.client(), quiet)).entries).toEqual([]);
    expect(fake.requests.filter((r) => r.path === '/jp/show/bid_hist')).toHaveLength(before);

    const cancelled = 'x1400000003';
    fake.setItem(cancelled, itemPage({ base: 'bid_only', itemId: cancelled, now: t.clock.now(), bids: 2 }));
    fake.setBidHistory(cancelled, bidHistoryPage(t.clock.now(), [], cancelled));
    expect((await history(t.client(), cancelled)).entries).toEqual([]);
  });

  it('a page in a shape never seen is an upstream error, not an empty history', async () => {
    const odd = 'x1400000004';
    fake.setItem(odd, itemPage({ base: 'bid_only', itemId: odd, now: t.clock.now(), bids: 3 }));
    fake.setBidHistory(odd, '<html><body><h1>入札履歴</h1><div>新しいデザイン</div></body></html>');
    const r = await t.client().get<BidHistory>('/api/goods/bidHistory', { query: { itemId: odd } });
    expect(r.status).toBeGreaterThanOrEqual(500);
  });
});

describe('markOwnBids on Yahoo lines', () => {
  const line = (amount: number, highest = false) => ({ bidder: 'abc********', bidderRef: null, amount, time: null, highest });

  it('a recorded bid above the price is the leader when no other line shows it', () => {
    expect(markOwnBids([line(5000, true), line(4800)], [{ id: 1, bid_amount: 9000 }])).toEqual([true, false]);
  });

  it('marks nothing without a recorded bid, and each recorded bid marks one line', () => {
    expect(markOwnBids([line(5000, true), line(4800)], [{ id: 1, bid_amount: null }])).toEqual([false, false]);
    expect(
      markOwnBids(
        [line(5000, true), line(4800)],
        [
          { id: 1, bid_amount: 4800 },
          { id: 2, bid_amount: 4800 },
        ],
      ),
    ).toEqual([false, true]);
  });
});
