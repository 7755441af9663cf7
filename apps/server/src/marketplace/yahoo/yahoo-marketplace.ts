import { ITEM_CONDITION_LABELS, ITEM_CONDITIONS, type ItemCondition, type UpstreamHealth } from '@daigou/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { sanitizeHtmlForDisplay } from '../../lib/html-sanitizer';
import { TtlCache } from '../../lib/ttl-cache';
import { generatedMarketBrands } from '../local/market-brand';
import {
  type AuctionResult,
  type AuctionView,
  type AuctionViewQuery,
  auctionViewKey,
  type BuyoutResult,
  type MarketBidHistory,
  type MarketBrand,
  type MarketCategory,
  type MarketItem,
  type MarketItemCard,
  type MarketItemDetail,
  type Marketplace,
  type MarketRating,
  type MarketSearchQuery,
  type MarketSearchResult,
  type MarketSeller,
  type MarketSoldQuery,
  type MarketSoldResult,
  type PlaceBidInput,
  type PlaceBidResult,
} from '../marketplace';
import { parseBidHistoryPage } from './bid-history-page';
import { parseClosedSearchPage } from './closed-search-page';
import { parseItemPage, type YahooItemPage, type YahooSellerRef } from './item-page';
import { type LISTING_CONDITIONS, parseListingPage, type YahooListingItem, type YahooListingPage } from './listing-page';
import { decodeEntities } from './page-data';
import { parseSearchPage, type YahooSearchCard } from './search-page';
import {
  findSnapshot,
  findSnapshots,
  type ItemSnapshot,
  type SnapshotColumns,
  type StoredSnapshot,
  saveSnapshot,
} from './snapshot-repository';
import { findSoldPage, type StoredSoldPage, saveSoldPage } from './sold-page-repository';
import type { UpstreamClient } from './upstream-client';
import { UpstreamShapeError } from './upstream-errors';
import { LearnedCategories } from './yahoo-categories';

export interface YahooMarketplaceOptions {
  db: Db;
  clock: Clock;
  client: UpstreamClient;
  /** Search and seller pages: https://auctions.yahoo.co.jp (no trailing slash). */
  auctionsUrl: string;
  /** Item pages: https://page.auctions.yahoo.co.jp */
  pageUrl: string;
  /** A snapshot of an open auction is read again after this long (app clock), default 10 minutes … */
  itemTtlMs?: number;
  /** … and after this long in its last hour (default 1 minute). */
  endingTtlMs?: number;
  /** Search and seller pages are reused this long (wall time; default 2 minutes; 0 in tests). */
  searchTtlMs?: number;
  /** Closed-price pages are reused this long (app clock, shared through the database; default 6 hours). */
  soldTtlMs?: number;
  /** Members' order reads (decision 051): at most this many stale items are read again per call (default 3) … */
  liveRefreshPerRead?: number;
  /** … each waited for at most this long (wall ms, default 2,500) before the stale snapshot is shown instead. */
  liveWaitMs?: number;
}

const HOUR = 3_600_000;
/** Upstream search pages hold 50 results each. */
export const UPSTREAM_PAGE_SIZE = 50;

/** Yahoo's condition names → the six grades (未使用 is the unused grade, 新品 on some categories). */
const CONDITION_BY_NAME: Record<string, ItemCondition> = Object.fromEntries([
  ...ITEM_CONDITIONS.map((c) => [ITEM_CONDITION_LABELS[c].ja, c] as const),
  ['未使用', 'new'],
]);
const CONDITION_BY_CODE: Record<(typeof LISTING_CONDITIONS)[number], ItemCondition> = {
  NEW: 'new',
  USED10: 'like_new',
  USED20: 'good',
  USED40: 'fair',
  USED60: 'poor',
  USED80: 'bad',
};
/** Yahoo's condition code per grade (closed-price lines). */
const LISTING_CODE_OF = Object.fromEntries(Object.entries(CONDITION_BY_CODE).map(([code, grade]) => [grade, code])) as Record<
  ItemCondition,
  (typeof LISTING_CONDITIONS)[number]
