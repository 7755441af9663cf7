import {
  SAVED_SEARCH_MAX,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchList,
  type savedSearchBodySchema,
  savedSearchFiltersSchema,
} from '@daigou/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import type { Marketplace } from '../../marketplace/marketplace';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchByFilters,
  insertSavedSearch,
  listSavedSearches,
  setSavedSearchPaused,
} from './saved-search-repository';

type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];
type CatalogNames = Pick<Marketplace, 'listCategories' | 'listBrands'>;
/** What a saved search's category or brand is called when the marketplace no longer knows it. */
export const GONE_NAME = '已失效';

/** The filters that narrow a search, in a fixed key order: the same search always gives the same text. */
export function canonicalFilters(body: z.output<typeof savedSearchBodySchema>): SavedSearchFilters {
  const f: SavedSearchFilters = {};
  const keyword = body.keyword?.trim();
  if (keyword) f.keyword = keyword;
  if (body.categoryId) f.categoryId = body.categoryId;
  if (body.brandId) f.brandId = body.brandId;
  if (body.sellerId) f.sellerId = body.sellerId;
  let { minPrice, maxPrice } = body;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice) f.minPrice = minPrice;
  if (maxPrice !== undefined) f.maxPrice = maxPrice;
  if (body.condition?.length) f.condition = [...body.condition].sort();
  if (body.buyNow) f.buyNow = true;
  if (body.endingSoon) f.endingSoon = true;
  if (body.freeShipping) f.freeShipping = true;
  if (body.exact) f.exact = true;
  return f;
}

export function filtersOf(row: { filters: string }): SavedSearchFilters {
  const parsed = savedSearchFiltersSchema.safeParse(JSON.parse(row.filters));
  return parsed.success ? parsed.data : {};
}

/** The Chinese names of the categories and brands `filters` name, read from the marketplace's cached lists. */
async function namesFor(marketplace: CatalogNames, filters: SavedSearchFilters[]) {
  const wantCategories = filters.some((f) => f.categoryId);
  const wantBrands = filters.some((f) => f.brandId);
  const categories = new Map(
    wantCategories ? (await marketplace.listCategories()).map((c) => [c.categoryId, c.nameZh || c.name]) : [],
  );
  const brands = new Map(wantBrands ? (await marketplace.listBrands()).map((b) => [b.brandId, b.nameZh || b.name]) : []);
  return (f: SavedSearchFilters) => ({
    categoryName: f.categoryId ? (categories.get(f.categoryId) ?? GONE_NAME) : null,
    brandName: f.brandId ? (brands.get(f.brandId) ?? GONE_NAME) : null,
  });
}

async function toSavedSearches(marketplace: CatalogNames, rows: SavedSearchRow[]): Promise<SavedSearch[]> {
  const filters = rows.map(filtersOf);
  const names = await namesFor(marketplace, filters);
  return rows.map((row, i) => toSavedSearch(row, filters[i] as SavedSearchFilters, names));
}

function toSavedSearch(
  row: SavedSearchRow,
  filters: SavedSearchFilters,
  names: (f: SavedSearchFilters) => Pick<SavedSearch, 'categoryName' | 'brandName'>,
): SavedSearch {
  return {
    id: row.id,
    filters,
    ...names(filters),
    paused: Number(row.paused) === 1,
    createdAt: Number(row.created_at),
    checkedAt: row.checked_at === null ? null : Number(row.checked_at),
    lastNotifiedAt: row.last_notified_at === null ? null : Number(row.last_notified_at),
  };
}

/** Saves a search: refused past SAVED_SEARCH_MAX, for an exact duplicate, and for a search with no filter at all. */
export async function saveSearch(
  db: Db,
  marketplace: CatalogNames,
  userId: number,
  body: z.output<typeof savedSearchBodySchema>,
  now: number,
): Promise<SavedSearch> {
  const filters = canonicalFilters(body);
  if (!Object.keys(filters).length) throw refuse('请先输入关键词或选择筛选条件，再保存搜索');
  // A category or brand the marketplace does not know would never match: refused, nothing saved.
  if (body.categoryId && !(await marketplace.listCategories()).some((c) => c.categoryId === body.categoryId)) {
    throw notFound('分类不存在');
  }
  if (body.brandId && !(await marketplace.listBrands()).some((b) => b.brandId === body.brandId)) {
    throw notFound('品牌不存在');
  }
  const text = JSON.stringify(filters);
  if (await findSavedSearchByFilters(db, userId, text)) throw refuse('您已保存过相同的搜索');
  if ((await countSavedSearches(db, userId)) >= SAVED_SEARCH_MAX) {
    throw refuse(`最多保存 ${SAVED_SEARCH_MAX} 个搜索订阅，请先删除不需要的`);
  }
  let id: number;
  try {
    id = await insertSavedSearch(db, userId, text, now);
  } catch (error) {
    // Two saves of the same search at once: the unique key lets one in.
    if (await findSavedSearchByFilters(db, userId, text)) throw refuse('您已保存过相同的搜索');
    throw error;
  }
  const [saved] = await toSavedSearches(marketplace, [(await findSavedSearch(db, userId, id)) as SavedSearchRow]);
  return saved as SavedSearch;
}

export async function listSaved(db: Db, marketplace: CatalogNames, userId: number): Promise<SavedSearchList> {
  return { list: await toSavedSearches(marketplace, await listSavedSearches(db, userId)), max: SAVED_SEARCH_MAX };
}

export async function pauseSearch(
  db: Db,
  marketplace: CatalogNames,
  userId: number,
  id: number,
  paused: boolean,
): Promise<SavedSearch> {
  if (!(await setSavedSearchPaused(db, userId, id, paused))) throw notFound('该搜索订阅不存在');
  const [saved] = await toSavedSearches(marketplace, [(await findSavedSearch(db, userId, id)) as SavedSearchRow]);
  return saved as SavedSearch;
}

export async function deleteSearch(db: Db, userId: number, id: number): Promise<{ id: number }> {
  if (!(await deleteSavedSearch(db, userId, id))) throw notFound('该搜索订阅不存在');
  return { id };
}
