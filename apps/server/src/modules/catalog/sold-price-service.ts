import type { SoldAuction, SoldPrices, SoldScope } from '@daigou/contract';
import { notFound } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { Marketplace, MarketSoldResult } from '../../marketplace/marketplace';
import { listCategoriesInChinese } from '../translation/category-names';
import { type ChineseText, titleInChinese } from '../translation/chinese-reader';
import { categoryPath, ITEM_NOT_FOUND, type ItemDeps } from './item-service';
import { searchVocabulary, wholeWordTerms } from './search/query-expansion';
import { dictionaryFor } from './search/search-service';
import { similarQuery } from './sold-similarity';
import { soldStatistics } from './sold-statistics';

/** Closed auctions read per query: the statistics are over the newest this many (one upstream page). */
export const SOLD_READ_LIMIT = 50;

interface CachedAnswer {
  result: MarketSoldResult;
  titles: ChineseText[];
  /** The query's words in Chinese. */
  wordsZh: string[];
}
const answers = new WeakMap<Marketplace, TtlCache<CachedAnswer>>();

function cacheOf(marketplace: Marketplace): TtlCache<CachedAnswer> {
  let cache = answers.get(marketplace);
  if (!cache) {
    cache = new TtlCache<CachedAnswer>(2_000);
    answers.set(marketplace, cache);
  }
  return cache;
}

/**
 * GET /api/goods/soldPrices: what closed auctions similar to the item sold for (decision 090). The query is made
 * from the item (sold-similarity.ts); its answer, with the titles in Chinese, is kept per query (not per item:
 * items of one kind share it) for `cacheMs`. The item itself is left out after the cache.
 */
export async function getSoldPrices(deps: ItemDeps, itemId: string, scope: SoldScope): Promise<SoldPrices> {
  const item = await deps.marketplace.getItemDetail(itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const [categories, brands, dictionary] = await Promise.all([
    listCategoriesInChinese(deps),
    deps.marketplace.listBrands(),
    dictionaryFor(deps.marketplace),
  ]);
  const query = similarQuery(item, categoryPath(categories, item.categoryId), brands, scope);
  const marketQuery = {
    groups: query.groups,
    // PING's ピン is not in ピンク (decision 121).
    wholeWords: wholeWordTerms(query.groups, searchVocabulary(dictionary).wholeWords),
    categoryId: query.category?.categoryId,
    condition: query.condition ?? undefined,
    limit: SOLD_READ_LIMIT,
  };
  const answer = await cacheOf(deps.marketplace).through(JSON.stringify(marketQuery), deps.cacheMs ?? 0, async () => {
    const result = await deps.marketplace.soldAuctions(marketQuery);
    const [titles, wordsZh] = await Promise.all([
      deps.reader.titles(result.items.map((i) => i.title)),
      deps.reader.wordGlosses(query.words),
    ]);
    return { result, titles, wordsZh };
  });
  const lines = answer.result.items
    .map((line, i) => ({ line, zh: answer.titles[i] }))
    .filter(({ line }) => line.itemId !== itemId);
  const stats = soldStatistics(lines.map(({ line }) => line.price));
  const recent: SoldAuction[] = lines.map(({ line, zh }, i) => ({
    itemId: line.itemId,
    title: line.title,
    ...titleInChinese(zh),
    price: line.price,
    endTime: line.endTime,
    bids: line.bids,
    condition: line.condition,
    link: line.hasPage ? `/shop/product/${line.itemId}` : null,
    outlier: stats.outlier[i] ?? false,
  }));
  const own = answer.result.items.length - lines.length;
  return {
    itemId,
    scope,
    query: {
      words: query.words,
      wordsZh: answer.wordsZh,
      groups: query.groups,
      categoryId: query.category?.categoryId ?? null,
      categoryNameZh: query.category?.nameZh ?? null,
      condition: query.condition,
    },
    count: lines.length,
    totalFound: Math.max(lines.length, answer.result.total - own),
    median: stats.median,
    min: stats.min,
    max: stats.max,
    outliers: stats.outlier.filter(Boolean).length,
    recent,
    readAt: answer.result.readAt ?? null,
  };
}