>;
/** The search page's `istatus` codes per grade. */
const ISTATUS: Record<ItemCondition, number> = { new: 1, like_new: 3, good: 4, fair: 5, poor: 6, bad: 7 };
const SORTS: Record<MarketSearchQuery['sort'], [string, string] | null> = {
  relevance: null,
  price_asc: ['cbids', 'a'],
  price_desc: ['cbids', 'd'],
  end_asc: ['end', 'a'],
  newest: ['new', 'd'],
  bids_desc: ['bids', 'a'],
};

/** Plain text of a description already sanitised (sanitizeHtmlForDisplay): line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|tr|li|h\d)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The real Yahoo! Auctions, read from its public pages (decision 034). Items are kept as snapshots in the
 * items table and read again on view when older than their TTL; search and seller pages are reused briefly.
 * There is no bidding API: bidding is staff work (`bidding: 'staff'`, decision 035).
 */
export class YahooMarketplace implements Marketplace {
  readonly kind = 'yahoo';
  readonly bidding = 'staff';
  readonly categories = new LearnedCategories();
  private readonly inFlight = new Map<string, Promise<StoredSnapshot | null>>();
  private readonly pages = new TtlCache<unknown>(500);
  /** Bid histories last read, per item: served again within the item's TTL, and when a later read fails. */
  private readonly bidHistories = new Map<string, MarketBidHistory>();
  private readonly bidReads = new Map<string, Promise<MarketBidHistory | null>>();
  private readonly sellers = new TtlCache<MarketSeller>(5_000);
  private readonly soldPages = new Map<string, StoredSoldPage>();
  private readonly soldReads = new Map<string, Promise<StoredSoldPage>>();
  private brands: MarketBrand[] | null = null;
  private readonly itemTtlMs: number;
  private readonly endingTtlMs: number;
  private readonly searchTtlMs: number;
  private readonly soldTtlMs: number;

  constructor(private readonly options: YahooMarketplaceOptions) {
    this.itemTtlMs = options.itemTtlMs ?? 10 * 60_000;
    this.endingTtlMs = options.endingTtlMs ?? 60_000;
    this.searchTtlMs = options.searchTtlMs ?? 2 * 60_000;
    this.soldTtlMs = options.soldTtlMs ?? 6 * HOUR;
  }

  get client(): UpstreamClient {
    return this.options.client;
  }

  itemUrl(itemId: string): string {
    return `${this.options.pageUrl}/jp/auction/${itemId}`;
  }

  itemPageUrl(itemId: string): string {
    return this.itemUrl(itemId);
  }

  upstreamHealth(): UpstreamHealth {
    return { marketplace: 'yahoo', ...this.options.client.stats() };
  }

  // ------------------------------------------------------------------ items

  /** How long a snapshot stays fresh: shorter near the end; an ended auction no longer changes. */
  ttlOf(row: { status: string; end_time: number }, now: number): number {
    if (row.status !== 'OPEN') return 24 * HOUR;
    return Number(row.end_time) - now <= HOUR ? this.endingTtlMs : this.itemTtlMs;
  }

  /** The item's snapshot, read again from its page when stale. Null when the page says the item is gone. */
  async snapshot(itemId: string): Promise<StoredSnapshot | null> {
    const now = this.options.clock.now();
    const stored = await findSnapshot(this.options.db, itemId);
    if (stored && now - stored.fetchedAt < this.ttlOf(stored.row, now)) {
      this.remember(stored.snapshot, stored.snapshot.seller);
      return stored;
    }
    let pending = this.inFlight.get(itemId);
    if (!pending) {
      pending = this.refresh(itemId, stored).finally(() => this.inFlight.delete(itemId));
      this.inFlight.set(itemId, pending);
    }
    return pending;
  }

