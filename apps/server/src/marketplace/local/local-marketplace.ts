import { ITEM_CONDITIONS } from '@daigou/contract';
import type { Db } from '../../db/database';
import type { CategoriesTable, ItemsTable } from '../../db/tables/catalog';
import type { Clock } from '../../lib/clock';
import { TtlCache } from '../../lib/ttl-cache';
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
import { maskedBidderName } from './bidder-name';
import { findSellerRow, listBrandRows, listCategoryRows } from './catalog-repository';
import { closeItem, findItem, findItems, insertBid, listItemBids, lockItem, saveBiddingState } from './item-repository';
import { conditionOf, describeItem, itemImageUrl, itemImageUrls } from './item-text';
import { marketBrandOf } from './market-brand';
import { type AuctionState, applyBid } from './proxy-bidding';
import { searchItems } from './search-repository';
import { sellerRatings } from './seller-ratings';
import { findSoldAuctions, recordSale } from './sold-history-repository';

/**
 * The embedded marketplace: a simulated Yahoo! Auctions stored in the project's database. Bids follow
 * proxy bidding; an auction whose end time has passed counts as ended even before the simulation job
 * closes it (and is closed on the spot when touched).
 */
export interface LocalMarketplaceOptions {
  /**
   * How long item details and sellers read for display may be reused (ms, default 1,000; 0 in tests).
   * The order side (getItem, bids, results) always reads the database; this instance's own writes
   * drop the cached item at once.
   */
  displayCacheMs?: number;
}

export class LocalMarketplace implements Marketplace {
  readonly kind = 'local';
  readonly bidding = 'automatic';

  /** Simulated items carry the real page's address form (their `sourceUrl`). */
  itemPageUrl(itemId: string): string {
    return `https://page.auctions.yahoo.co.jp/jp/auction/${itemId}`;
  }

