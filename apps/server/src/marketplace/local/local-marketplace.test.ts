import { ITEM_ID_PATTERN, minimumBid } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DbHandle } from '../../db/database';
import { runAuctionSimulationTick } from '../../jobs/auction-simulation';
import { ManualClock } from '../../lib/clock';
import { buildCatalog } from './catalog-builder';
import { countOpenItems } from './item-repository';
import { LocalMarketplace } from './local-marketplace';

let database: DbHandle;
let clock: ManualClock;
let market: LocalMarketplace;
const SIZE = 400;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new ManualClock();
  await buildCatalog(database, { size: SIZE, seed: 7, now: clock.now(), sellers: 300 });
  market = new LocalMarketplace(database.db, clock);
});
afterAll(() => database.close());

/** An open item nobody has bid on here, with or without buy-it-now, ending later than `after` ms from now. */
async function openAuction(after = 60 * 60 * 1000, withBuyNow = false) {
  const row = await database.db
    .selectFrom('items')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('end_time', '>', clock.now() + after)
    .where('buy_now_price', withBuyNow ? 'is not' : 'is', null)
    .where('leader_ref', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('generated catalogue', () => {
  it('is deterministic for a seed and has the documented shape', async () => {
    const rows = await database.db.selectFrom('items').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(SIZE);
    for (const r of rows) {
      expect(r.item_id).toMatch(ITEM_ID_PATTERN);
      expect(r.end_time).toBeGreaterThan(clock.now());
      expect(r.start_time).toBeLessThanOrEqual(clock.now());
      expect(r.image_count).toBeGreaterThanOrEqual(1);
      expect(r.image_count).toBeLessThanOrEqual(10);
      expect(r.current_price).toBeGreaterThanOrEqual(r.start_price);
      if (r.buy_now_price !== null) expect(r.buy_now_price).toBeGreaterThanOrEqual(r.current_price);
    }
    const again = await createTestDatabase();
    try {
      await buildCatalog(again, { size: 50, seed: 7, now: clock.now(), sellers: 300 });
      const second = await again.db.selectFrom('items').select(['item_id', 'title', 'current_price']).orderBy('id').execute();
      expect(second).toEqual(
        rows.slice(0, 50).map((r) => ({ item_id: r.item_id, title: r.title, current_price: r.current_price })),
      );
    } finally {
      await again.close();
    }
  });

  it('has about 200 categories in 3 levels, about 300 brands and sellers with histories', async () => {
    const categories = await market.listCategories();
    expect(categories.length).toBeGreaterThan(180);
    expect(new Set(categories.map((c) => c.depth))).toEqual(new Set([1, 2, 3]));
    expect((await market.listBrands()).length).toBeGreaterThan(280);
    const seller = await database.db.selectFrom('sellers').selectAll().executeTakeFirstOrThrow();
    expect(seller.registered_at).toBeLessThan(clock.now());
  });
});

describe('LocalMarketplace (order side)', () => {
  it('reports an item and refuses unknown ones', async () => {
    const row = await openAuction();
    const item = await market.getItem(row.item_id);
    expect(item).toMatchObject({ itemId: row.item_id, status: 'OPEN', currentPrice: row.current_price });
    expect(await market.getItem('x9999999')).toBeNull();
    expect(await market.placeBid({ itemId: 'x9999999', bidderRef: 'order:1', maxBid: 1000 })).toMatchObject({
      reason: 'not_found',
    });
  });

  it('runs proxy bidding and settles the auction at its end', async () => {
    const row = await openAuction();
    const low = await market.placeBid({ itemId: row.item_id, bidderRef: 'order:1', maxBid: row.current_price });
    if (row.bids > 0) expect(low).toMatchObject({ accepted: false, reason: 'too_low' });
    const first = await market.placeBid({
      itemId: row.item_id,
      bidderRef: 'order:1',
      maxBid: minimumBid(row.current_price) + 5_000,
    });
    expect(first).toMatchObject({ accepted: true, leading: true });
    const rival = await market.placeBid({
      itemId: row.item_id,
      bidderRef: 'order:2',
      maxBid: minimumBid(row.current_price) + 20_000,
    });
    expect(rival).toMatchObject({ accepted: true, leading: true });
    expect(await market.getAuctionResult(row.item_id, 'order:1')).toMatchObject({ ended: false, leading: false });
    expect(await market.getAuctionResult(row.item_id, 'order:2')).toMatchObject({ ended: false, leading: true });

    clock.set(row.end_time + 1);
    const item = await market.getItem(row.item_id);
    expect(item?.status).toBe('CLOSED');
    const won = await market.getAuctionResult(row.item_id, 'order:2');
    expect(won).toMatchObject({ ended: true, won: true, finalPrice: rival.accepted ? rival.currentPrice : -1 });
    expect(await market.getAuctionResult(row.item_id, 'order:1')).toMatchObject({ ended: true, won: false });
    expect(await market.placeBid({ itemId: row.item_id, bidderRef: 'order:3', maxBid: 10_000_000 })).toMatchObject({
      accepted: false,
      reason: 'not_open',
    });
  });

  it('buys out at the buy-it-now price once', async () => {
    const row = await openAuction(60 * 60 * 1000, true);
    const bought = await market.buyout({ itemId: row.item_id, buyerRef: 'order:10' });
    expect(bought).toEqual({ bought: true, price: row.buy_now_price });
    expect(await market.buyout({ itemId: row.item_id, buyerRef: 'order:11' })).toEqual({ bought: false, reason: 'not_open' });
    expect(await market.getAuctionResult(row.item_id, 'order:10')).toEqual({
      ended: true,
      won: true,
      finalPrice: row.buy_now_price,
    });
    const plain = await openAuction();
    expect(await market.buyout({ itemId: plain.item_id, buyerRef: 'order:12' })).toEqual({ bought: false, reason: 'no_buy_now' });
  });

  it('keeps a consistent state under concurrent bids', async () => {
    const row = await openAuction();
    const base = minimumBid(row.current_price);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        market.placeBid({ itemId: row.item_id, bidderRef: `order:c${i}`, maxBid: base + i * 1_000 }),
      ),
    );
    const after = await database.db.selectFrom('items').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const accepted = results.filter((r) => r.accepted).length;
    expect(after.bids).toBe(row.bids + accepted);
    const bids = await database.db.selectFrom('item_bids').selectAll().where('item_id', '=', row.item_id).execute();
    expect(bids).toHaveLength(accepted);
    const top = Math.max(...bids.map((b) => b.max_bid));
    expect(after.leader_max).toBe(top);
    expect(after.current_price).toBeLessThanOrEqual(top);
  });
});

