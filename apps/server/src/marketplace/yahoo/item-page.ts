import { ITEM_ID_PATTERN, SELLER_ID_PATTERN } from '@daigou/contract';
import { z } from 'zod';
import { at, firstHeading, jsonLdBlocks, nextData } from './page-data';
import { UpstreamShapeError } from './upstream-errors';

/**
 * An item page (`{YAHOO_PAGE_URL}/jp/auction/{itemId}`) as pages fetched in 2026 show it: the item lives in the
 * Next.js data at `props.pageProps.initialState.item.detail.item`; the JSON-LD Product block (prices as
 * strings, no `availability` once closed) stands in for a price or status the data lacks. A key that does not
 * apply is absent, not 0 (`bidorbuy` without a buy-it-now, the tax keys for personal sellers). Key names
 * drift between page versions: the schema below accepts the known aliases; anything else is an
 * UpstreamShapeError naming what was not understood — never an empty or invented item.
 */

export const ITEM_DATA_PATH = ['props', 'pageProps', 'initialState', 'item', 'detail', 'item'] as const;

/** Yen as the pages write it: a number, or a decimal string ("3440", "50272.000000"). */
const yen = z
  .union([
    z.number().nonnegative(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .transform((v) => Math.round(v));

/** ISO 8601 with an offset, e.g. 2026-08-02T22:58:02+09:00. */
const isoTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/)
  .transform((v) => Date.parse(v))
  .refine((v) => Number.isFinite(v));

const numericId = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const sellerSchema = z.looseObject({
  aucUserId: z.string().regex(SELLER_ID_PATTERN).optional(),
  /** Older pages. */
  sellerId: z.string().regex(SELLER_ID_PATTERN).optional(),
  displayName: z.string().optional(),
  isStore: z.boolean().optional(),
  rating: z
    .looseObject({
      /** "95.1%" */
      goodRating: z.string().optional(),
      summary: z.number().optional(),
      ult: z.looseObject({ goodPoint: z.number().optional(), badPoint: z.number().optional() }).optional(),
    })
    .optional(),
  location: z
    .looseObject({ prefecture: z.string().optional(), prefCode: z.union([z.string(), z.number()]).optional() })
    .optional(),
});

const categoryNode = z.looseObject({ id: numericId, name: z.string() });

/** The item with every alias page versions are known to use. */
export const itemDataSchema = z.looseObject({
  auctionId: z.string().regex(ITEM_ID_PATTERN).optional(),
  aID: z.string().regex(ITEM_ID_PATTERN).optional(),
  title: z.string().min(1).optional(),
  price: yen.optional(),
  currentPrice: yen.optional(),
  taxinPrice: yen.optional(),
  taxInPrice: yen.optional(),
  initPrice: yen.optional(),
  startPrice: yen.optional(),
  taxinStartPrice: yen.optional(),
  bidorbuy: yen.optional(),
  bidOrBuyPrice: yen.optional(),
  taxinBidorbuy: yen.optional(),
  taxinBidOrBuyPrice: yen.optional(),
  taxRate: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .optional(),
  bids: z.number().int().nonnegative().optional(),
  bidCount: z.number().int().nonnegative().optional(),
  status: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['open', 'closed', 'cancel', 'canceled', 'cancelled']))
    .optional(),
  startTime: isoTime.optional(),
  endTime: isoTime.optional(),
  isEarlyClosing: z.boolean().optional(),
  isAutomaticExtension: z.boolean().optional(),
  img: z.array(z.looseObject({ image: z.string().url() })).optional(),
  images: z.array(z.looseObject({ url: z.string().url() })).optional(),
  descriptionHtml: z.string().optional(),
  conditionName: z.string().optional(),
  chargeForShipping: z.enum(['winner', 'seller', 'buyer']).optional(),
  seller: sellerSchema.optional(),
  category: z.looseObject({ path: z.array(categoryNode) }).optional(),
  categoryPath: z.array(categoryNode).optional(),
  /** An object in 2026 (`{ totalHighestBidders, isMore, bidder: [...] }`). */
  highestBidders: z.looseObject({ bidder: z.array(z.looseObject({ displayName: z.string() })).optional() }).optional(),
});

const jsonLdProductSchema = z.looseObject({
  '@type': z.literal('Product'),
  name: z.string().optional(),
  image: z.union([z.string(), z.array(z.string())]).optional(),
  offers: z
    .looseObject({
      price: yen.optional(),
      availability: z.string().optional(),
      priceValidUntil: isoTime.optional(),
    })
    .optional(),
});

export type YahooStatus = 'OPEN' | 'CLOSED' | 'CANCELLED';

export interface YahooSellerRef {
  sellerId: string;
  name: string;
  isStore: boolean;
  /** Share of good ratings in percent (95.1), when the page shows it. */
  goodRate: number | null;
  ratingCount: number | null;
  good: number | null;
  bad: number | null;
  /** JIS code 1..47. */
  prefecture: number | null;
}