  private async refresh(itemId: string, stored: StoredSnapshot | null): Promise<StoredSnapshot | null> {
    const { client } = this.options;
    const page = await client.get('item', this.itemUrl(itemId), { allow404: true });
    // Ended pages disappear upstream after a few months: the snapshot (and every order's own copy) stays.
    if (page.status === 404) return stored;
    let parsed: YahooItemPage;
    try {
      parsed = parseItemPage(page.html, page.url);
    } catch (error) {
      if (error instanceof UpstreamShapeError) throw client.shapeError(error);
      throw error;
    }
    if (parsed.itemId !== itemId) throw client.shapeError(new UpstreamShapeError(page.url, `page is for ${parsed.itemId}`));
    const fetchedAt = this.options.clock.now();
    const { columns, snapshot } = toSnapshot(parsed);
    await saveSnapshot(this.options.db, columns, snapshot, fetchedAt);
    this.remember(snapshot, snapshot.seller);
    return findSnapshot(this.options.db, itemId);
  }

  private remember(snapshot: ItemSnapshot, seller: YahooSellerRef): void {
    this.categories.learn(snapshot.categoryPath);
    if (!this.sellers.get(seller.sellerId)) this.sellers.set(seller.sellerId, sellerFromRef(seller), 60 * 60_000);
  }

  async getItem(itemId: string): Promise<MarketItem | null> {
    const stored = await this.snapshot(itemId);
    return stored ? toMarketItem(stored, this.options.clock.now(), this.itemUrl(itemId)) : null;
  }

  async getItemDetail(itemId: string): Promise<MarketItemDetail | null> {
    const stored = await this.snapshot(itemId);
    return stored ? toMarketItemDetail(stored, this.options.clock.now(), this.itemUrl(itemId)) : null;
  }

  bidHistoryUrl(itemId: string): string {
    return `${this.options.auctionsUrl}/jp/show/bid_hist?aID=${encodeURIComponent(itemId)}`;
  }

  /**
   * The item's bid-history page (decision 085), through the same client (request queue, breaker) as its item
   * page, read again on the same TTL as the item's snapshot: the snapshot is read first (its status and end
   * decide the TTL; a gone item has no history). A failed read serves the last one read when there is one.
   */
  async getBidHistory(itemId: string): Promise<MarketBidHistory | null> {
    const known = this.bidHistories.get(itemId);
    let stored: StoredSnapshot | null;
    try {
      stored = await this.snapshot(itemId);
    } catch (error) {
      if (known) return known;
      throw error;
    }
    if (!stored) return null;
    const now = this.options.clock.now();
    if (known?.readAt !== undefined && now - known.readAt < this.ttlOf(stored.row, now)) return known;
    if (Number(stored.row.bids) === 0 && stored.row.status === 'OPEN') return { bids: [], readAt: stored.fetchedAt };
    let pending = this.bidReads.get(itemId);
    if (!pending) {
      pending = this.readBidHistory(itemId).finally(() => this.bidReads.delete(itemId));
      this.bidReads.set(itemId, pending);
    }
    try {
      return await pending;
    } catch (error) {
      if (known) return known;
      throw error;
    }
  }

  private async readBidHistory(itemId: string): Promise<MarketBidHistory | null> {
    const page = await this.options.client.get('item', this.bidHistoryUrl(itemId), { allow404: true });
    if (page.status === 404) return null;
    const readAt = this.options.clock.now();
    const rows = this.readPage(() => parseBidHistoryPage(page.html, page.url, readAt));
    const history: MarketBidHistory = {
      bids: rows.slice(0, 50).map((r) => ({ ...r, bidderRef: null })),
      readAt,
    };
    if (this.bidHistories.size >= 2_000) this.bidHistories.delete(this.bidHistories.keys().next().value as string);
    this.bidHistories.set(itemId, history);
    return history;
  }

