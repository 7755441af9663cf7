import { z } from 'zod';
import { itemCardSchema } from './catalog';
import { pagingQuerySchema } from './envelope';
import type { RequestInput } from './request-input';
import { sellerIdSchema, sellerSummarySchema } from './seller';

/**
 * A member's relations to sellers: follow / unfollow, black / unblack (form posts of `sellerId`), the
 * blacklist and the followed sellers (paged), and checkBlacklist for one seller.
 */

/** Most sellers a member may blacklist (searches filter on the whole list) or follow. */
export const BLACKLIST_MAX = 1000;
export const FOLLOW_MAX = 1000;

/** The relation changes, each its own call: POST /api/seller/{change}. */
export const SELLER_RELATION_CHANGES = ['follow', 'unfollow', 'black', 'unblack'] as const;
export type SellerRelationChange = (typeof SELLER_RELATION_CHANGES)[number];

/** POST /api/seller/follow | unfollow | black | unblack (form-urlencoded). */
export const sellerRelationBodySchema = z.object({ sellerId: sellerIdSchema });
export type SellerRelationInput = RequestInput<typeof sellerRelationBodySchema>;

/** The member's relation to one seller after a change, and the answer of checkBlacklist. */
export const sellerRelationSchema = z.object({
  sellerId: z.string(),
  followed: z.boolean(),
  blacklisted: z.boolean(),
});
export type SellerRelation = z.infer<typeof sellerRelationSchema>;

/** GET /api/seller/checkBlacklist?sellerId= */
export const checkBlacklistQuerySchema = z.object({ sellerId: sellerIdSchema });
export type CheckBlacklistQueryInput = RequestInput<typeof checkBlacklistQuerySchema>;

export const sellerRelationListQuerySchema = pagingQuerySchema;
export type SellerRelationListQueryInput = RequestInput<typeof sellerRelationListQuerySchema>;

/** A row of the blacklist: the seller (null when the marketplace no longer knows it) and when. */
export const blacklistEntrySchema = z.object({
  sellerId: z.string(),
  seller: sellerSummarySchema.nullable(),
  createdAt: z.number().int(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/** A followed seller with its newest open items. */
export const followedSellerSchema = z.object({
  sellerId: z.string(),
  seller: sellerSummarySchema.nullable(),
  createdAt: z.number().int(),
  newestItems: z.array(itemCardSchema),
});
export type FollowedSeller = z.infer<typeof followedSellerSchema>;

/** How many newest items each followed seller shows. */
export const FOLLOWED_NEWEST_ITEMS = 6;
