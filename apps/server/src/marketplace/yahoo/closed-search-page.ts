import { ITEM_ID_PATTERN } from '@daigou/contract';
import { z } from 'zod';
import { LISTING_CONDITIONS, LISTING_PATH } from './listing-page';
import { at, nextData } from './page-data';
import { UpstreamShapeError } from './upstream-errors';

/**
 * The closed-price page (落札相場, `/closedsearch/closedsearch?p=…`, decision 090): a Next.js document like the
 * seller pages — the sold auctions at `props.pageProps.initialState.search.items.listing.items` (newest end
 * first, 50 a page), the hit count over Yahoo's 180 days in `totalResultsAvailable`, and Yahoo's own average,
 * minimum and maximum in `listing.metadata.statistics`. No results is an HTTP 404 with the same document and an
 * empty list. Yahoo!フリマ sales (`isFleamarketItem`, fixed prices, not auctions) share the list and are left
 * out; so is a line without a bid (an unsold auction's price is its start price, not a sale).
 */

const isoTime = z
  .string()
  .transform((v) => Date.parse(v))
  .refine((v) => Number.isFinite(v), 'not a time');

const closedItemSchema = z.looseObject({
  auctionId: z.string(),
  title: z.string().min(1),
  price: z.number().nonnegative(),
  bidCount: z.number().int().nonnegative(),
  endTime: isoTime,
  itemCondition: z.string().nullable().optional(),
  isFleamarketItem: z.boolean().optional(),
  imageUrl: z.string().optional(),
  categoryPath: z.array(z.looseObject({ id: z.number().int(), name: z.string() })).optional(),
});

const listingSchema = z.looseObject({
  items: z.array(z.unknown()),
  totalResultsAvailable: z.number().int().nonnegative(),
  metadata: z
    .looseObject({
      statistics: z.looseObject({ avgPrice: z.number(), minPrice: z.number(), maxPrice: z.number() }).optional(),
    })
    .optional(),
});

export interface YahooClosedItem {
  itemId: string;
  title: string;
  /** The final price (落札価格), yen. */
  price: number;
  bids: number;
  endTime: number;
  condition: (typeof LISTING_CONDITIONS)[number] | null;
  /** Category ids from the root (Yahoo's 0 left out). */
  categoryIds: number[];
}

export interface YahooClosedSearchPage {
  items: YahooClosedItem[];
  /** Yahoo's hit count (auctions and flea-market sales together). */
  total: number;
  /** Yahoo's own figures over every hit; null when the page gives none. */
  statistics: { avgPrice: number; minPrice: number; maxPrice: number } | null;
  /** Lines left out: flea-market sales, lines without a bid, ids this store cannot show, repeats. */
  skipped: number;
}

export function parseClosedSearchPage(html: string, status: number, url: string): YahooClosedSearchPage {
  const data = nextData(html);
  const listing = listingSchema.safeParse(at(data, LISTING_PATH));
  if (!listing.success) {
    throw new UpstreamShapeError(
      url,
      data === undefined
        ? `no __NEXT_DATA__ on the closed-price page (HTTP ${status})`
        : `nothing usable at ${LISTING_PATH.join('.')} (HTTP ${status})`,
    );
  }
  if (status === 404 && listing.data.items.length) throw new UpstreamShapeError(url, 'HTTP 404 with sold items listed');
  const items: YahooClosedItem[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const [index, value] of listing.data.items.entries()) {
    const parsed = closedItemSchema.safeParse(value);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new UpstreamShapeError(url, `sold item ${index} not understood: ${problems}`);
    }
    const item = parsed.data;
    if (item.isFleamarketItem || item.bidCount < 1 || !ITEM_ID_PATTERN.test(item.auctionId) || seen.has(item.auctionId)) {
      skipped++;
      continue;
    }
    seen.add(item.auctionId);
    items.push({
      itemId: item.auctionId,
      title: item.title,
      price: Math.round(item.price),
      bids: item.bidCount,
      endTime: item.endTime,
      condition: (LISTING_CONDITIONS as readonly string[]).includes(item.itemCondition ?? '')
        ? (item.itemCondition as YahooClosedItem['condition'])
        : null,
      categoryIds: (item.categoryPath ?? []).map((c) => c.id).filter((id) => id > 0),
    });
  }
  const stats = listing.data.metadata?.statistics;
  return {
    items,
    total: listing.data.totalResultsAvailable,
    statistics: stats ? { avgPrice: stats.avgPrice, minPrice: stats.minPrice, maxPrice: stats.maxPrice } : null,
    skipped,
  };
}