  /**
   * Members' order reads (decision 051): every item's snapshot in one database read; the stale ones (by the
   * same TTLs as item views) are read again through the shared queue and breaker, soonest-ending first, at
   * most `liveRefreshPerRead` per call, each waited for at most `liveWaitMs` (a slower read goes on and serves
   * the next poll; meanwhile the stale snapshot is shown). A stale item whose read fails, or an item never
   * read, is null: the member reads 状态暂不可用. Yahoo masks bidders: `leading` is null (the order side
   * compares the bid staff recorded with the price).
   */
  async auctionViews(queries: AuctionViewQuery[]): Promise<Map<string, AuctionView | null>> {
    const { clock, db } = this.options;
    const now = clock.now();
    const ids = [...new Set(queries.map((q) => q.itemId))];
    const stored = await findSnapshots(db, ids);
    const fresh = new Map<string, StoredSnapshot | null>();
    const stale: string[] = [];
    for (const id of ids) {
      const s = stored.get(id);
      if (s && now - s.fetchedAt < this.ttlOf(s.row, now)) fresh.set(id, s);
      else stale.push(id);
    }
    const endOf = (id: string) => Number(stored.get(id)?.row.end_time ?? 0);
    stale.sort((a, b) => endOf(a) - endOf(b));
    const budget = this.options.liveRefreshPerRead ?? 3;
    const waitMs = this.options.liveWaitMs ?? 2_500;
    await Promise.all(
      stale.map(async (id, i) => {
        const previous = stored.get(id) ?? null;
        if (i >= budget) {
          fresh.set(id, previous);
          return;
        }
        const reading = this.snapshot(id).then(
          (s) => ({ ok: true as const, s }),
          () => ({ ok: false as const }),
        );
        let timer: ReturnType<typeof setTimeout> | undefined;
        const slow = new Promise<'slow'>((resolve) => {
          timer = setTimeout(() => resolve('slow'), waitMs);
        });
        const outcome = await Promise.race([reading, slow]);
        clearTimeout(timer);
        if (outcome === 'slow') fresh.set(id, previous);
        else fresh.set(id, outcome.ok ? (outcome.s ?? previous) : null);
      }),
    );
    const views = new Map<string, AuctionView | null>();
    for (const q of queries) {
      const s = fresh.get(q.itemId) ?? null;
      if (!s) {
        views.set(auctionViewKey(q), null);
        continue;
      }
      const endTime = Number(s.row.end_time);
      views.set(auctionViewKey(q), {
        currentPrice: Number(s.row.current_price),
        bids: Number(s.row.bids),
        endTime,
        status: effectiveStatus(s.row.status, endTime, now),
        leading: null,
        readAt: s.fetchedAt,
      });
    }
    return views;
  }

  // ------------------------------------------------------------------ bidding: staff work (decision 035)

  placeBid(_input: PlaceBidInput): Promise<PlaceBidResult> {
    return Promise.reject(new Error('Yahoo! Auctions has no bidding API: bids are placed by staff'));
  }

  buyout(_input: { itemId: string; buyerRef: string }): Promise<BuyoutResult> {
    return Promise.reject(new Error('Yahoo! Auctions has no bidding API: purchases are made by staff'));
  }

  getAuctionResult(_itemId: string, _bidderRef: string): Promise<AuctionResult> {
    return Promise.reject(new Error('Yahoo! Auctions results are recorded by staff'));
  }

  // ------------------------------------------------------------------ search

  /** The upstream search URL of one upstream page (50 results from `start`, 1-based). */
  searchUrl(query: MarketSearchQuery, start: number): string | null {
    const words = query.groups.map(upstreamWords).filter(Boolean);
    if (query.brandId !== undefined) {
      const brand = this.brandList().find((b) => b.brandId === query.brandId);
      if (brand) words.push(`(${[brand.name, ...brand.aliases.filter((a) => !/\s/.test(a))].join(' ')})`);
    }
    if (!words.length && !query.categoryId) return null;
    const params = new URLSearchParams();
    if (words.length) params.set('p', words.join(' '));
    if (query.categoryId) params.set('auccat', String(query.categoryId));
    if (query.minPrice !== undefined) params.set('aucminprice', String(query.minPrice));
    if (query.maxPrice !== undefined) params.set('aucmaxprice', String(query.maxPrice));
    if (query.conditions?.length) params.set('istatus', query.conditions.map((c) => ISTATUS[c]).join(','));
    const sort = SORTS[query.sort];
    if (sort) {
      params.set('s1', sort[0]);
      params.set('o1', sort[1]);
    }
    params.set('b', String(start));
    params.set('n', String(UPSTREAM_PAGE_SIZE));
    return `${this.options.auctionsUrl}/search/search?${params}`;
  }

