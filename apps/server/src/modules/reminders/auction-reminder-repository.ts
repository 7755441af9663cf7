import type { Db } from '../../db/database';

/** A member who may want to hear that an auction ends soon: from a paid bid order or a favourite. */
export interface ReminderCandidate {
  userId: number;
  itemId: string;
  /** The paid bid order, when the reminder comes from one. */
  orderId: number | null;
  maxBid: number | null;
  /** The title as the member saw it (order or favourite snapshot). */
  title: string;
  /** Where the end time came from, so a later end time can be written back (favourites only). */
  source: 'order' | 'favorite';
}

/**
 * Paid bid orders (status 3, so the bid is not settled) whose auction ends in (now, until], for members not yet
 * reminded of that item and not having turned the event off. Served by orders_status_end_idx.
 */
export async function findEndingBidOrders(db: Db, now: number, until: number, limit: number): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.user_id', 'o.item_id', 'o.title', 'o.max_bid'])
    .where('o.status', '=', 3)
    .where('o.kind', '=', 'bid')
    .where('o.end_time', '>', now)
    .where('o.end_time', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auction_reminders as r')
            .select('r.user_id')
            .whereRef('r.user_id', '=', 'o.user_id')
            .whereRef('r.item_id', '=', 'o.item_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('msg_settings as s')
            .select('s.user_id')
            .whereRef('s.user_id', '=', 'o.user_id')
            .where('s.auction_ending', '=', 0),
        ),
      ),
    )
    .orderBy('o.end_time')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    itemId: r.item_id,
    orderId: r.id,
    maxBid: r.max_bid === null ? null : Number(r.max_bid),
    title: r.title,
    source: 'order',
  }));
}

/** Favourites whose last known end time is in (now, until], same conditions. Served by favorites_end_time_idx. */
export async function findEndingFavorites(db: Db, now: number, until: number, limit: number): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('favorites as f')
    .select(['f.user_id', 'f.item_id', 'f.snapshot'])
    .where('f.end_time', '>', now)
    .where('f.end_time', '<=', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auction_reminders as r')
            .select('r.user_id')
            .whereRef('r.user_id', '=', 'f.user_id')
            .whereRef('r.item_id', '=', 'f.item_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('msg_settings as s')
            .select('s.user_id')
            .whereRef('s.user_id', '=', 'f.user_id')
            .where('s.auction_ending', '=', 0),
        ),
      ),
    )
    .orderBy('f.end_time')
    .orderBy('f.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    itemId: r.item_id,
    orderId: null,
    maxBid: null,
    title: titleOf(r.snapshot, r.item_id),
    source: 'favorite',
  }));
}

function titleOf(snapshot: string, itemId: string): string {
  try {
    const title = (JSON.parse(snapshot) as { title?: unknown }).title;
    return typeof title === 'string' && title ? title : itemId;
  } catch {
    return itemId;
  }
}

/**
 * Records that the member is reminded of the item. True only for the caller that inserted the row: the primary
 * key (user_id, item_id) lets exactly one of several concurrent passes through.
 */
export async function claimReminder(db: Db, userId: number, itemId: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto('auction_reminders')
    .values({ user_id: userId, item_id: itemId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The auction runs longer than the favourites' rows say (extended): remember the later end. Only rows still
 * counted as ending in (now, endTime) can be stale, so the end-time index bounds the update.
 */
export async function updateFavoriteEndTime(db: Db, itemId: string, endTime: number, now: number): Promise<void> {
  await db
    .updateTable('favorites')
    .set({ end_time: endTime })
    .where('end_time', '>', now)
    .where('end_time', '<', endTime)
    .where('item_id', '=', itemId)
    .execute();
}

/** Reminder rows of auctions long over are of no further use. */
export async function deleteRemindersBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('auction_reminders').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
