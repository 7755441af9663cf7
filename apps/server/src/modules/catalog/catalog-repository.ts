import type { Db } from '../../db/database';

/** Member data the catalogue reads: the viewer's blacklist and follows. */

/** At most this many blacklisted sellers are hidden from a member's searches. */
export const MAX_HIDDEN_SELLERS = 1_000;

export async function listBlacklistedSellerIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('seller_blacklist')
    .select('seller_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MAX_HIDDEN_SELLERS)
    .execute();
  return rows.map((r) => r.seller_id);
}

export async function sellerRelation(
  db: Db,
  userId: number,
  sellerId: string,
): Promise<{ followed: boolean; blacklisted: boolean }> {
  const [follow, black] = await Promise.all([
    db
      .selectFrom('seller_follows')
      .select('seller_id')
      .where('user_id', '=', userId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst(),
    db
      .selectFrom('seller_blacklist')
      .select('seller_id')
      .where('user_id', '=', userId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst(),
  ]);
  return { followed: follow !== undefined, blacklisted: black !== undefined };
}