/** One item page, read. Prices are what Daigou pays: tax included where the page gives a tax-included price. */
export interface YahooItemPage {
  itemId: string;
  title: string;
  images: string[];
  /** As the page has it (sanitised before display). */
  descriptionHtml: string;
  currentPrice: number;
  /** The price bids are placed in (tax excluded for stores; equal to currentPrice otherwise). */
  bidPrice: number;
  startPrice: number;
  buyNowPrice: number | null;
  taxRate: number | null;
  bids: number;
  status: YahooStatus;
  startTime: number;
  endTime: number;
  earlyClosing: boolean | null;
  autoExtension: boolean | null;
  conditionName: string | null;
  shippingPayer: 'seller' | 'buyer';
  seller: YahooSellerRef;
  /** Root first, without Yahoo's own root node (id 0). */
  categoryPath: Array<{ id: number; name: string }>;
  /** The display name the page shows as the highest bidder (the winner once closed), if any. */
  highestBidder: string | null;
  /** Fields taken from JSON-LD because the Next.js data lacked them. */
  fromJsonLd: string[];
}

const STATUS: Record<string, YahooStatus> = {
  open: 'OPEN',
  closed: 'CLOSED',
  cancel: 'CANCELLED',
  canceled: 'CANCELLED',
  cancelled: 'CANCELLED',
};

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** Reads an item page; throws UpstreamShapeError when it is not a page this reader understands. */
export function parseItemPage(html: string, url: string): YahooItemPage {
  const data = nextData(html);
  const raw = at(data, ITEM_DATA_PATH);
  if (raw === undefined || raw === null || typeof raw !== 'object') {
    throw new UpstreamShapeError(
      url,
      data === undefined ? 'no __NEXT_DATA__ on the page' : `nothing at ${ITEM_DATA_PATH.join('.')}`,
    );
  }
  const parsed = itemDataSchema.safeParse(raw);
  if (!parsed.success) throw new UpstreamShapeError(url, describeIssues(parsed.error));
  const item = parsed.data;
  const product = jsonLdBlocks(html)
    .map((b) => jsonLdProductSchema.safeParse(b))
    .find((r) => r.success)?.data;

  const fromJsonLd: string[] = [];
  const missing: string[] = [];
  const need = <T>(name: string, value: T | undefined | null, fallback?: T | null): T | undefined => {
    if (value !== undefined && value !== null) return value;
    if (fallback !== undefined && fallback !== null) {
      fromJsonLd.push(name);
      return fallback;
    }
    missing.push(name);
    return undefined;
  };

  const itemId = need('auctionId', item.auctionId ?? item.aID);
  const title = need('title', item.title ?? firstHeading(html));
  const basePrice = need('price', item.price ?? item.currentPrice, product?.offers?.price);
  const endTime = need('endTime', item.endTime, product?.offers?.priceValidUntil);
  const startTime = need('startTime', item.startTime);
  const ldStatus = product ? (product.offers?.availability?.endsWith('/InStock') ? 'open' : 'closed') : undefined;
  const status = need('status', item.status, ldStatus);
  const ldImages = product?.image === undefined ? undefined : Array.isArray(product.image) ? product.image : [product.image];
  const pageImages = item.img?.map((i) => i.image) ?? item.images?.map((i) => i.url);
  const images = need('images', pageImages?.length ? pageImages : undefined, ldImages?.length ? ldImages : undefined);
  const sellerId = need('seller.aucUserId', item.seller?.aucUserId ?? item.seller?.sellerId);
  const sellerName = need('seller.displayName', item.seller?.displayName);
  if (
    missing.length ||
    !itemId ||
    !title ||
    basePrice === undefined ||
    !endTime ||
    !startTime ||
    !status ||
    !images ||
    !sellerId ||
    !sellerName
  ) {
    throw new UpstreamShapeError(url, `required fields missing: ${missing.join(', ')}`);
  }

  const taxinPrice = item.taxinPrice ?? item.taxInPrice;
  const bidorbuy = item.bidorbuy ?? item.bidOrBuyPrice;
  const taxinBidorbuy = item.taxinBidorbuy ?? item.taxinBidOrBuyPrice;
  const startBase = item.initPrice ?? item.startPrice;
  const path = item.category?.path ?? item.categoryPath ?? [];
  const rating = item.seller?.rating;
  const goodRate = rating?.goodRating ? Number.parseFloat(rating.goodRating) : Number.NaN;
  const prefCode = Number(item.seller?.location?.prefCode);

  return {
    itemId,
    title,
    images: [...new Set(images)],
    descriptionHtml: item.descriptionHtml ?? '',
    currentPrice: taxinPrice ?? basePrice,
    bidPrice: basePrice,
    startPrice: item.taxinStartPrice ?? startBase ?? basePrice,
    buyNowPrice: taxinBidorbuy ?? bidorbuy ?? null,
    taxRate: item.taxRate ?? null,
    bids: item.bids ?? item.bidCount ?? 0,
    status: STATUS[status],
    startTime,
    endTime,
    earlyClosing: item.isEarlyClosing ?? null,
    autoExtension: item.isAutomaticExtension ?? null,
    conditionName: item.conditionName ?? null,
    shippingPayer: item.chargeForShipping === 'seller' ? 'seller' : 'buyer',
    seller: {
      sellerId,
      name: sellerName,
      isStore: item.seller?.isStore ?? false,
      goodRate: Number.isFinite(goodRate) ? goodRate : null,
      ratingCount: rating?.summary ?? null,
      good: rating?.ult?.goodPoint ?? null,
      bad: rating?.ult?.badPoint ?? null,
      prefecture: Number.isInteger(prefCode) && prefCode >= 1 && prefCode <= 47 ? prefCode : null,
    },
    categoryPath: path.filter((n) => n.id !== 0).map((n) => ({ id: n.id, name: n.name })),
    highestBidder: item.highestBidders?.bidder?.[0]?.displayName ?? null,
    fromJsonLd,
  };
}
