import { OrderStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import type { OrderRow } from './order-repository';

/**
 * The bidding engine's reads of the orders table (jobs/bidding-engine.ts): each step's batch of orders, in
 * the order the engine handles them. Writes go through the settlement steps (order-settlement.ts).
 */

/** The marketplace identity Daigou bids under for one order (the engine's bids, members' live status). */
export const bidderRefOf = (order: Pick<OrderRow, 'id'>) => `order:${order.id}`;

/** Paid orders whose claim (bid_state placing) is older than `before`: a crash between claim and answer. */
export function staleClaims(db: Db, before: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.paid)
    .where('bid_state', '=', 'placing')
    .where('updated_at', '<=', before)
    .limit(limit)
    .execute();
}

/** Unpaid orders whose auction end time has passed. */
export function unpaidEnded(db: Db, now: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.unpaid)
    .where('end_time', '<=', now)
    .limit(limit)
    .execute();
}

/** An unpaid order's auction was extended: its end time follows (only while it is still unpaid). */
export async function extendUnpaidEndTime(db: Db, orderId: number, endTime: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ end_time: endTime })
    .where('id', '=', orderId)
    .where('status', '=', OrderStatus.unpaid)
    .execute();
}

/** Paid buy-it-now orders not yet claimed. */
export function buyoutsToPlace(db: Db, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.paid)
    .where('kind', '=', 'buyout')
    .where('bid_state', '=', 'none')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Paid bid orders whose maximum is due now (at once, or `snipe_minutes` before the end). */
export function bidsDue(db: Db, now: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.paid)
    .where('kind', '=', 'bid')
    .where('bid_state', '=', 'none')
    .where((eb) => eb.or([eb('snipe_minutes', 'is', null), eb(eb('end_time', '-', eb('snipe_minutes', '*', 60_000)), '<=', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Placed (or outbid) bids whose auction has ended: to settle. */
export function endedBids(db: Db, now: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.paid)
    .where('kind', '=', 'bid')
    .where('bid_state', 'in', ['placed', 'outbid'])
    .where('end_time', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Placed bids whose auction is still running, longest placed first: to check the lead. */
export function runningBids(db: Db, now: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.paid)
    .where('kind', '=', 'bid')
    .where('bid_state', '=', 'placed')
    .where('end_time', '>', now)
    .orderBy('bid_placed_at')
    .limit(limit)
    .execute();
}
