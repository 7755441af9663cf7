import {
  type ItemCard,
  type Paged,
  RISK_LEVEL_LABELS,
  SEARCH_TOTAL_CAP,
  type SellerInfo,
  type SellerRating,
  type SellerRisk,
  type SellerSummary,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { placeName } from '../../marketplace/local/vocabulary/prefectures';
import type { Marketplace, MarketSeller } from '../../marketplace/marketplace';
import type { ChineseReader } from '../translation/chinese-reader';
import { itemCardsInChinese } from '../translation/item-cards';
import { accountAgeDays, assessSellerRisk } from './risk';
import { sellerRelation } from './seller-relations-repository';
import { listSellerReports } from './seller-repository';

export interface SellerDeps {
  db: Db;
  marketplace: Marketplace;
  reader: ChineseReader;
  now: number;
  /** How long seller reports may be reused (display-cache.ts). */
  cacheMs?: number;
}

const reportsCache = new TtlCache<Array<{ reason: string }>>(20_000);

const SELLER_NOT_FOUND = '卖家不存在';

async function requireSeller(deps: SellerDeps, sellerId: string): Promise<MarketSeller> {
  const seller = await deps.marketplace.getSeller(sellerId);
  if (!seller) throw notFound(SELLER_NOT_FOUND);
  return seller;
}

async function riskOf(deps: SellerDeps, seller: MarketSeller): Promise<SellerRisk> {
  return riskFrom(seller, await reportsOf(deps, seller), deps.now);
}

const reportsOf = (deps: SellerDeps, seller: MarketSeller) =>
  reportsCache.through(seller.sellerId, deps.cacheMs ?? 0, () => listSellerReports(deps.db, seller.sellerId));

const riskFrom = (seller: MarketSeller, reports: Array<{ reason: string }>, now: number) =>
  assessSellerRisk({ sellerId: seller.sellerId, ratings: seller.ratings, registeredAt: seller.registeredAt, reports, now });

function summaryOf(seller: MarketSeller, risk: SellerRisk): SellerSummary {
  const { good, normal, bad } = seller.ratings;
  const count = good + normal + bad;
  return {
    sellerId: seller.sellerId,
    name: seller.name,
    isStore: seller.isStore,
    location: placeName(seller.prefecture).ja,
    locationZh: placeName(seller.prefecture).zh,
    ratingScore: good - bad,
    goodRate: count ? Math.round((good / count) * 1000) / 10 : 0,
    ratingCount: count,
    riskLevel: risk.level,
    riskLabel: RISK_LEVEL_LABELS[risk.level],
  };
}

/**
 * A seller card is made once per read of its inputs (the seller and their reports as the display caches
 * hold them, and the account's age in days, the only way time enters the risk), so pages showing it can
 * tell it has not changed.
 */
const cards = new WeakMap<
  MarketSeller,
  { reports: unknown; days: number | null; card: { summary: SellerSummary; risk: SellerRisk } }
>();

/** The seller card of item pages, with the risk level. */
export async function getSellerSummary(
  deps: SellerDeps,
  sellerId: string,
): Promise<{ summary: SellerSummary; risk: SellerRisk }> {
  const seller = await requireSeller(deps, sellerId);
  const reports = await reportsOf(deps, seller);
  const days = accountAgeDays(seller.registeredAt, deps.now);
  const cached = cards.get(seller);
  if (cached && cached.reports === reports && cached.days === days) return cached.card;
  const risk = riskFrom(seller, reports, deps.now);
  const card = { summary: summaryOf(seller, risk), risk };
  cards.set(seller, { reports, days, card });
  return card;
}

/** GET /api/seller/info */
export async function getSellerInfo(deps: SellerDeps, sellerId: string, viewerId: number | null): Promise<SellerInfo> {
  const seller = await requireSeller(deps, sellerId);
  const [risk, openItems, viewer] = await Promise.all([
    riskOf(deps, seller),
    deps.marketplace.countSellerOpenItems(sellerId),
    viewerId === null ? Promise.resolve(null) : sellerRelation(deps.db, viewerId, sellerId),
  ]);
  return {
    ...summaryOf(seller, risk),
    ratings: seller.ratings,
    registeredAt: seller.registeredAt,
    openItems,
    risk,
    viewer,
  };
}

/** GET /api/seller/risk */
export async function getSellerRisk(deps: SellerDeps, sellerId: string): Promise<SellerRisk> {
  return riskOf(deps, await requireSeller(deps, sellerId));
}

/** GET /api/seller/list — the seller's open auctions. */
export async function listSellerItems(
  deps: SellerDeps,
  query: { sellerId: string; sort: 'end_asc' | 'newest' | 'price_asc' | 'price_desc'; page: number; limit: number },
): Promise<Paged<ItemCard> & { totalCapped: boolean }> {
  await requireSeller(deps, query.sellerId);
  const result = await deps.marketplace.search({
    groups: [],
    sellerId: query.sellerId,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    totalCap: SEARCH_TOTAL_CAP,
  });
  return {
    list: await itemCardsInChinese(deps.reader, result.items),
    total: result.total,
    totalCapped: result.capped,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /api/seller/ratings — newest first. */
export async function listSellerRatings(
  deps: SellerDeps,
  query: { sellerId: string; kind?: 'good' | 'normal' | 'bad'; page: number; limit: number },
): Promise<Paged<SellerRating>> {
  await requireSeller(deps, query.sellerId);
  const result = await deps.marketplace.listSellerRatings(query.sellerId, {
    kind: query.kind,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const comments = await deps.reader.reviews(result.list.map((r) => r.comment));
  const list = result.list.map((r, i) => ({
    ratingId: r.ratingId,
    kind: r.kind,
    comment: r.comment,
    commentZh: comments[i]?.text ?? '',
    commentZhKind: comments[i]?.kind ?? 'gloss',
    rater: r.rater,
    itemTitle: r.itemTitle,
    createdAt: r.createdAt,
  }));
  return { list, total: result.total, page: query.page, limit: query.limit };
}
