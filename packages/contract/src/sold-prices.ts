import { z } from 'zod';
import { itemConditionSchema, itemIdSchema } from './catalog';
import { chineseTextKindSchema } from './chinese-text';
import type { RequestInput } from './request-input';

/**
 * Sold-price history (落札相場, issue 28 §2, decision 090): what closed auctions similar to an item sold for.
 * Prices are integer yen (the final price, 落札価格); times epoch ms.
 */

/** How similar the closed auctions must be: 相同款 (narrow), 同类 (default), 更宽 (wide). */
export const SOLD_SCOPES = ['narrow', 'default', 'wide'] as const;
export const soldScopeSchema = z.enum(SOLD_SCOPES);
export type SoldScope = z.infer<typeof soldScopeSchema>;
export const SOLD_SCOPE_LABELS: Record<SoldScope, string> = { narrow: '相同款', default: '同类', wide: '更宽' };

export const soldPricesQuerySchema = z.object({
  itemId: itemIdSchema,
  scope: soldScopeSchema.default('default'),
});
export type SoldPricesQueryInput = RequestInput<typeof soldPricesQuerySchema>;

/** One closed auction. */
export const soldAuctionSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  /** The title in Chinese, as search cards show it (keyword gloss, machine translation or a correction). */
  titleZh: z.string(),
  titleZhKind: chineseTextKindSchema,
  /** The final price (yen). */
  price: z.number().int(),
  endTime: z.number().int(),
  bids: z.number().int(),
  /** Null when the marketplace does not say. */
  condition: itemConditionSchema.nullable(),
  /** The item's page in this store (`/product/…`); null when the closed auction has no page here. */
  link: z.string().nullable(),
  /** Far outside the others (Tukey's fences): shown, but left out of the range. */
  outlier: z.boolean(),
});
export type SoldAuction = z.infer<typeof soldAuctionSchema>;

/** The similarity rule as applied: what the member can read under the chips. */
export const soldQuerySchema = z.object({
  /** The item's title words the query is made of (Japanese). */
  words: z.array(z.string()),
  /** The same words in Chinese, in their order (the keyword gloss; a word the gloss does not know stays as written). */
  wordsZh: z.array(z.string()),
  /** As searched: for every group, a sale's title holds one of its terms (a brand word's group holds the brand's names). */
  groups: z.array(z.array(z.string())),
  /** The category searched in (its descendants included); null: every category. */
  categoryId: z.number().int().nullable(),
  categoryNameZh: z.string().nullable(),
  /** Only this condition; null: any. */
  condition: itemConditionSchema.nullable(),
});
export type SoldQuery = z.infer<typeof soldQuerySchema>;

export const soldPricesSchema = z.object({
  itemId: z.string(),
  scope: soldScopeSchema,
  query: soldQuerySchema,
  /** Closed auctions the statistics are over (the most recent ones read, at most 50). */
  count: z.number().int(),
  /** All matches the marketplace counts (Yahoo's own total over its 180 days); at least `count`. */
  totalFound: z.number().int(),
  /** Null when count is 0. */
  median: z.number().int().nullable(),
  /** The range without outliers; null when count is 0. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  outliers: z.number().int(),
  /** The sales counted, newest first (the chart draws them all; the list shows the first few). */
  recent: z.array(soldAuctionSchema),
  /** When the marketplace was read (epoch ms); null for the local simulator (always current). */
  readAt: z.number().int().nullable(),
});
export type SoldPrices = z.infer<typeof soldPricesSchema>;
