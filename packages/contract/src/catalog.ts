import { z } from 'zod';
import { AUCTION_STATUSES, ITEM_CONDITIONS, SEARCH_SORTS, SHIPPING_PAYERS } from './catalog-labels';
import { chineseTextKindSchema } from './chinese-text';
import { pagedSchema } from './envelope';
import { ID_MAX, lineText, optionalIdSchema } from './input-rules';
import { ITEM_ID_PATTERN } from './item-id';
import { sellerSummarySchema } from './seller';

/**
 * Catalogue calls: categories, brands, item cards and details, search, home sections.
 * Prices are integer yen; times are epoch milliseconds; yuan estimates use the two channel rates.
 */

export {
  AUCTION_STATUS_LABELS,
  AUCTION_STATUSES,
  ENDING_SOON_MS,
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  SHIPPING_PAYER_LABELS,
  SHIPPING_PAYERS,
} from './catalog-labels';

import type { RequestInput } from './request-input';

/** A query-string or form flag: 1/0, true/false, on/off. Absent means false. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off', ''])])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** The six Japanese condition grades of Yahoo! Auctions (product.md), best first. */
export const itemConditionSchema = z.enum(ITEM_CONDITIONS);
export type ItemCondition = z.infer<typeof itemConditionSchema>;

export const shippingPayerSchema = z.enum(SHIPPING_PAYERS);

export const auctionStatusSchema = z.enum(AUCTION_STATUSES);

/** An item id path/query parameter: optional lowercase letter, 7–10 digits. */
export const itemIdSchema = z.string().regex(ITEM_ID_PATTERN, '商品编号格式不正确');

/** Yuan estimates of one yen amount at both top-up channels' rates. */
export const yuanPairSchema = z.object({ wechat: z.number(), alipay: z.number() });
export type YuanPair = z.infer<typeof yuanPairSchema>;

// ---------------------------------------------------------------- categories