  /** No upstream: the simulator lives in this database. */
  upstreamHealth(): null {
    return null;
  }
  private categories: Promise<CategoryCache> | null = null;
  private brands: Promise<MarketBrand[]> | null = null;
  private readonly details = new TtlCache<MarketItemDetail | null>(5_000);
  private readonly sellers = new TtlCache<MarketSeller | null>(5_000);
  private readonly cacheMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: LocalMarketplaceOptions = {},
  ) {
    this.cacheMs = options.displayCacheMs ?? 1_000;
  }

  // ------------------------------------------------------------------ order side

  async getItem(itemId: string): Promise<MarketItem | null> {
    const row = await findItem(this.db, itemId);
    return row ? toMarketItem(row, this.clock.now()) : null;
  }

  async placeBid(input: PlaceBidInput): Promise<PlaceBidResult> {
    this.details.delete(input.itemId);
    return this.placeBidInTransaction(input).finally(() => this.details.delete(input.itemId));
  }

  private placeBidInTransaction(input: PlaceBidInput): Promise<PlaceBidResult> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockItem(trx, input.itemId);
      if (!row) return { accepted: false, reason: 'not_found', currentPrice: null };
      const now = this.clock.now();
      if (!isLive(row, now)) {
        await closeIfDue(trx, row, now);
        return { accepted: false, reason: 'not_open', currentPrice: row.current_price };
      }
      const outcome = applyBid(stateOf(row), input.bidderRef, input.maxBid);
      if (!outcome.accepted) return { accepted: false, reason: 'too_low', currentPrice: row.current_price };
      const { state } = outcome;
      await saveBiddingState(trx, row.id, {
        current_price: state.currentPrice,
        bids: state.bids,
        leader_ref: state.leaderRef,
        leader_max: state.leaderMax,
        ...(outcome.boughtOut ? { status: 'CLOSED' as const, winner_ref: input.bidderRef, end_time: now } : {}),
      });
      await insertBid(trx, {
        item_id: row.item_id,
        bidder_ref: input.bidderRef,
        max_bid: input.maxBid,
        price_after: state.currentPrice,
        created_at: now,
      });
      if (outcome.boughtOut) await recordSale(trx, { ...row, bids: state.bids, end_time: now }, state.currentPrice);
      return { accepted: true, currentPrice: state.currentPrice, leading: outcome.leading };
    });
  }

  async buyout(input: { itemId: string; buyerRef: string }): Promise<BuyoutResult> {
    this.details.delete(input.itemId);
    return this.buyoutInTransaction(input).finally(() => this.details.delete(input.itemId));
  }

  private buyoutInTransaction(input: { itemId: string; buyerRef: string }): Promise<BuyoutResult> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockItem(trx, input.itemId);
      if (!row) return { bought: false, reason: 'not_found' };
      const now = this.clock.now();
      if (!isLive(row, now)) {
        await closeIfDue(trx, row, now);
        return { bought: false, reason: 'not_open' };
      }
      if (row.buy_now_price === null) return { bought: false, reason: 'no_buy_now' };
      await saveBiddingState(trx, row.id, {
        current_price: row.buy_now_price,
        bids: row.bids,
        leader_ref: input.buyerRef,
        leader_max: row.buy_now_price,
        status: 'CLOSED',
        winner_ref: input.buyerRef,
        end_time: now,
      });
      await recordSale(trx, { ...row, end_time: now }, row.buy_now_price);
      return { bought: true, price: row.buy_now_price };
    });
  }

  /** One read of every item asked about; the lead is the simulator's own (decision 051). */
  async auctionViews(queries: AuctionViewQuery[]): Promise<Map<string, AuctionView | null>> {
    const rows = new Map((await findItems(this.db, [...new Set(queries.map((q) => q.itemId))])).map((r) => [r.item_id, r]));
    const now = this.clock.now();
    const views = new Map<string, AuctionView | null>();
    for (const q of queries) {
      const row = rows.get(q.itemId);
      views.set(
        auctionViewKey(q),
        row
          ? {
              currentPrice: Number(row.current_price),
              bids: Number(row.bids),
              endTime: Number(row.end_time),
              status: effectiveStatus(row.status, Number(row.end_time), now),
              leading: row.leader_ref === q.bidderRef,
              readAt: now,
            }
          : null,
      );
    }
    return views;
  }

  async getAuctionResult(itemId: string, bidderRef: string): Promise<AuctionResult> {
    let row = await findItem(this.db, itemId);
    if (!row) return { ended: true, won: false, finalPrice: null };
    const now = this.clock.now();
    if (isLive(row, now)) return { ended: false, currentPrice: row.current_price, leading: row.leader_ref === bidderRef };
    if (row.status === 'OPEN') {
      row = await this.db.transaction().execute(async (trx) => {
        const locked = await lockItem(trx, itemId);
        if (locked) await closeIfDue(trx, locked, now);
        return findItem(trx, itemId);
      });
      if (!row) return { ended: true, won: false, finalPrice: null };
    }
    const sold = row.status === 'CLOSED' && row.winner_ref !== null;
    return { ended: true, won: sold && row.winner_ref === bidderRef, finalPrice: sold ? row.current_price : null };
  }

  // ------------------------------------------------------------------ catalogue reads

  async search(query: MarketSearchQuery): Promise<MarketSearchResult> {
    let leafIds: number[] | null = null;
    if (query.categoryId) {
      leafIds = (await this.categoryCache()).leavesUnder.get(query.categoryId) ?? [];
      if (!leafIds.length) return { items: [], total: 0, capped: false };
    }
    const now = this.clock.now();
    const result = await searchItems(this.db, query, now, leafIds);
    return {
      total: result.total,
      capped: result.capped,
      items: result.rows.map((r) => ({
        itemId: r.item_id,
        title: r.title,
        image: itemImageUrl(r.item_id, 1),
        sellerId: r.seller_id,
        currentPrice: Number(r.current_price),
        buyNowPrice: r.buy_now_price === null ? null : Number(r.buy_now_price),
        bids: Number(r.bids),
        endTime: Number(r.end_time),
        status: effectiveStatus(r.status, Number(r.end_time), now),
        condition: conditionOf(Number(r.item_condition)),
        shippingPayer: Number(r.seller_pays_shipping) ? 'seller' : 'buyer',
      })),
    };
  }

  /** The simulator's sold history (decision 090): its generated history and the auctions it closed with a winner. */
  async soldAuctions(query: MarketSoldQuery): Promise<MarketSoldResult> {
    const leafIds = query.categoryId ? ((await this.categoryCache()).leavesUnder.get(query.categoryId) ?? []) : null;
    const { rows, total } = await findSoldAuctions(
      this.db,
      {
        groups: query.groups,
        wholeWords: query.wholeWords,
        leafIds,
        condition: query.condition ? ITEM_CONDITIONS.indexOf(query.condition) : null,
        excludeItemId: query.excludeItemId,
      },
      query.limit,
    );
    return {
      total,
      items: rows.map((r) => ({
        itemId: r.item_id,
        title: r.title,
        price: Number(r.price),
        bids: Number(r.bids),
        endTime: Number(r.end_time),
        condition: conditionOf(Number(r.item_condition)),
        hasPage: Number(r.has_page) === 1,
      })),
    };
  }

  /**
   * The simulator's bids on the item, newest first: each at the price it made (a maximum stays private, as
   * upstream), its bidder masked; the leader's newest bid is the highest while the auction has one.
   */
  async getBidHistory(itemId: string): Promise<MarketBidHistory | null> {
    const row = await findItem(this.db, itemId);
    if (!row) return null;
    const rows = await listItemBids(this.db, itemId, 50);
    const leader = row.bids > 0 ? (row.status === 'OPEN' ? row.leader_ref : row.winner_ref) : null;
    let leaderMarked = false;
    return {
      bids: rows.map((b) => {
        const highest = !leaderMarked && b.bidder_ref === leader;
        if (highest) leaderMarked = true;
        return {
          bidder: maskedBidderName(b.bidder_ref),
          bidderRef: b.bidder_ref,
          amount: Number(b.price_after),
          time: Number(b.created_at),
          highest,
        };
      }),
    };
  }

  async getItemDetail(itemId: string): Promise<MarketItemDetail | null> {
    if (this.cacheMs <= 0) return this.readItemDetail(itemId);
    const cached = this.details.get(itemId);
    if (cached !== undefined) return cached;
    const value = await this.readItemDetail(itemId);
    this.details.set(itemId, value, this.cacheMs);
    return value;
  }

  private async readItemDetail(itemId: string): Promise<MarketItemDetail | null> {
    const row = await findItem(this.db, itemId);
    if (!row) return null;
    const categories = await this.categoryCache();
    const category = categories.byId.get(row.category_id);
    return {
      ...toMarketItem(row, this.clock.now()),
      images: itemImageUrls(row.item_id, row.image_count),
      description: describeItem(row, category?.name ?? ''),
      descriptionHtml: null,
      startPrice: row.start_price,
      condition: conditionOf(row.item_condition),
      conditionText: null,
      prefecture: row.prefecture,
      brandId: row.brand_id,
      sourceUrl: `https://page.auctions.yahoo.co.jp/jp/auction/${row.item_id}`,
    };
  }

  async listCategories(): Promise<MarketCategory[]> {
    return (await this.categoryCache()).list;
  }

  listBrands(): Promise<MarketBrand[]> {
    this.brands ??= listBrandRows(this.db)
      .then((rows) => rows.map(marketBrandOf))
      .catch((error) => {
        this.brands = null;
        throw error;
      });
    return this.brands;
  }

  async getSeller(sellerId: string): Promise<MarketSeller | null> {
    if (this.cacheMs <= 0) return this.readSeller(sellerId);
    const cached = this.sellers.get(sellerId);
    if (cached !== undefined) return cached;
    const value = await this.readSeller(sellerId);
    this.sellers.set(sellerId, value, this.cacheMs * 5);
    return value;
  }

  private async readSeller(sellerId: string): Promise<MarketSeller | null> {
    const row = await findSellerRow(this.db, sellerId);
    if (!row) return null;
    return {
      sellerId: row.id,
      name: row.name,
      isStore: row.is_store === 1,
      prefecture: row.prefecture,
      ratings: { good: row.rating_good, normal: row.rating_normal, bad: row.rating_bad },
      registeredAt: row.registered_at,
    };
  }

  async countSellerOpenItems(sellerId: string): Promise<number> {
    const result = await this.search({ groups: [], sellerId, sort: 'end_asc', offset: 0, limit: 0, totalCap: 10_000 });
    return result.total;
  }

  async listSellerRatings(
    sellerId: string,
    options: { kind?: 'good' | 'normal' | 'bad'; offset: number; limit: number },
  ): Promise<{ list: MarketRating[]; total: number }> {
    const row = await findSellerRow(this.db, sellerId);
    if (!row) return { list: [], total: 0 };
    return sellerRatings(row, options.kind, options.offset, options.limit);
  }

  /** Categories never change while the server runs: read once. */
  private categoryCache(): Promise<CategoryCache> {
    this.categories ??= listCategoryRows(this.db)
      .then(buildCategoryCache)
      .catch((error) => {
        this.categories = null;
        throw error;
      });
    return this.categories;
  }

  /** Forget everything cached (after a catalogue rebuild, or writes by another process). */
  resetCaches(): void {
    this.categories = null;
    this.brands = null;
    this.details.clear();
    this.sellers.clear();
  }
}

