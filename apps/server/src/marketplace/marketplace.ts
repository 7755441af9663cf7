/**
 * The only way the server reaches the auction marketplace (product.md, Marketplace). Two
 * implementations: the local simulator stored in the project's database (the embedded default) and
 * the upstream AuctionWebService client. The order side uses the item and bidding calls; the catalogue
 * module uses the catalogue reads (search, item detail, categories, brands, sellers).
 */
import type { ItemCondition, SearchSort, UpstreamHealth } from '@daigou/contract';

export type AuctionStatus = 'OPEN' | 'CLOSED' | 'CANCELLED';

/** What the order side needs to know about an item, as the marketplace reports it now. */
export interface MarketItem {
  itemId: string;
  title: string;
  image: string | null;
  sellerId: string;
  currentPrice: number;
  /** null when the item has no buy-it-now price. */
  buyNowPrice: number | null;
  bids: number;
  startTime: number;
  endTime: number;
  status: AuctionStatus;
  shippingPayer: 'seller' | 'buyer';
  /** The item's (leaf) category: an order keeps it for the door-cost estimate (decision 086). */
  categoryId: number;
  /** When this was read from the marketplace (the real one's snapshot time); absent for the local simulator. */
  readAt?: number;
}

export interface PlaceBidInput {
  itemId: string;
  /** Who bids: Daigou's bidding account per order, e.g. `order:123`. */
  bidderRef: string;
  maxBid: number;
}

export type PlaceBidResult =
  | { accepted: true; currentPrice: number; leading: boolean }
  | { accepted: false; reason: 'not_open' | 'too_low' | 'not_found'; currentPrice: number | null };

export type BuyoutResult = { bought: true; price: number } | { bought: false; reason: 'not_open' | 'no_buy_now' | 'not_found' };

export type AuctionResult =
  | { ended: false; currentPrice: number; leading: boolean }
  | { ended: true; won: boolean; finalPrice: number | null };

/** One running auction as a member's order read shows it (decision 051). */
export interface AuctionView {
  currentPrice: number;
  bids: number;
  endTime: number;
  status: AuctionStatus;
  /** Whether the bidder asked about holds the lead; null when the marketplace does not say (Yahoo masks bidders). */
  leading: boolean | null;
  /** When this was read from the marketplace (epoch ms, the app's clock). */
  readAt: number;
}

export interface AuctionViewQuery {
  itemId: string;
  /** Daigou's bidding identity for the order (`order:123`). */
  bidderRef: string;
}

/** A list entry (search results, seller items, related items). */
export interface MarketItemCard {
  itemId: string;
  title: string;
  image: string;
  sellerId: string;
  currentPrice: number;
  buyNowPrice: number | null;
  bids: number;
  endTime: number;
  status: AuctionStatus;
  /** Null when the list does not say (the real marketplace's result cards). */
  condition: ItemCondition | null;
  shippingPayer: 'seller' | 'buyer';
}

/** Everything the marketplace knows about one item. */
export interface MarketItemDetail extends MarketItem {
  images: string[];
  /** Plain text. */
  description: string;
  /** The seller's HTML description, sanitised; null when there is only text. */
  descriptionHtml: string | null;
  startPrice: number;
  /** Null when the marketplace names a grade outside the six: `conditionText` says it as written. */
  condition: ItemCondition | null;
  conditionText: string | null;
  /** JIS prefecture code 1..47 of the item's location; null when unknown. */
  prefecture: number | null;
  brandId: number | null;
  sourceUrl: string;
}

export interface MarketCategory {
  categoryId: number;
  parentId: number;
  name: string;
  nameZh: string;
  depth: number;
  path: string;
  pathZh: string;
  isLeaf: boolean;
  childCount: number;
  /** Home page order among hot categories; 0 when not hot. */
  hot: number;
}

export interface MarketBrand {
  brandId: number;
  name: string;
  nameEn: string;
  nameZh: string;
  initial: string;
  popularity: number;
  aliases: string[];
}

export interface MarketSeller {
  sellerId: string;
  name: string;
  isStore: boolean;
  /** JIS code 1..47; null when unknown. */
  prefecture: number | null;
  ratings: { good: number; normal: number; bad: number };
  /** Null when the marketplace does not say (the real one does not). */
  registeredAt: number | null;
}

export interface MarketRating {
  ratingId: string;
  kind: 'good' | 'normal' | 'bad';
  comment: string;
  rater: string;
  itemTitle: string;
  createdAt: number;
}

/**
 * A catalogue search. `groups` is the keyword already expanded: an item matches when its title
 * contains, for every group, at least one of the group's terms (case-insensitive substring).
 */
export interface MarketSearchQuery {
  groups: string[][];
  /**
   * Terms of `groups` (lower case) a title holds only as whole words (decision 121): no katakana beside a katakana
   * term (デル, not inside モデル), no Latin letter beside a Latin one (PC, not inside SRPC). The local search applies
   * it; Yahoo cuts titles into words itself.
   */
  wholeWords?: readonly string[];
  /** Includes descendants. */
  categoryId?: number;
  brandId?: number;
  sellerId?: string;
  minPrice?: number;
  maxPrice?: number;
  conditions?: ItemCondition[];
  buyNowOnly?: boolean;
  /** Only auctions ending within this many ms. */
  endingWithinMs?: number;
  freeShippingOnly?: boolean;
  excludeSellerIds?: string[];
  /** Never this item (related items). */
  excludeItemId?: string;
  sort: SearchSort;
  offset: number;
  /** 0 counts only. */
  limit: number;
  /** Totals are counted up to this. */
  totalCap: number;
}

