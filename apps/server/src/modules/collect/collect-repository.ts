import type { Db, EndingWindow } from '../../db/database';

/** Idempotent: adding an item twice keeps the first snapshot and time. */
export async function insertFavorite(
  db: Db,
  userId: number,
  itemId: string,
  snapshot: string,
  endTime: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, item_id: itemId, snapshot, end_time: endTime, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, userId: number, itemId: string): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('item_id', '=', itemId).execute();
}

export async function countFavorites(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; without a limit, all of them (bounded by FAVORITES_MAX). */
export function listFavorites(db: Db, userId: number, page?: { offset: number; limit: number }) {
  let query = db
    .selectFrom('favorites')
    .select(['item_id', 'snapshot', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('item_id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function findFavoritedIds(db: Db, userId: number, itemIds: string[]): Promise<string[]> {
  if (!itemIds.length) return [];
  const rows = await db
    .selectFrom('favorites')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_id', 'in', itemIds)
    .execute();
  return rows.map((r) => r.item_id);
}

export async function updateSnapshot(db: Db, userId: number, itemId: string, snapshot: string): Promise<void> {
  await db.updateTable('favorites').set({ snapshot }).where('user_id', '=', userId).where('item_id', '=', itemId).execute();
}

/**
 * Favourites whose last known end time is in (now, until] and that `keep` lets through (the reminders'
 * conditions on member and item, decision 025). Served by favorites_end_time_idx.
 */
export function findEndingFavorites(db: Db, { now, until, limit, keep }: EndingWindow) {
  return db
    .selectFrom('favorites as f')
    .select(['f.user_id', 'f.item_id', 'f.snapshot'])
    .where('f.end_time', '>', now)
    .where('f.end_time', '<=', until)
    .where((eb) => keep(eb.ref('f.user_id'), eb.ref('f.item_id')))
    .orderBy('f.end_time')
    .orderBy('f.user_id')
    .limit(limit)
    .execute();
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
