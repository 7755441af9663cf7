import { z } from 'zod';
import { chineseTextKindSchema } from './chinese-text';
import { RATING_KINDS, RISK_LEVELS, RISK_REASON_CODES, SELLER_ITEM_SORTS } from './seller-labels';

/**
 * Sellers, public part: summary (on item pages), info, ratings, risk. Follow/blacklist calls belong to
 * the members' side and reuse `sellerIdQuerySchema`.
 */

export {
  RATING_KIND_LABELS,
  RATING_KINDS,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  RISK_REASON_CODES,
  SELLER_ITEM_SORTS,
} from './seller-labels';

import type { RequestInput } from './request-input';

/** Yahoo! seller ids: letters, digits, `_`, `-`, `.`; 1–64 characters. */
export const SELLER_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const sellerIdSchema = z.string().regex(SELLER_ID_PATTERN, '卖家编号格式不正确');
export const sellerIdQuerySchema = z.object({ sellerId: sellerIdSchema });
export type SellerIdQueryInput = RequestInput<typeof sellerIdQuerySchema>;

export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const riskReasonSchema = z.object({
  code: z.enum(RISK_REASON_CODES),
  /** Chinese explanation for the member, e.g. 「差评比例 6.2%，高于 2%」. */
  text: z.string(),
  /** How much this reason weighs: 'medium' or 'high'. */
  severity: z.enum(['medium', 'high']),
});
export type RiskReason = z.infer<typeof riskReasonSchema>;

/** GET /api/seller/risk?sellerId= */
export const sellerRiskSchema = z.object({
  sellerId: z.string(),
  level: riskLevelSchema,
  levelLabel: z.string(),
  /** Empty when the level is low. */
  reasons: z.array(riskReasonSchema),
});
export type SellerRisk = z.infer<typeof sellerRiskSchema>;

/** The seller card on item pages and lists. */
export const sellerSummarySchema = z.object({
  sellerId: z.string(),
  /** Display name (Japanese nickname or store name). */
  name: z.string(),
  isStore: z.boolean(),
  /** Japanese prefecture, and its Chinese name (what members read; the Japanese beside it). */
  location: z.string(),
  locationZh: z.string(),
  /** Yahoo's rating score: good minus bad. */
  ratingScore: z.number().int(),
  /** Share of good ratings among all, 0–100 with one decimal. */
  goodRate: z.number(),
  ratingCount: z.number().int(),
  riskLevel: riskLevelSchema,
  riskLabel: z.string(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

/** GET /api/seller/info?sellerId= */
export const sellerInfoSchema = sellerSummarySchema.extend({
  ratings: z.object({ good: z.number().int(), normal: z.number().int(), bad: z.number().int() }),
  /** When the seller's account was opened (epoch ms); null when the marketplace does not say. */
  registeredAt: z.number().int().nullable(),
  /** Open auctions now. */
  openItems: z.number().int(),
  risk: sellerRiskSchema,
  /** The logged-in viewer's relation to the seller; null for visitors. */
  viewer: z.object({ followed: z.boolean(), blacklisted: z.boolean() }).nullable(),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;

/** GET /api/seller/list?sellerId=&page=&limit=&sort= — the seller's open items (paged item cards). */
export const sellerItemsQuerySchema = z.object({
  sellerId: sellerIdSchema,
  sort: z.enum(SELLER_ITEM_SORTS).default('end_asc'),
  page: z.coerce.number().int().min(1).max(500).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SellerItemsQueryInput = RequestInput<typeof sellerItemsQuerySchema>;
export type SellerItemSort = z.infer<typeof sellerItemsQuerySchema>['sort'];

export const ratingKindSchema = z.enum(RATING_KINDS);
export type RatingKind = z.infer<typeof ratingKindSchema>;

/** GET /api/seller/ratings?sellerId=&kind=&page=&limit= */
export const sellerRatingsQuerySchema = z.object({
  sellerId: sellerIdSchema,
  kind: ratingKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SellerRatingsQueryInput = RequestInput<typeof sellerRatingsQuerySchema>;

export const sellerRatingSchema = z.object({
  ratingId: z.string(),
  kind: ratingKindSchema,
  /** Japanese comment as the rater wrote it. */
  comment: z.string(),
  /** The comment in Chinese (gloss or machine translation), and which. */
  commentZh: z.string(),
  commentZhKind: chineseTextKindSchema,
  /** Masked rater nickname, e.g. `s***a`. */
  rater: z.string(),
  /** The item the rating was for. */
  itemTitle: z.string(),
  createdAt: z.number().int(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;