interface CategoryCache {
  list: MarketCategory[];
  byId: Map<number, MarketCategory>;
  /** Leaf ids under each category (a leaf maps to itself). */
  leavesUnder: Map<number, number[]>;
}

function buildCategoryCache(rows: CategoriesTable[]): CategoryCache {
  const list: MarketCategory[] = rows.map((r) => ({
    categoryId: r.id,
    parentId: r.parent_id,
    name: r.name,
    nameZh: r.name_zh,
    depth: r.depth,
    path: r.path,
    pathZh: r.path_zh,
    isLeaf: r.is_leaf === 1,
    childCount: r.child_count,
    hot: r.hot,
  }));
  const byId = new Map(list.map((c) => [c.categoryId, c]));
  const leavesUnder = new Map<number, number[]>();
  for (const c of list) {
    if (!c.isLeaf) continue;
    for (let id: number | undefined = c.categoryId; id; id = byId.get(id)?.parentId) {
      const leaves = leavesUnder.get(id) ?? [];
      leaves.push(c.categoryId);
      leavesUnder.set(id, leaves);
    }
  }
  return { list, byId, leavesUnder };
}

const isLive = (row: Pick<ItemsTable, 'status' | 'end_time'>, now: number) => row.status === 'OPEN' && row.end_time > now;

function effectiveStatus(status: ItemsTable['status'], endTime: number, now: number): ItemsTable['status'] {
  return status === 'OPEN' && endTime <= now ? 'CLOSED' : status;
}

function toMarketItem(row: ItemsTable, now: number): MarketItem {
  return {
    itemId: row.item_id,
    title: row.title,
    image: itemImageUrl(row.item_id, 1),
    sellerId: row.seller_id,
    currentPrice: row.current_price,
    buyNowPrice: row.buy_now_price,
    bids: row.bids,
    startTime: row.start_time,
    endTime: row.end_time,
    status: effectiveStatus(row.status, row.end_time, now),
    shippingPayer: row.seller_pays_shipping ? 'seller' : 'buyer',
    categoryId: row.category_id,
  };
}

function stateOf(row: ItemsTable): AuctionState {
  return {
    startPrice: row.start_price,
    currentPrice: row.current_price,
    bids: row.bids,
    buyNowPrice: row.buy_now_price,
    leaderRef: row.leader_ref,
    leaderMax: row.leader_max,
  };
}

async function closeIfDue(db: Db, row: ItemsTable, now: number): Promise<void> {
  if (row.status !== 'OPEN' || row.end_time > now) return;
  await closeItem(db, row);
}
