import { bidIncrement, minimumBid } from '@daigou/contract';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { buildCategories, ItemFactory, type SellerPick } from '../marketplace/local/catalog-generator';
import { listSellerPicks } from '../marketplace/local/catalog-repository';
import {
  closeDueAuctions,
  countOpenItems,
  insertItems,
  maxItemSeq,
  openItemsEndingSoon,
  openItemsFrom,
  purgeOldClosedItems,
} from '../marketplace/local/item-repository';
import { mixSeed, mulberry32 } from '../marketplace/local/random';
import type { Marketplace } from '../marketplace/marketplace';

/**
 * The living local marketplace: each tick closes auctions whose end time has passed, places simulated
 * competing bids on some open auctions (more on those ending soon) through the marketplace's own proxy
 * bidding, and lists new items so the number of open auctions stays at the catalogue size. Time comes
 * from the app's clock; the random choices from the tick's time, so a tick is deterministic.
 */

export interface TickOptions {
  /** Open auctions to keep listed. */
  targetSize: number;
  /** Share of open auctions receiving a simulated bid per tick (default 0.2%). */
  bidShare?: number;
  /** Most new items listed per tick. */
  maxNewItems?: number;
}

export interface TickResult {
  closed: number;
  simulatedBids: number;
  listed: number;
  purged: number;
}

const LIVE_SEED = 0x11fe;
const DAY = 24 * 60 * 60 * 1000;

export async function runAuctionSimulationTick(
  db: Db,
  marketplace: Marketplace,
  clock: Clock,
  options: TickOptions,
): Promise<TickResult> {
  const now = clock.now();
  const rng = mulberry32(mixSeed(LIVE_SEED, Math.floor(now / 1000)));
  const closed = await closeDueAuctions(db, now);

  // Competing bids: a few random open auctions plus some of those ending soonest.
  const open = await countOpenItems(db, now);
  const wanted = Math.min(200, Math.max(1, Math.round(open * (options.bidShare ?? 0.002))));
  const maxSeq = await maxItemSeq(db);
  const targets = new Map<string, { current_price: number; buy_now_price: number | null }>();
  for (const row of await openItemsEndingSoon(db, now, 40)) {
    if (targets.size < wanted / 2 && rng() < 0.5) targets.set(row.item_id, row);
  }
  for (let attempt = 0; attempt < wanted * 2 && targets.size < wanted && maxSeq > 0; attempt++) {
    const [row] = await openItemsFrom(db, 1 + Math.floor(rng() * maxSeq), now, 1);
    if (row) targets.set(row.item_id, row);
  }
  let simulatedBids = 0;
  for (const [itemId, row] of targets) {
    const steps = 1 + Math.floor(rng() * rng() * 6);
    let maxBid = minimumBid(row.current_price);
    for (let s = 1; s < steps; s++) maxBid += bidIncrement(maxBid);
    if (row.buy_now_price !== null && maxBid >= row.buy_now_price) continue; // simulated bidders never buy out
    const result = await marketplace.placeBid({ itemId, bidderRef: `sim:${Math.floor(rng() * 1e6)}`, maxBid });
    if (result.accepted) simulatedBids++;
  }

  // New listings keep the catalogue at its size.
  const missing = Math.max(0, options.targetSize - open);
  const listed = missing > 0 ? await listNewItems(db, now, Math.min(missing, options.maxNewItems ?? 500)) : 0;

  // Ended auctions nobody real bid on are dropped after 30 days.
  const purged = rng() < 0.05 ? await purgeOldClosedItems(db, now - 30 * DAY, 1_000) : 0;
  return { closed, simulatedBids, listed, purged };
}

async function listNewItems(db: Db, now: number, count: number): Promise<number> {
  const sellers = await listSellerPicks(db);
  if (!sellers.length) return 0;
  const picks: SellerPick[] = sellers.map((s) => ({ id: s.id, prefecture: s.prefecture, isStore: s.is_store === 1 }));
  const factory = new ItemFactory(LIVE_SEED, buildCategories().leaves, picks);
  const from = (await maxItemSeq(db)) + 1;
  const rows = Array.from({ length: count }, (_, i) => factory.item(from + i, now));
  await insertItems(db, rows);
  return rows.length;
}
