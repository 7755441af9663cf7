import type { Expression } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The member's reminder row for the item, if any: the auction_reminders table's part of the candidate
 * queries in orders and collect, used as `not exists` (decision 025).
 */
export function reminderOf(db: Db, userId: Expression<number>, itemId: Expression<string>) {
  return db
    .selectFrom('auction_reminders as r')
    .select('r.user_id')
    .where('r.user_id', '=', userId)
    .where('r.item_id', '=', itemId);
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

/** Reminder rows of auctions long over are of no further use. */
export async function deleteRemindersBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('auction_reminders').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