/** A category reference (breadcrumbs, item facts). */
export const categoryRefSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A node of the category tree (as AuctionWebService categoryTree: id, name, path, parent, leaf, child count). */
export const categorySchema = categoryRefSchema.extend({
  /** 0 for the roots. */
  parentId: z.number().int(),
  /** 1 for roots, up to 3. */
  depth: z.number().int(),
  /** Japanese path, e.g. `ファッション > レディースバッグ > ハンドバッグ`. */
  path: z.string(),
  pathZh: z.string(),
  isLeaf: z.boolean(),
  childCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryChildrenQuerySchema = z.object({
  /** 0 or absent: the roots. */
  categoryId: z.coerce.number().int().min(0).max(ID_MAX).optional(),
});
export type CategoryChildrenQueryInput = RequestInput<typeof categoryChildrenQuerySchema>;
export const categoryChildrenSchema = z.object({
  /** The category asked for; null for the roots. */
  category: categorySchema.nullable(),
  /** From the root down to the category asked for (empty for the roots). */
  breadcrumb: z.array(categoryRefSchema),
  children: z.array(categorySchema),
});
export type CategoryChildren = z.infer<typeof categoryChildrenSchema>;

// ---------------------------------------------------------------- brands

export const brandRefSchema = z.object({
  brandId: z.number().int(),
  /** Japanese name as sellers write it, e.g. ルイヴィトン. */
  name: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
});
export type BrandRef = z.infer<typeof brandRefSchema>;

export const brandSchema = brandRefSchema.extend({
  /** A–Z index letter of the English name ('#' for digits). */
  initial: z.string().length(1),
  /** Higher is more popular; the brand list is sorted by it within a letter. */
  popularity: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;

/** GET /data/brands.json — a static document, not an envelope. `version` changes when the list does. */
export const brandsFileSchema = z.object({
  version: z.string(),
  brands: z.array(brandSchema),
});
export type BrandsFile = z.infer<typeof brandsFileSchema>;

// ---------------------------------------------------------------- items

/** A result card: what a list shows. */
export const itemCardSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  /** The title in Chinese: the keyword gloss (关键词译文), a machine translation or an operator's correction. */
  titleZh: z.string(),
  titleZhKind: chineseTextKindSchema,
  /** First image URL. */
  image: z.string(),
  currentPrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  bids: z.number().int(),
  endTime: z.number().int(),
  status: auctionStatusSchema,
  /** Null when the list does not say (the real marketplace's result cards show no condition). */
  condition: itemConditionSchema.nullable(),
  shippingPayer: shippingPayerSchema,
  sellerId: z.string(),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** A page of item cards (a seller's items); `totalCapped` as in search. */
export const itemCardPageSchema = pagedSchema(itemCardSchema).extend({ totalCapped: z.boolean() });
export type ItemCardPage = z.infer<typeof itemCardPageSchema>;

export const itemQuerySchema = z.object({ itemId: itemIdSchema });
export type ItemQueryInput = RequestInput<typeof itemQuerySchema>;

/** Everything a member needs to decide (itemInfo and itemInfoByPage). */
export const itemDetailSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  titleZh: z.string(),
  titleZhKind: chineseTextKindSchema,
  images: z.array(z.string()).min(1),
  /** Plain text with line breaks (Japanese, as the seller wrote it). */
  description: z.string(),
  /** The seller's own HTML description, sanitised (the real marketplace); null when there is only text. */
  descriptionHtml: z.string().nullable(),
  /** The description in Chinese as sanitised HTML (gloss or machine translation; never an operator's). */
  descriptionZh: z.string(),
  descriptionZhKind: chineseTextKindSchema,
  /** The provider could not answer (failure or the day's budget spent): the gloss stands in, said quietly. */
  translationFallback: z.boolean(),
  startPrice: z.number().int(),
  currentPrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  /** Yuan estimates at both channels' rates. */
  currentPriceYuan: yuanPairSchema,
  buyNowPriceYuan: yuanPairSchema.nullable(),
  rates: z.object({ WechatRate: z.number(), AliRate: z.number() }),
  bids: z.number().int(),
  /** The next bid step at the current price, and the lowest maximum a new bid may carry. */
  bidIncrement: z.number().int(),
  minimumBid: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** Server time of the answer, so a countdown can correct for the client's clock. */
  serverTime: z.number().int(),
  timeLeftMs: z.number().int().min(0),
  /** 'OPEN' while on sale (spec §4: on sale only when status upper-cased is OPEN). */
  status: auctionStatusSchema,
  statusLabel: z.string(),
  /** Null when the marketplace names a grade outside the six (conditionJa then says it as written). */
  condition: itemConditionSchema.nullable(),
  conditionJa: z.string(),
  conditionZh: z.string(),
  shippingPayer: shippingPayerSchema,
  shippingLabel: z.string(),
  /** Japanese prefecture of the seller, and its Chinese reading. */
  location: z.string(),
  locationZh: z.string(),
  category: categoryRefSchema,
  /** Root first, the item's own category last. */
  categoryPath: z.array(categoryRefSchema),
  brand: brandRefSchema.nullable(),
  seller: sellerSummarySchema,
  /** Whether the logged-in viewer blacklisted this seller (false for visitors). */
  sellerBlacklisted: z.boolean(),
  /** The marketplace's own page for the item. */
  sourceUrl: z.string(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** One line of an item's bid history as members read it (decision 085). */
export const bidHistoryEntrySchema = z.object({
  /** As the marketplace shows the bidder to everyone: partly masked (`ymb********`, `k***4`). */
  bidder: z.string(),
  /** Yen. */
  amount: z.number().int(),
  /** Epoch ms; null when the marketplace's page did not say. */
  time: z.number().int().nullable(),
  /** The marketplace marks this bidder as the highest (最高额出价者). */
  highest: z.boolean(),
  /** The viewer's own bid (我的出价): one of their orders bid this. */
  mine: z.boolean(),
});
export type BidHistoryEntry = z.infer<typeof bidHistoryEntrySchema>;

export const bidHistorySchema = z.object({
  itemId: z.string(),
  /** Local: newest first. Yahoo: the bid-history page's order (highest first, one line per bidder). */
  entries: z.array(bidHistoryEntrySchema),
  /** Bids the item page counts (may be more than the lines: Yahoo lists bidders, the simulator's history starts later). */
  bids: z.number().int(),
  /** When the marketplace was read (epoch ms); null for the local simulator (always current). */
  readAt: z.number().int().nullable(),
});
export type BidHistory = z.infer<typeof bidHistorySchema>;

export const recommendItemsQuerySchema = z.object({
  itemId: itemIdSchema,
  limit: z.coerce.number().int().min(1).max(30).default(12),
});
export type RecommendItemsQueryInput = RequestInput<typeof recommendItemsQuerySchema>;

// ---------------------------------------------------------------- search

export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;

const conditionListSchema = z
  .union([lineText(200), z.array(lineText(20)).max(6)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const values = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
    const out: ItemCondition[] = [];
    for (const value of values) {
      const parsed = itemConditionSchema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `未知的商品成色：${value}` });
        return z.NEVER;
      }
      if (!out.includes(parsed.data)) out.push(parsed.data);
    }
    return out.length ? out : undefined;
  });

const yen = z.coerce.number().int().min(0).max(1_000_000_000);

/**
 * Search filters: GET /api/goods/search (query string) and POST /api/goods/searchByPage (JSON or form
 * body). Every field is optional; an empty search lists open items.
 */
export const searchQuerySchema = z.object({
  keyword: lineText(100).trim().optional(),
  /** Includes the category's descendants; 0 means all. */
  categoryId: z.coerce.number().int().min(0).max(ID_MAX).optional(),
  brandId: optionalIdSchema,
  sellerId: lineText(64).trim().min(1).optional(),
  minPrice: yen.optional(),
  maxPrice: yen.optional(),
  /** One grade or several, comma-separated: `new,like_new`. */
  condition: conditionListSchema,
  /** Only items with a buy-it-now price. */
  buyNow: flagSchema,
  /** Only items ending within 24 hours. */
  endingSoon: flagSchema,
  /** Only items whose seller pays domestic shipping. */
  freeShipping: flagSchema,
  /** Search the words as typed, without the Chinese → Japanese expansion ("只搜原词", decision 074). */
  exact: flagSchema,
  sort: searchSortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(500).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** How one word of the member's query was searched: the word and its Japanese equivalents. */
export const searchTermGroupSchema = z.object({
  word: z.string(),
  /** The word itself plus dictionary translations; an item matches the group if its title has any. */
  terms: z.array(z.string()),
});

export const searchResultSchema = z.object({
  list: z.array(itemCardSchema),
  /** Counted up to SEARCH_TOTAL_CAP. */
  total: z.number().int(),
  /** True when there are more matches than `total` says ("10,000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  keyword: z.string(),
  /** Every Japanese (or original) term actually searched, for "也搜索了：財布". */
  searchedTerms: z.array(z.string()),
  /** Per query word; items match all groups. */
  termGroups: z.array(searchTermGroupSchema),
  /**
   * True when some word was searched as other forms than typed (手表 → 腕時計 · 時計 · ウォッチ); the member can
   * undo it with `exact` (decision 074). False with `exact`.
   */
  expanded: z.boolean(),
  /** With no result: Chinese words to try instead (related words of the vocabulary, then hot keywords). */
  alternatives: z.array(z.string()),
  /** Hidden because the viewer blacklisted their sellers (only counted when the viewer has any). */
  hiddenSellers: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const recommendSearchQuerySchema = z.object({
  keyword: lineText(50).trim().default(''),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export type RecommendSearchQueryInput = RequestInput<typeof recommendSearchQuerySchema>;
export const searchSuggestionSchema = z.object({
  /** What to search when picked. */
  keyword: z.string(),
  /** The Japanese equivalent or English name, when there is one. */
  hint: z.string().nullable(),
  kind: z.enum(['brand', 'category', 'term', 'hot']),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** GET /data/search_option.json — a static document, not an envelope. */
export const searchOptionsFileSchema = z.object({
  sorts: z.array(z.object({ value: searchSortSchema, label: z.string() })),
  conditions: z.array(z.object({ value: itemConditionSchema, label: z.string(), ja: z.string() })),
  priceRanges: z.array(z.object({ min: z.number().int().nullable(), max: z.number().int().nullable(), label: z.string() })),
  flags: z.array(z.object({ value: z.enum(['buyNow', 'endingSoon', 'freeShipping']), label: z.string() })),
  pageSizes: z.array(z.number().int()),
});
export type SearchOptionsFile = z.infer<typeof searchOptionsFileSchema>;

// ---------------------------------------------------------------- home

export const hotCategorySchema = categoryRefSchema.extend({
  /** An image for the tile (generated SVG). */
  image: z.string(),
  /** Open items in the category and its descendants (bounded, for display). */
  itemCount: z.number().int(),
});
export type HotCategory = z.infer<typeof hotCategorySchema>;

export const recommendCategoriesGoodsQuerySchema = z.object({
  categories: z.coerce.number().int().min(1).max(12).default(6),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type RecommendCategoriesGoodsQueryInput = RequestInput<typeof recommendCategoriesGoodsQuerySchema>;
export const categoryGoodsSchema = z.object({
  category: categoryRefSchema,
  items: z.array(itemCardSchema),
});
export type CategoryGoods = z.infer<typeof categoryGoodsSchema>;
