import {
  BLACKLIST_MAX,
  type BlacklistEntry,
  FOLLOW_MAX,
  type FollowedSeller,
  type Paged,
  type SellerRelation,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../lib/errors';
import { newestItems, sellerExists, summaryOrNull } from './seller-directory';
import {
  countRelations,
  deleteRelation,
  hasRelation,
  insertRelation,
  listRelations,
  sellerRelation,
} from './seller-relations-repository';
import type { SellerDeps } from './seller-service';

const UNKNOWN_SELLER = '卖家不存在';

export async function getRelation(db: Db, userId: number, sellerId: string): Promise<SellerRelation> {
  return { sellerId, ...(await sellerRelation(db, userId, sellerId)) };
}

/** Following is idempotent; a blacklisted seller must be taken off the blacklist first. */
export async function follow(deps: SellerDeps, userId: number, sellerId: string): Promise<SellerRelation> {
  const { db, now } = deps;
  if (!(await sellerExists(deps, sellerId))) throw refuse(UNKNOWN_SELLER);
  await inTransaction(db, async (trx) => {
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
export async function black(deps: SellerDeps, userId: number, sellerId: string): Promise<SellerRelation> {
  const { db, now } = deps;
  if (!(await sellerExists(deps, sellerId))) throw refuse(UNKNOWN_SELLER);
  await inTransaction(db, async (trx) => {
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

async function pageRelations(db: Db, table: 'seller_follows' | 'seller_blacklist', userId: number, page: number, limit: number) {
  const [total, rows] = await Promise.all([
    countRelations(db, table, userId),
    listRelations(db, table, userId, (page - 1) * limit, limit),
  ]);
  return { total, rows };
}

/** The blacklist, newest first, with each seller's card. */
export async function pageBlacklist(
  deps: SellerDeps,
  userId: number,
  page: number,
  limit: number,
): Promise<Paged<BlacklistEntry>> {
  const { total, rows } = await pageRelations(deps.db, 'seller_blacklist', userId, page, limit);
  const list = await Promise.all(
    rows.map(async (r) => ({ sellerId: r.seller_id, seller: await summaryOrNull(deps, r.seller_id), createdAt: r.created_at })),
  );
  return { list, total, page, limit };
}

/** Followed sellers, most recently followed first, each with its newest open items. */
export async function pageFollowed(
  deps: SellerDeps,
  userId: number,
  page: number,
  limit: number,
): Promise<Paged<FollowedSeller>> {
  const { total, rows } = await pageRelations(deps.db, 'seller_follows', userId, page, limit);
  const list = await Promise.all(
    rows.map(async (r) => {
      const seller = await summaryOrNull(deps, r.seller_id);
      return {
        sellerId: r.seller_id,
        seller,
        createdAt: r.created_at,
        newestItems: seller ? await newestItems(deps, r.seller_id) : [],
      };
    }),
  );
  return { list, total, page, limit };
}
