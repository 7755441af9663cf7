import { BLACKLIST_MAX } from '@daigou/contract';
import type { Db } from '../../db/database';

export type RelationTable = 'seller_follows' | 'seller_blacklist';

/** Idempotent: a second insert of the same pair changes nothing. */
export async function insertRelation(db: Db, table: RelationTable, userId: number, sellerId: string, now: number): Promise<void> {
  await db
    .insertInto(table)
    .values({ user_id: userId, seller_id: sellerId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'seller_id']).doNothing())
    .execute();
}

export async function deleteRelation(db: Db, table: RelationTable, userId: number, sellerId: string): Promise<void> {
  await db.deleteFrom(table).where('user_id', '=', userId).where('seller_id', '=', sellerId).execute();
}

export async function hasRelation(db: Db, table: RelationTable, userId: number, sellerId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('seller_id')
    .where('user_id', '=', userId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRelations(db: Db, table: RelationTable, userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export function listRelations(db: Db, table: RelationTable, userId: number, offset: number, limit: number) {
  return db
    .selectFrom(table)
    .select(['seller_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('seller_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The member's blacklist, newest first (at most BLACKLIST_MAX): searches and recommendations leave these sellers out. */
export async function listBlacklistedSellerIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('seller_blacklist')
    .select('seller_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(BLACKLIST_MAX)
    .execute();
  return rows.map((r) => r.seller_id);
}

/** Whether the member follows and whether they blacklisted a seller (the item and seller pages show both). */
export async function sellerRelation(
  db: Db,
  userId: number,
  sellerId: string,
): Promise<{ followed: boolean; blacklisted: boolean }> {
  const [followed, blacklisted] = await Promise.all([
    hasRelation(db, 'seller_follows', userId, sellerId),
    hasRelation(db, 'seller_blacklist', userId, sellerId),
  ]);
  return { followed, blacklisted };
}

/** Whether the member blacklisted the seller (nothing can be ordered from such a seller). */
export async function sellerBlacklisted(db: Db, userId: number, sellerId: string): Promise<boolean> {
  return hasRelation(db, 'seller_blacklist', userId, sellerId);
}