  async search(query: MarketSearchQuery): Promise<MarketSearchResult> {
    const now = this.options.clock.now();
    const firstPage = Math.floor(query.offset / UPSTREAM_PAGE_SIZE);
    const lastPage = Math.floor((query.offset + Math.max(query.limit, 1) - 1) / UPSTREAM_PAGE_SIZE);
    const cards: MarketItemCard[] = [];
    let total = 0;
    for (let p = firstPage; p <= lastPage; p++) {
      const start = p * UPSTREAM_PAGE_SIZE + 1;
      const page = query.sellerId ? await this.sellerItems(query.sellerId, start, now) : await this.searchPage(query, start, now);
      if (!page) break;
      total = page.total;
      cards.push(...page.cards);
      if (page.cards.length < UPSTREAM_PAGE_SIZE) break;
    }
    const seen = new Set<string>();
    const excluded = new Set(query.excludeSellerIds ?? []);
    const filtered = cards.filter((c) => {
      if (seen.has(c.itemId)) return false;
      seen.add(c.itemId);
      if (excluded.has(c.sellerId) || c.itemId === query.excludeItemId) return false;
      if (query.buyNowOnly && c.buyNowPrice === null) return false;
      if (query.freeShippingOnly && c.shippingPayer !== 'seller') return false;
      if (query.endingWithinMs !== undefined && c.endTime - now > query.endingWithinMs) return false;
      return true;
    });
    const skip = query.offset - firstPage * UPSTREAM_PAGE_SIZE;
    return {
      items: query.limit ? filtered.slice(skip, skip + query.limit) : [],
      total: Math.min(total, query.totalCap),
      capped: total > query.totalCap,
    };
  }

  private async searchPage(query: MarketSearchQuery, start: number, now: number) {
    const url = this.searchUrl(query, start);
    if (!url) return null;
    const page = await this.cached(url, async () => {
      const answer = await this.options.client.get('search', url, { allow404: true });
      return this.readPage(() => parseSearchPage(answer.html, answer.status, answer.url));
    });
    return { total: page.total ?? page.cards.length, cards: page.cards.map((c) => cardOfSearch(c, now)) };
  }

  private async sellerItems(sellerId: string, start: number, now: number) {
    const page = await this.sellerPage(sellerId, start);
    if (!page) return { total: 0, cards: [] };
    return { total: page.total, cards: page.items.map((i) => cardOfListing(i, now)) };
  }

  /** A seller's page (their open items and profile); null when there is no such seller. */
  private async sellerPage(sellerId: string, start = 1): Promise<YahooListingPage | null> {
    const url = `${this.options.auctionsUrl}/seller/${encodeURIComponent(sellerId)}${start > 1 ? `?b=${start}&n=${UPSTREAM_PAGE_SIZE}` : ''}`;
    return this.cached(url, async () => {
      const answer = await this.options.client.get('seller', url, { allow404: true });
      if (answer.status === 404) return null;
      return this.readPage(() => parseListingPage(answer.html, answer.url));
    });
  }

