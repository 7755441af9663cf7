import type { BidHistory, BidHistoryEntry } from '@daigou/contract';
import { notFound } from '../../lib/errors';
import type { MarketBid } from '../../marketplace/marketplace';
import { ITEM_NOT_FOUND, type ItemDeps } from '../catalog/item-service';
import { bidderRefOf } from './bidding-repository';
import { findViewerBidOrders } from './order-repository';

/**
 * An item's bid history for its page (decision 085), with the viewer's own bids marked.
 * - Local simulator: a bid is the viewer's when its bidding identity is one of their orders (`order:123`).
 * - Yahoo: every member bids through staff on the store's own Yahoo account, whose name the page masks like
 *   any other; a line is the viewer's when its amount is the bid staff recorded on one of their orders
 *   (bid_amount). With proxy bidding the leader's line shows the price, not its maximum: a recorded bid at or
 *   above the leader's amount, matching no other line, is the leader's line. Each recorded bid marks one line.
 */
export async function getBidHistory(deps: ItemDeps, itemId: string, viewerId: number | null): Promise<BidHistory> {
  const history = await deps.marketplace.getBidHistory(itemId);
  if (!history) throw notFound(ITEM_NOT_FOUND);
  // The count beside it; while the upstream refuses, the history last read is shown with its own count.
  const item = await deps.marketplace.getItem(itemId).catch(() => null);
  const orders = viewerId === null ? [] : await findViewerBidOrders(deps.db, viewerId, itemId);
  const mine = markOwnBids(history.bids, orders);
  return {
    itemId,
    entries: history.bids.map((b, i) => ({
      bidder: b.bidder,
      amount: b.amount,
      time: b.time,
      highest: b.highest,
      mine: mine[i] ?? false,
    })) satisfies BidHistoryEntry[],
    bids: Math.max(item?.bids ?? 0, history.bids.length),
    readAt: history.readAt ?? null,
  };
}

/** Which lines are the viewer's (see getBidHistory). */
export function markOwnBids(
  bids: readonly MarketBid[],
  orders: ReadonlyArray<{ id: number; bid_amount: number | null }>,
): boolean[] {
  const refs = new Set(orders.map((o) => bidderRefOf(o)));
  const marks = bids.map((b) => b.bidderRef !== null && refs.has(b.bidderRef));
  if (bids.some((b) => b.bidderRef !== null)) return marks;
  for (const order of orders) {
    if (order.bid_amount === null) continue;
    const amount = Number(order.bid_amount);
    let at = bids.findIndex((b, i) => !marks[i] && !b.highest && b.amount === amount);
    if (at < 0) at = bids.findIndex((b, i) => !marks[i] && b.highest && b.amount <= amount);
    if (at >= 0) marks[at] = true;
  }
  return marks;
}
