import { z } from 'zod';
import { auctionStatusSchema, flagSchema, itemIdSchema } from './catalog';
import { chineseTextKindSchema } from './chinese-text';
import { pagingQuerySchema } from './envelope';
import { lineText } from './input-rules';
import type { RequestInput } from './request-input';

/** Favourites (collect): a snapshot of the item when added, and its live price, status and time left. */

/** Most favourites a member may keep. */
export const FAVORITES_MAX = 500;

/** GET /api/collect/list?page=&limit=&onSale= */
export const collectListQuerySchema = pagingQuerySchema.extend({
  /** Only items still on sale (status OPEN). */
  onSale: flagSchema,
});
export type CollectListQueryInput = RequestInput<typeof collectListQuerySchema>;

/** POST /api/collect/add | delete (form-urlencoded). */
export const collectItemBodySchema = z.object({ itemId: itemIdSchema });
export type CollectItemInput = RequestInput<typeof collectItemBodySchema>;

/** GET /api/collect/status?itemIds=a,b,c — which of these items the member has favourited (up to 100). */
export const collectStatusQuerySchema = z.object({
  itemIds: lineText(1200)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(itemIdSchema).max(100)),
});
export type CollectStatusQueryInput = RequestInput<typeof collectStatusQuerySchema>;
export const collectStatusSchema = z.object({ itemIds: z.array(z.string()) });
export type CollectStatus = z.infer<typeof collectStatusSchema>;

/** What the item looked like when it was added. */
export const favoriteSnapshotSchema = z.object({
  title: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  sellerId: z.string(),
  endTime: z.number().int(),
});
export type FavoriteSnapshot = z.infer<typeof favoriteSnapshotSchema>;

/** The item now, as the marketplace reports it. */
export const favoriteLiveSchema = z.object({
  currentPrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  bids: z.number().int(),
  status: auctionStatusSchema,
  statusLabel: z.string(),
  /** Spec §4: on sale only when the status, upper-cased, is OPEN. */
  onSale: z.boolean(),
  endTime: z.number().int(),
  timeLeftMs: z.number().int().min(0),
});
export type FavoriteLive = z.infer<typeof favoriteLiveSchema>;

export const favoriteSchema = z.object({
  itemId: z.string(),
  createdAt: z.number().int(),
  snapshot: favoriteSnapshotSchema,
  /** The snapshot's title in Chinese (gloss, machine translation or an operator's correction), as on the cards. */
  titleZh: z.string(),
  titleZhKind: chineseTextKindSchema,
  /** null when the marketplace no longer knows the item. */
  live: favoriteLiveSchema.nullable(),
  /** Live price minus the price when added (0 when unknown). */
  priceChange: z.number().int(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** Server time of the answer, so countdowns can correct for the client's clock. */
export const collectListSchema = z.object({
  list: z.array(favoriteSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  serverTime: z.number().int(),
});
export type CollectList = z.infer<typeof collectListSchema>;

export const collectChangeSchema = z.object({ itemId: z.string(), collected: z.boolean() });
export type CollectChange = z.infer<typeof collectChangeSchema>;