  private readPage<T>(parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof UpstreamShapeError) throw this.options.client.shapeError(error);
      throw error;
    }
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.pages.through(key, this.searchTtlMs, load)) as T;
  }

  // ------------------------------------------------------------------ sold prices (decision 090)

  /** The closed-price page of a query: the words AND-ed, the category, Yahoo's default order (newest end first). */
  soldUrl(query: MarketSoldQuery): string {
    const params = new URLSearchParams();
    const words = query.groups.map(upstreamWords).filter(Boolean);
    if (words.length) {
      const p = words.join(' ');
      params.set('p', p);
      params.set('va', p);
    }
    if (query.categoryId) params.set('auccat', String(query.categoryId));
    params.set('b', '1');
    params.set('n', String(UPSTREAM_PAGE_SIZE));
    return `${this.options.auctionsUrl}/closedsearch/closedsearch?${params}`;
  }

  /**
   * One closed-price page per query, through the same client (queue, rate, breaker; counted as a `search` page)
   * as search. A page read within `soldTtlMs` by this instance (memory) or any other (`sold_price_pages`) is
   * reused; reads in flight are shared; a failed read serves the last page stored, however old. The condition
   * is chosen among the lines read (the page's own condition filter is not relied on).
   */
  async soldAuctions(query: MarketSoldQuery): Promise<MarketSoldResult> {
    const stored = await this.soldPage(this.soldUrl(query));
    const code = query.condition ? LISTING_CODE_OF[query.condition] : null;
    const lines = stored.page.items.filter((i) => i.itemId !== query.excludeItemId && (code === null || i.condition === code));
    return {
      items: lines.slice(0, query.limit).map((i) => ({
        itemId: i.itemId,
        title: i.title,
        price: i.price,
        bids: i.bids,
        endTime: i.endTime,
        condition: i.condition ? CONDITION_BY_CODE[i.condition] : null,
        hasPage: true,
      })),
      total: code === null ? Math.max(stored.page.total, lines.length) : lines.length,
      readAt: stored.fetchedAt,
    };
  }

  private async soldPage(url: string): Promise<StoredSoldPage> {
    const now = this.options.clock.now();
    const fresh = (s: StoredSoldPage | null | undefined): s is StoredSoldPage => !!s && now - s.fetchedAt < this.soldTtlMs;
    const known = this.soldPages.get(url);
    if (fresh(known)) return known;
    const shared = await findSoldPage(this.options.db, url);
    if (fresh(shared)) {
      this.keepSoldPage(url, shared);
      return shared;
    }
    let pending = this.soldReads.get(url);
    if (!pending) {
      pending = this.readSoldPage(url).finally(() => this.soldReads.delete(url));
      this.soldReads.set(url, pending);
    }
    try {
      return await pending;
    } catch (error) {
      const last = shared ?? known;
      if (last) return last;
      throw error;
    }
  }

  private async readSoldPage(url: string): Promise<StoredSoldPage> {
    const answer = await this.options.client.get('search', url, { allow404: true });
    const page = this.readPage(() => parseClosedSearchPage(answer.html, answer.status, answer.url));
    const stored = { page, fetchedAt: this.options.clock.now() };
    await saveSoldPage(this.options.db, url, page, stored.fetchedAt);
    this.keepSoldPage(url, stored);
    return stored;
  }

  private keepSoldPage(url: string, stored: StoredSoldPage): void {
    if (this.soldPages.size >= 500) this.soldPages.delete(this.soldPages.keys().next().value as string);
    this.soldPages.set(url, stored);
  }

  // ------------------------------------------------------------------ sellers

  async getSeller(sellerId: string): Promise<MarketSeller | null> {
    const known = this.sellers.get(sellerId);
    if (known) return known;
    const page = await this.sellerPage(sellerId);
    if (!page?.seller) return null;
    const seller = sellerFromProfile(page);
    this.sellers.set(sellerId, seller, 60 * 60_000);
    return seller;
  }

  async countSellerOpenItems(sellerId: string): Promise<number> {
    return (await this.sellerPage(sellerId))?.total ?? 0;
  }

  /** Rating lists are not read from upstream (only the counts on item and seller pages). */
  async listSellerRatings(): Promise<{ list: MarketRating[]; total: number }> {
    return { list: [], total: 0 };
  }

  // ------------------------------------------------------------------ catalogue

  async listCategories(): Promise<MarketCategory[]> {
    return this.categories.all();
  }

  /** The brand vocabulary the search dictionary uses (a brand filter searches for the brand's names). */
  async listBrands(): Promise<MarketBrand[]> {
    return this.brandList();
  }

  private brandList(): MarketBrand[] {
    this.brands ??= generatedMarketBrands();
    return this.brands;
  }
}

