import {
  AUCTION_STATUS_LABELS,
  bidIncrement,
  type CategoryRef,
  ITEM_CONDITION_LABELS,
  type ItemCard,
  type ItemDetail,
  minimumBid,
  type Rate,
  SEARCH_TOTAL_CAP,
  type SellerSummary,
  SHIPPING_PAYER_LABELS,
  type YuanPair,
  yenToYuan,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { withOwnFields } from '../../lib/shared-response';
import { placeName } from '../../marketplace/local/vocabulary/prefectures';
import type { MarketBrand, MarketCategory, MarketItemCard, MarketItemDetail, Marketplace } from '../../marketplace/marketplace';
import { listBlacklistedSellerIds, sellerRelation } from '../sellers/seller-relations-repository';
import { getSellerSummary } from '../sellers/seller-service';
import { displayedSettingChanges, getDisplayedSetting, SETTINGS_DISPLAY_MS } from '../sys/settings-service';
import { listCategoriesInChinese } from '../translation/category-names';
import type { ChineseReader, ChineseText } from '../translation/chinese-reader';
import { itemCardsInChinese } from '../translation/item-cards';

export interface ItemDeps {
  db: Db;
  marketplace: Marketplace;
  reader: ChineseReader;
  now: number;
  /** How long seller reports (and, up to SETTINGS_DISPLAY_MS, rates) may be reused: displayCacheMs. */
  cacheMs?: number;
}

export const ITEM_NOT_FOUND = '商品不存在或已被删除';

const refOf = (c: MarketCategory): CategoryRef => ({ categoryId: c.categoryId, name: c.name, nameZh: c.nameZh });

const categoryMaps = new WeakMap<readonly MarketCategory[], Map<number, MarketCategory>>();

/** Root first, the category itself last. */
export function categoryPath(categories: readonly MarketCategory[], categoryId: number): MarketCategory[] {
  let byId = categoryMaps.get(categories);
  if (!byId) {
    byId = new Map(categories.map((c) => [c.categoryId, c]));
    categoryMaps.set(categories, byId);
  }
  const path: MarketCategory[] = [];
  for (let c = byId.get(categoryId); c && path.length < 10; c = byId.get(c.parentId)) path.unshift(c);
  return path;
}

/**
 * An item page as every viewer sees it at one moment, kept per item and made again only when one of its
 * inputs holds different data: the item detail, the seller's card and the rates (the display caches read
 * them again every second or so, mostly unchanged), the categories and the brands. Only the time and the
 * viewer's blacklist differ between requests: the response writer writes the page once and splices those
 * into its text (lib/shared-response.ts).
 */
interface SharedPage {
  item: MarketItemDetail;
  inputs: readonly unknown[];
  page: ItemDetail;
  /** When the inputs were last read (the app clock), and the settings changes seen then. */
  checkedAt: number;
  settingChanges: number;
}

/** How often a kept page reads its inputs again: half the display caches' age, so staleness does not add up. */
const recheckMs = (deps: ItemDeps) => Math.min(deps.cacheMs ?? 0, SETTINGS_DISPLAY_MS) / 2;
const sharedPages = new WeakMap<Marketplace, Map<string, SharedPage>>();
const PAGES_KEPT = 10_000;

function pagesOf(marketplace: Marketplace): Map<string, SharedPage> {
  let pages = sharedPages.get(marketplace);
  if (!pages) {
    pages = new Map();
    sharedPages.set(marketplace, pages);
  }
  return pages;
}

/** Whether two values hold the same plain data (JSON-like: primitives, arrays, plain objects). */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlainData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !samePlainData(x[key], y[key])) return false;
    count++;
  }
  for (const _ in y) count--;
  return count === 0;
}

/** GET /api/goods/itemInfo and itemInfoByPage: everything a member needs to decide. */
export async function getItemInfo(deps: ItemDeps, itemId: string, viewerId: number | null): Promise<ItemDetail> {
  const pages = pagesOf(deps.marketplace);
  let shared = pages.get(itemId);
  if (!shared || deps.now - shared.checkedAt >= recheckMs(deps) || shared.settingChanges !== displayedSettingChanges(deps.db)) {
    shared = await readPage(deps, itemId, pages, shared);
  }
  const { item } = shared;
  const relation = viewerId === null ? null : await sellerRelation(deps.db, viewerId, item.sellerId);
  return withOwnFields(shared.page, {
    serverTime: deps.now,
    timeLeftMs: item.status === 'OPEN' ? Math.max(0, item.endTime - deps.now) : 0,
    sellerBlacklisted: relation?.blacklisted ?? false,
  });
}

