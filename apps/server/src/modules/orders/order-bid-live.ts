import { type BidLive, minimumBid, type Order, OrderStatus } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type AuctionView, auctionViewKey, type Marketplace } from '../../marketplace/marketplace';
import { bidderRefOf } from './bidding-repository';
import type { OrderRow } from './order-repository';

/**
 * Live bid status on members' bid orders (decision 051): where each running auction stands now, from the
 * marketplace in one batched call per read (`Marketplace.auctionViews`). Never fails the read: a marketplace
 * that cannot answer makes the status `unavailable` (状态暂不可用).
 */

/** Orders that show a live status: bid orders unpaid or paid (the auction is theirs to follow). */
export const showsBidLive = (row: Pick<OrderRow, 'kind' | 'status'>) =>
  row.kind === 'bid' && (row.status === OrderStatus.unpaid || row.status === OrderStatus.paid);

const unavailable = (row: OrderRow): BidLive => ({
  state: 'unavailable',
  currentPrice: null,
  bids: null,
  endTime: Number(row.end_time),
  ourBid: placedBid(row, null),
  minimumBid: null,
  raise: null,
  checkedAt: null,
});

/** What was bid for the member: the engine places the maximum in full; staff record what they bid (Yahoo). */
function placedBid(row: OrderRow, marketplace: Pick<Marketplace, 'bidding'> | null): number | null {
  if (row.bid_state === 'none' || row.bid_state === 'placing') return null;
  if (row.bid_amount !== null) return Number(row.bid_amount);
  return marketplace?.bidding === 'staff' ? null : Number(row.max_bid);
}

/** One order's status from the marketplace's view of its auction (exported for tests of the rules). */
export function bidLiveFrom(
  row: OrderRow,
  view: AuctionView | null,
  marketplace: Pick<Marketplace, 'bidding'>,
  now: number,
): BidLive {
  if (!view) return unavailable(row);
  const maxBid = Number(row.max_bid ?? 0);
  const least = minimumBid(view.currentPrice);
  const base = {
    currentPrice: view.currentPrice,
    bids: view.bids,
    endTime: view.endTime,
    ourBid: placedBid(row, marketplace),
    minimumBid: least,
    checkedAt: view.readAt,
  };
  if (view.status !== 'OPEN' || view.endTime <= now) return { ...base, state: 'ended', minimumBid: null, raise: null };
  const placed = row.bid_state === 'placed' || row.bid_state === 'outbid';
  if (!placed) {
    // Not bid yet (at once after payment, or a snipe later): the maximum still bids while it reaches the minimum.
    const raise = row.bid_state === 'none' ? ('member' as const) : null;
    return { ...base, state: maxBid >= least ? 'waiting' : 'outbid', raise };
  }
  if (view.leading !== null) return { ...base, state: view.leading ? 'leading' : 'outbid', raise: null };
  // Yahoo masks bidders: the bid staff recorded against the price. Yahoo's price is the second maximum plus an
  // increment, so a price above our bid means another maximum passed it; at equal amounts the earlier bid leads,
  // which only staff know (they record 被超价).
  const ours = row.bid_amount === null ? null : Number(row.bid_amount);
  if (ours === null) return { ...base, state: 'waiting', raise: 'staff' };
  const outbid = view.currentPrice > ours || (row.bid_state === 'outbid' && view.currentPrice >= ours);
  return { ...base, state: outbid ? 'outbid' : 'leading', raise: outbid && ours < maxBid ? 'staff' : null };
}

/** The live status of every order shown that has one, in one marketplace call. */
export async function bidLiveOf(
  marketplace: Marketplace,
  rows: OrderRow[],
  now: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Map<number, BidLive>> {
  const shown = rows.filter(showsBidLive);
  const live = new Map<number, BidLive>();
  if (!shown.length) return live;
  let views: Map<string, AuctionView | null>;
  try {
    views = await marketplace.auctionViews(shown.map((r) => ({ itemId: r.item_id, bidderRef: bidderRefOf(r) })));
  } catch (error) {
    log?.warn({ err: error, orders: shown.map((r) => r.id) }, 'live bid status unavailable');
    views = new Map();
  }
  for (const row of shown) {
    live.set(
      row.id,
      bidLiveFrom(row, views.get(auctionViewKey({ itemId: row.item_id, bidderRef: bidderRefOf(row) })) ?? null, marketplace, now),
    );
  }
  return live;
}

/** The order with its live status (or null). */
export const withBidLive = (order: Order, live: Map<number, BidLive>): Order => ({
  ...order,
  bidLive: live.get(order.orderId) ?? null,
});
