import type { Db } from '../../db/database';

/** A member's saved searches, newest first. */
export function listSavedSearches(db: Db, userId: number) {
  return db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findSavedSearch(db: Db, userId: number, id: number) {
  return db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findSavedSearchByFilters(db: Db, userId: number, filters: string) {
  return db
    .selectFrom('saved_searches')
    .select('id')
    .where('user_id', '=', userId)
    .where('filters', '=', filters)
    .executeTakeFirst();
}

export async function insertSavedSearch(db: Db, userId: number, filters: string, now: number): Promise<number> {
  const row = await db
    .insertInto('saved_searches')
    .values({ user_id: userId, filters, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setSavedSearchPaused(db: Db, userId: number, id: number, paused: boolean): Promise<boolean> {
  const result = await db
    .updateTable('saved_searches')
    .set({ paused: paused ? 1 : 0 })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_searches').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Unpaused searches due for a check: never checked first, then the longest unchecked. */
export function findDueSavedSearches(db: Db, limit: number) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('paused', '=', 0)
    .orderBy((eb) => eb.case().when('checked_at', 'is', null).then(0).else(1).end())
    .orderBy('checked_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Records a check, only if nobody else recorded one since `checkedAt` was read (compare-and-set): the
 * instance that wins sends the notice; another that read the same row sends nothing.
 */
export async function recordSavedSearchCheck(
  db: Db,
  row: { id: number; checked_at: number | null; paused?: number },
  seenIds: string,
  now: number,
  notified: boolean,
): Promise<boolean> {
  let update = db
    .updateTable('saved_searches')
    .set({ seen_ids: seenIds, checked_at: now, ...(notified ? { last_notified_at: now } : {}) })
    .where('id', '=', row.id)
    .where('paused', '=', 0);
  update = row.checked_at === null ? update.where('checked_at', 'is', null) : update.where('checked_at', '=', row.checked_at);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