function toSnapshot(page: YahooItemPage): { columns: SnapshotColumns; snapshot: ItemSnapshot } {
  const condition = page.conditionName ? CONDITION_BY_NAME[page.conditionName] : undefined;
  const leaf = page.categoryPath.at(-1);
  const descriptionHtml = sanitizeHtmlForDisplay(page.descriptionHtml);
  return {
    columns: {
      item_id: page.itemId,
      title: page.title.slice(0, 255),
      category_id: leaf?.id ?? 0,
      category_root_id: page.categoryPath[0]?.id ?? 0,
      brand_id: null,
      seller_id: page.seller.sellerId,
      item_condition: condition ? ITEM_CONDITIONS.indexOf(condition) : -1,
      start_price: page.startPrice,
      current_price: page.currentPrice,
      buy_now_price: page.buyNowPrice,
      bids: page.bids,
      start_time: page.startTime,
      end_time: page.endTime,
      status: page.status,
      seller_pays_shipping: page.shippingPayer === 'seller' ? 1 : 0,
      prefecture: page.seller.prefecture ?? 0,
      image_count: page.images.length,
      leader_ref: null,
      leader_max: null,
      winner_ref: null,
      // The text is read from the sanitised HTML: what a seller's script, style or comment holds is not text.
      description: htmlToText(descriptionHtml),
    },
    snapshot: {
      v: 1,
      images: page.images,
      descriptionHtml,
      conditionName: page.conditionName,
      bidPrice: page.bidPrice,
      taxRate: page.taxRate,
      earlyClosing: page.earlyClosing,
      autoExtension: page.autoExtension,
      seller: page.seller,
      categoryPath: page.categoryPath,
      highestBidder: page.highestBidder,
    },
  };
}

const effectiveStatus = (status: string, endTime: number, now: number) =>
  (status === 'OPEN' && endTime <= now ? 'CLOSED' : status) as MarketItem['status'];

function toMarketItem({ row, snapshot, fetchedAt }: StoredSnapshot, now: number, _url: string): MarketItem {
  const endTime = Number(row.end_time);
  return {
    itemId: row.item_id,
    title: row.title,
    image: snapshot.images[0] ?? null,
    sellerId: row.seller_id,
    currentPrice: Number(row.current_price),
    buyNowPrice: row.buy_now_price === null ? null : Number(row.buy_now_price),
    bids: Number(row.bids),
    startTime: Number(row.start_time),
    endTime,
    status: effectiveStatus(row.status, endTime, now),
    shippingPayer: row.seller_pays_shipping ? 'seller' : 'buyer',
    categoryId: Number(row.category_id),
    readAt: fetchedAt,
  };
}

function toMarketItemDetail(stored: StoredSnapshot, now: number, url: string): MarketItemDetail {
  const { row, snapshot } = stored;
  const grade = Number(row.item_condition);
  return {
    ...toMarketItem(stored, now, url),
    images: snapshot.images,
    description: row.description ?? '',
    descriptionHtml: snapshot.descriptionHtml || null,
    startPrice: Number(row.start_price),
    condition: ITEM_CONDITIONS[grade] ?? null,
    conditionText: snapshot.conditionName,
    prefecture: snapshot.seller.prefecture,
    brandId: null,
    sourceUrl: url,
  };
}