export interface MarketSearchResult {
  items: MarketItemCard[];
  /** min(matches, totalCap) */
  total: number;
  /** More matches than totalCap. */
  capped: boolean;
}

/** One line of an item's bid history (decision 085). */
export interface MarketBid {
  /** The bidder as the marketplace shows them to everyone: partly masked (`ymb********`, `a***b`). */
  bidder: string;
  /** Daigou's bidding identity (`order:123`) when the marketplace knows it (the local simulator); null on Yahoo. */
  bidderRef: string | null;
  /** Yen: the bid (local: the price it made), or on Yahoo the amount its bid-history page lists. */
  amount: number;
  /** Epoch ms; null when the page's time cannot be read. */
  time: number | null;
  /** The page marks this bidder as the highest (最高額入札者). */
  highest: boolean;
}

export interface MarketBidHistory {
  bids: MarketBid[];
  /** When this was read from the marketplace (epoch ms, app clock); absent for the local simulator. */
  readAt?: number;
}

/**
 * Closed auctions similar to an item (decision 090): for every group, one of its terms in the title
 * (case-insensitive substring; a brand's group holds its names), within a category and its descendants, of one
 * condition when given.
 */
export interface MarketSoldQuery {
  groups: string[][];
  /** As MarketSearchQuery.wholeWords. */
  wholeWords?: readonly string[];
  categoryId?: number;
  condition?: ItemCondition;
  /** Never this item. */
  excludeItemId?: string;
  /** At most 50. */
  limit: number;
}

/** One closed auction that sold. */
export interface MarketSoldAuction {
  itemId: string;
  title: string;
  /** The final price, yen. */
  price: number;
  bids: number;
  endTime: number;
  condition: ItemCondition | null;
  /** Whether this store can show the item's page. */
  hasPage: boolean;
}

export interface MarketSoldResult {
  /** Newest end first. */
  items: MarketSoldAuction[];
  /** Every match the marketplace counts (Yahoo: its own count over 180 days); at least items.length. */
  total: number;
  /** When this was read from the marketplace (epoch ms, app clock); absent for the local simulator. */
  readAt?: number;
}

export interface Marketplace {
  /** Which marketplace this is (the operator view shows it). */
  readonly kind: 'local' | 'yahoo';
  /**
   * `automatic`: placeBid/buyout/getAuctionResult act on the marketplace. `staff`: there is no bidding API;
   * staff bid by hand from tasks (decision 035) and those three are not called.
   */
  readonly bidding: 'automatic' | 'staff';
  /** The item's page on the marketplace, for staff. */
  itemPageUrl(itemId: string): string;
  /** The upstream as this instance sees it (decision 036); null when there is none (the local simulator). */
  upstreamHealth(): UpstreamHealth | null;
  getItem(itemId: string): Promise<MarketItem | null>;
  /** Proxy bidding: the highest maximum wins at the second-highest maximum plus one increment. */
  placeBid(input: PlaceBidInput): Promise<PlaceBidResult>;
  buyout(input: { itemId: string; buyerRef: string }): Promise<BuyoutResult>;
  /**
   * Many running auctions at once for members' order reads (decision 051), keyed by `itemId|bidderRef`; null
   * for one that cannot be read now (upstream refusing, timing out). Reads nothing that changes state, and
   * never more than a few upstream requests per call (the rest come from the item cache).
   */
  auctionViews(queries: AuctionViewQuery[]): Promise<Map<string, AuctionView | null>>;
  /** Where a bidder stands on an item: still running, or ended and won at a final price, or lost. */
  getAuctionResult(itemId: string, bidderRef: string): Promise<AuctionResult>;

  // Catalogue reads.
  search(query: MarketSearchQuery): Promise<MarketSearchResult>;
  getItemDetail(itemId: string): Promise<MarketItemDetail | null>;
  /** The item's bid history (at most 50 lines; local newest first, Yahoo in its page's rank order); null when there is no such item. */
  getBidHistory(itemId: string): Promise<MarketBidHistory | null>;
  /** Closed auctions that sold, newest first (decision 090): Yahoo's closed-price page, or the simulator's history. */
  soldAuctions(query: MarketSoldQuery): Promise<MarketSoldResult>;
  /** Every category (about 200), roots first. */
  listCategories(): Promise<MarketCategory[]>;
  listBrands(): Promise<MarketBrand[]>;
  getSeller(sellerId: string): Promise<MarketSeller | null>;
  countSellerOpenItems(sellerId: string): Promise<number>;
  /** Newest first; `kind` filters. */
  listSellerRatings(
    sellerId: string,
    options: { kind?: 'good' | 'normal' | 'bad'; offset: number; limit: number },
  ): Promise<{ list: MarketRating[]; total: number }>;
}

/** The key of `auctionViews` answers. */
export const auctionViewKey = (q: AuctionViewQuery) => `${q.itemId}|${q.bidderRef}`;