describe('auction simulation', () => {
  it('closes ended auctions, bids on open ones and lists new ones to keep the size', async () => {
    const before = await countOpenItems(database.db, clock.now());
    clock.advance(24 * 60 * 60 * 1000);
    const result = await runAuctionSimulationTick(database.db, market, clock, { targetSize: SIZE, bidShare: 0.05 });
    expect(result.closed).toBeGreaterThan(0);
    expect(result.simulatedBids).toBeGreaterThan(0);
    expect(result.listed).toBeGreaterThan(0);
    const open = await countOpenItems(database.db, clock.now());
    expect(open).toBe(SIZE);
    expect(before).toBeLessThanOrEqual(SIZE);
    const closedRow = await database.db
      .selectFrom('items')
      .selectAll()
      .where('end_time', '<=', clock.now())
      .executeTakeFirstOrThrow();
    expect(closedRow.status).toBe('CLOSED');
    const fresh = await database.db.selectFrom('items').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(fresh.item_id).toMatch(ITEM_ID_PATTERN);
    expect(fresh.end_time).toBeGreaterThan(clock.now());
  });

  it('is deterministic for the same state and time', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      const t = new ManualClock();
      for (const h of [a, b]) await buildCatalog(h, { size: 60, seed: 3, now: t.now(), sellers: 50 });
      t.advance(30 * 60 * 60 * 1000);
      for (const h of [a, b])
        await runAuctionSimulationTick(h.db, new LocalMarketplace(h.db, t), t, { targetSize: 60, bidShare: 0.2 });
      const rows = async (h: DbHandle) =>
        h.db.selectFrom('items').select(['item_id', 'current_price', 'bids', 'status']).orderBy('id').execute();
      expect(await rows(a)).toEqual(await rows(b));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
