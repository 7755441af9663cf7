import { BLACKLIST_MAX, FOLLOW_MAX, type SellerRelation } from '@daigou/contract';
import type { Db } from '../../db/database';
import { refuse } from '../../lib/errors';
import { countRelations, deleteRelation, hasRelation, insertRelation, listRelations } from './seller-relations-repository';

export async function getRelation(db: Db, userId: number, sellerId: string): Promise<SellerRelation> {
  const [followed, blacklisted] = await Promise.all([
    hasRelation(db, 'seller_follows', userId, sellerId),
    hasRelation(db, 'seller_blacklist', userId, sellerId),
  ]);
  return { sellerId, followed, blacklisted };
}

/** Following is idempotent; a blacklisted seller must be taken off the blacklist first. */
export async function follow(db: Db, userId: number, sellerId: string, now: number): Promise<SellerRelation> {
  await db.transaction().execute(async (trx) => {
    if (await hasRelation(trx, 'seller_blacklist', userId, sellerId)) throw refuse('该卖家在您的黑名单中，请先移出黑名单再关注');
    if (await hasRelation(trx, 'seller_follows', userId, sellerId)) return;
    if ((await countRelations(trx, 'seller_follows', userId)) >= FOLLOW_MAX) throw refuse(`最多关注 ${FOLLOW_MAX} 个卖家`);
    await insertRelation(trx, 'seller_follows', userId, sellerId, now);
  });
  return getRelation(db, userId, sellerId);
}

export async function unfollow(db: Db, userId: number, sellerId: string): Promise<SellerRelation> {
  await deleteRelation(db, 'seller_follows', userId, sellerId);
  return getRelation(db, userId, sellerId);
}

/** Blacklisting is idempotent and ends a follow of the same seller. */
export async function black(db: Db, userId: number, sellerId: string, now: number): Promise<SellerRelation> {
  await db.transaction().execute(async (trx) => {
    if (!(await hasRelation(trx, 'seller_blacklist', userId, sellerId))) {
      if ((await countRelations(trx, 'seller_blacklist', userId)) >= BLACKLIST_MAX) {
        throw refuse(`黑名单最多 ${BLACKLIST_MAX} 个卖家，请先移出一些`);
      }
      await insertRelation(trx, 'seller_blacklist', userId, sellerId, now);
    }
    await deleteRelation(trx, 'seller_follows', userId, sellerId);
  });
  return getRelation(db, userId, sellerId);
}

export async function unblack(db: Db, userId: number, sellerId: string): Promise<SellerRelation> {
  await deleteRelation(db, 'seller_blacklist', userId, sellerId);
  return getRelation(db, userId, sellerId);
}

export async function pageRelations(
  db: Db,
  table: 'seller_follows' | 'seller_blacklist',
  userId: number,
  page: number,
  limit: number,
) {
  const [total, rows] = await Promise.all([
    countRelations(db, table, userId),
    listRelations(db, table, userId, (page - 1) * limit, limit),
  ]);
  return { total, rows };
}
