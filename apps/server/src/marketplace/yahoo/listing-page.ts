import { ITEM_ID_PATTERN, SELLER_ID_PATTERN } from '@daigou/contract';
import { z } from 'zod';
import { at, nextData } from './page-data';
import { UpstreamShapeError } from './upstream-errors';

/**
 * Seller pages (`/seller/{aucUserId}`) and the closed-price pages (落札相場, `/closedsearch/closedsearch`) are
 * Next.js documents, not result cards: the items at `props.pageProps.initialState.search.items.listing`
 * (`items`, `totalResultsAvailable`) and, on seller pages, the seller at `initialState.user.seller`.
 */

export const LISTING_PATH = ['props', 'pageProps', 'initialState', 'search', 'items', 'listing'] as const;
export const SELLER_PATH = ['props', 'pageProps', 'initialState', 'user', 'seller'] as const;

const isoTime = z
  .string()
  .transform((v) => Date.parse(v))
  .refine((v) => Number.isFinite(v));

/** Yahoo's condition codes (NEW, USED10 … USED80). */
export const LISTING_CONDITIONS = ['NEW', 'USED10', 'USED20', 'USED40', 'USED60', 'USED80'] as const;

const listingItemSchema = z.looseObject({
  auctionId: z.string(),
  title: z.string().min(1),
  price: z.number().nonnegative(),
  buyNowPrice: z.number().nonnegative().nullable().optional(),
  bidCount: z.number().int().nonnegative(),
  endTime: isoTime,
  startTime: isoTime.optional(),
  imageUrl: z.string().url(),
  itemCondition: z.string().optional(),
  isFreeShipping: z.boolean().optional(),
  prefectureCode: z.union([z.string(), z.number()]).optional(),
  seller: z.looseObject({ userId: z.string().regex(SELLER_ID_PATTERN) }),
  categoryPath: z.array(z.looseObject({ id: z.number().int(), name: z.string() })).optional(),
});

const listingSchema = z.looseObject({
  items: z.array(z.unknown()),
  totalResultsAvailable: z.number().int().nonnegative(),
});

const sellerSchema = z.looseObject({
  aucUserId: z.string().regex(SELLER_ID_PATTERN),
  displayName: z.string(),
  isStore: z.boolean().optional(),
  rating: z
    .looseObject({ total: z.number().int().nonnegative().optional(), goodRatio: z.number().min(0).max(1).optional() })
    .optional(),
});

export interface YahooListingItem {
  itemId: string;
  title: string;
  image: string;
  currentPrice: number;
  buyNowPrice: number | null;
  bids: number;
  endTime: number;
  startTime: number | null;
  sellerId: string;
  condition: (typeof LISTING_CONDITIONS)[number] | null;
  freeShipping: boolean;
  prefecture: number | null;
  categoryPath: Array<{ id: number; name: string }>;
}

export interface YahooSellerProfile {
  sellerId: string;
  name: string;
  isStore: boolean;
  ratingCount: number | null;
  /** 0..1 */
  goodRatio: number | null;
}

export interface YahooListingPage {
  items: YahooListingItem[];
  total: number;
  seller: YahooSellerProfile | null;
  skipped: number;
}

export function parseListingPage(html: string, url: string): YahooListingPage {
  const data = nextData(html);
  const listing = listingSchema.safeParse(at(data, LISTING_PATH));
  if (!listing.success) {
    throw new UpstreamShapeError(
      url,
      data === undefined ? 'no __NEXT_DATA__ on the page' : `nothing usable at ${LISTING_PATH.join('.')}`,
    );
  }
  const items: YahooListingItem[] = [];
  let skipped = 0;
  const seen = new Set<string>();
  for (const [index, value] of listing.data.items.entries()) {
    const parsed = listingItemSchema.safeParse(value);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new UpstreamShapeError(url, `listing item ${index} not understood: ${problems}`);
    }
    const item = parsed.data;
    // Flea-market items (z…) share these documents; ids this store cannot show are left out.
    if (!ITEM_ID_PATTERN.test(item.auctionId) || seen.has(item.auctionId)) {
      skipped++;
      continue;
    }
    seen.add(item.auctionId);
    const pref = Number(item.prefectureCode);
    items.push({
      itemId: item.auctionId,
      title: item.title,
      image: item.imageUrl,
      currentPrice: Math.round(item.price),
      buyNowPrice: item.buyNowPrice ? Math.round(item.buyNowPrice) : null,
      bids: item.bidCount,
      endTime: item.endTime,
      startTime: item.startTime ?? null,
      sellerId: item.seller.userId,
      condition: (LISTING_CONDITIONS as readonly string[]).includes(item.itemCondition ?? '')
        ? (item.itemCondition as YahooListingItem['condition'])
        : null,
      freeShipping: item.isFreeShipping ?? false,
      prefecture: Number.isInteger(pref) && pref >= 1 && pref <= 47 ? pref : null,
      categoryPath: (item.categoryPath ?? []).filter((c) => c.id !== 0),
    });
  }
  const rawSeller = at(data, SELLER_PATH);
  let seller: YahooSellerProfile | null = null;
  if (rawSeller !== undefined && rawSeller !== null) {
    const parsed = sellerSchema.safeParse(rawSeller);
    if (!parsed.success) throw new UpstreamShapeError(url, `seller not understood at ${SELLER_PATH.join('.')}`);
    seller = {
      sellerId: parsed.data.aucUserId,
      name: parsed.data.displayName,
      isStore: parsed.data.isStore ?? false,
      ratingCount: parsed.data.rating?.total ?? null,
      goodRatio: parsed.data.rating?.goodRatio ?? null,
    };
  }
  return { items, total: listing.data.totalResultsAvailable, seller, skipped };
}