function cardOfSearch(c: YahooSearchCard, now: number): MarketItemCard {
  return {
    itemId: c.itemId,
    title: c.title,
    image: c.image,
    sellerId: c.sellerId,
    currentPrice: c.currentPrice,
    buyNowPrice: c.buyNowPrice,
    bids: c.bids,
    endTime: c.endTime,
    status: c.endTime > now ? 'OPEN' : 'CLOSED',
    condition: null,
    shippingPayer: c.freeShipping ? 'seller' : 'buyer',
  };
}

function cardOfListing(i: YahooListingItem, now: number): MarketItemCard {
  return {
    itemId: i.itemId,
    title: i.title,
    image: i.image,
    sellerId: i.sellerId,
    currentPrice: i.currentPrice,
    buyNowPrice: i.buyNowPrice,
    bids: i.bids,
    endTime: i.endTime,
    status: i.endTime > now ? 'OPEN' : 'CLOSED',
    condition: i.condition ? CONDITION_BY_CODE[i.condition] : null,
    shippingPayer: i.freeShipping ? 'seller' : 'buyer',
  };
}

/** Ratings as an item page states them: good and bad points (its summary is good minus bad). */
function sellerFromRef(s: YahooSellerRef): MarketSeller {
  let good = s.good ?? 0;
  let bad = s.bad ?? 0;
  if (s.good === null && s.ratingCount !== null && s.goodRate !== null)
    ({ good, bad } = fromScore(s.ratingCount, s.goodRate / 100));
  return {
    sellerId: s.sellerId,
    name: s.name,
    isStore: s.isStore,
    prefecture: s.prefecture,
    ratings: { good, normal: 0, bad },
    registeredAt: null,
  };
}

/** A seller page states the score (good minus bad) and the share of good ratings. */
function fromScore(score: number, goodRatio: number): { good: number; bad: number } {
  if (goodRatio <= 0.5) return { good: Math.max(0, score), bad: 0 };
  const good = Math.round((score * goodRatio) / (2 * goodRatio - 1));
  return { good, bad: Math.max(0, good - score) };
}

function sellerFromProfile(page: YahooListingPage): MarketSeller {
  const s = page.seller as NonNullable<YahooListingPage['seller']>;
  const { good, bad } =
    s.ratingCount !== null && s.goodRatio !== null ? fromScore(s.ratingCount, s.goodRatio) : { good: 0, bad: 0 };
  return {
    sellerId: s.sellerId,
    name: s.name,
    isStore: s.isStore,
    prefecture: page.items.find((i) => i.prefecture !== null)?.prefecture ?? null,
    ratings: { good, normal: 0, bad },
    registeredAt: null,
  };
}

/**
 * One keyword group as Yahoo! Auctions' query syntax (decision 074): the words of the query are AND-ed, and
 * alternatives go in one OR group, `(a b c)` — half-width parentheses around words separated by half-width
 * spaces. A group of one term is that term as written (a member's Japanese word reaches Yahoo as typed).
 * A Latin alternative of a few words (LOUIS VUITTON, MONT BLANC) cannot be one OR term — its words would each
 * be an alternative — so it is sent as its longest word (VUITTON), which every title holding it holds. Any
 * other alternative with spaces (an operator-corrected title, decision 044) is left out while the group has
 * another alternative.
 */
function upstreamWords(group: readonly string[]): string {
  if (group.length === 1) return group[0] ?? '';
  const single: string[] = [];
  for (const term of group) {
    const words = term.trim().split(/\s+/);
    const chosen =
      words.length === 1
        ? term.trim()
        : LATIN_NAME.test(term) && words.length <= 3
          ? words.reduce((a, b) => (b.length > a.length ? b : a))
          : null;
    if (chosen && !single.some((s) => s.toLowerCase() === chosen.toLowerCase())) single.push(chosen);
  }
  const terms = single.length ? single : group.slice(0, 1);
  return terms.length > 1 ? `(${terms.join(' ')})` : (terms[0] ?? '');
}

const LATIN_NAME = /^[A-Za-z0-9&'.\- ]+$/;