/** Reads a page's inputs; keeps the page it had when they hold the same data. */
async function readPage(
  deps: ItemDeps,
  itemId: string,
  pages: Map<string, SharedPage>,
  kept: SharedPage | undefined,
): Promise<SharedPage> {
  const item = await deps.marketplace.getItemDetail(itemId);
  if (!item) {
    pages.delete(itemId);
    throw notFound(ITEM_NOT_FOUND);
  }
  const settingChanges = displayedSettingChanges(deps.db);
  const [categories, brands, seller, rates, [titleZh], descriptionZh] = await Promise.all([
    listCategoriesInChinese(deps),
    deps.marketplace.listBrands(),
    getSellerSummary(deps, item.sellerId),
    getDisplayedSetting(deps.db, 'rates', Math.min(deps.cacheMs ?? 0, SETTINGS_DISPLAY_MS)),
    // Remembered per text by the reader: a page read again costs two look-ups, not a gloss.
    deps.reader.titles([item.title]),
    deps.reader.description(item.description, item.descriptionHtml),
  ]);
  const chinese = { title: titleZh as ChineseText, description: descriptionZh };
  const inputs = [item, seller.summary, rates, categories, brands, chinese];
  const page =
    kept && samePlainData(kept.inputs, inputs) ? kept.page : itemPage(item, categories, brands, seller.summary, rates, chinese);
  const shared = { item, inputs, page, checkedAt: deps.now, settingChanges };
  if (!kept && pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value as string);
  pages.set(itemId, shared);
  return shared;
}

function itemPage(
  item: MarketItemDetail,
  categories: readonly MarketCategory[],
  brands: readonly MarketBrand[],
  seller: SellerSummary,
  rates: Rate,
  chinese: { title: ChineseText; description: ChineseText },
): ItemDetail {
  const path = categoryPath(categories, item.categoryId);
  const category = path.at(-1);
  const brand = item.brandId === null ? undefined : brands.find((b) => b.brandId === item.brandId);
  const yuan = (yen: number): YuanPair => ({ wechat: yenToYuan(yen, rates.WechatRate), alipay: yenToYuan(yen, rates.AliRate) });
  const condition = item.condition
    ? ITEM_CONDITION_LABELS[item.condition]
    : { ja: item.conditionText ?? '—', zh: item.conditionText ?? '—' };
  const place = placeName(item.prefecture);
  return {
    itemId: item.itemId,
    title: item.title,
    titleZh: chinese.title.text,
    titleZhKind: chinese.title.kind,
    images: item.images,
    description: item.description,
    descriptionHtml: item.descriptionHtml,
    descriptionZh: chinese.description.text,
    descriptionZhKind: chinese.description.kind,
    translationFallback: chinese.title.fallback || chinese.description.fallback,
    startPrice: item.startPrice,
    currentPrice: item.currentPrice,
    buyNowPrice: item.buyNowPrice,
    currentPriceYuan: yuan(item.currentPrice),
    buyNowPriceYuan: item.buyNowPrice === null ? null : yuan(item.buyNowPrice),
    rates: { WechatRate: rates.WechatRate, AliRate: rates.AliRate },
    bids: item.bids,
    bidIncrement: bidIncrement(item.currentPrice),
    minimumBid: item.bids === 0 ? item.currentPrice : minimumBid(item.currentPrice),
    startTime: item.startTime,
    endTime: item.endTime,
    // Per request (getItemInfo); here only so that the page keeps the contract's order.
    serverTime: 0,
    timeLeftMs: 0,
    status: item.status,
    statusLabel: AUCTION_STATUS_LABELS[item.status],
    condition: item.condition,
    conditionJa: condition.ja,
    conditionZh: condition.zh,
    shippingPayer: item.shippingPayer,
    shippingLabel: SHIPPING_PAYER_LABELS[item.shippingPayer],
    location: place.ja,
    locationZh: place.zh,
    category: category ? refOf(category) : { categoryId: item.categoryId, name: '', nameZh: '' },
    categoryPath: path.map(refOf),
    brand: brand ? { brandId: brand.brandId, name: brand.name, nameEn: brand.nameEn, nameZh: brand.nameZh } : null,
    seller,
    sellerBlacklisted: false,
    sourceUrl: item.sourceUrl,
  };
}

/** GET /api/goods/recommendItems: open items of the same category (then its parent), same brand first. */
export async function recommendItems(
  deps: ItemDeps,
  itemId: string,
  limit: number,
  viewerId: number | null,
): Promise<ItemCard[]> {
  const item = await deps.marketplace.getItemDetail(itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const categories = await deps.marketplace.listCategories();
  const blacklist = viewerId === null ? [] : await listBlacklistedSellerIds(deps.db, viewerId);
  const base = {
    groups: [] as string[][],
    excludeItemId: itemId,
    excludeSellerIds: blacklist,
    offset: 0,
    totalCap: SEARCH_TOTAL_CAP,
  };
  const out: MarketItemCard[] = [];
  const add = (cards: MarketItemCard[]) => {
    for (const c of cards) if (out.length < limit && !out.some((o) => o.itemId === c.itemId)) out.push(c);
  };
  if (item.brandId !== null) {
    add(
      (await deps.marketplace.search({ ...base, categoryId: item.categoryId, brandId: item.brandId, sort: 'bids_desc', limit }))
        .items,
    );
  }
  for (const c of categoryPath(categories, item.categoryId).reverse()) {
    if (out.length >= limit) break;
    add((await deps.marketplace.search({ ...base, categoryId: c.categoryId, sort: 'bids_desc', limit })).items);
  }
  return itemCardsInChinese(deps.reader, out);
}
