import { ENDING_SOON_MS, SEARCH_TOTAL_CAP, type SearchQuery, type SearchResult, type SearchSuggestion } from '@daigou/contract';
import type { Db } from '../../../db/database';
import type { Marketplace } from '../../../marketplace/marketplace';
import { listBlacklistedSellerIds } from '../../sellers/seller-relations-repository';
import { listCategoriesInChinese } from '../../translation/category-names';
import type { ChineseReader } from '../../translation/chinese-reader';
import { buildDictionary, type Dictionary, normalizeKeyword } from '../../translation/glossary/dictionary';
import { itemCardsInChinese } from '../../translation/item-cards';
import {
  expandKeyword,
  isExpanded,
  searchEntries,
  searchGroups,
  searchVocabulary,
  type TermGroup,
  wholeWordTerms,
} from './query-expansion';

export interface CatalogDeps {
  db: Db;
  marketplace: Marketplace;
  reader: ChineseReader;
}

const dictionaries = new WeakMap<Marketplace, Promise<Dictionary>>();

/** The search dictionary for a marketplace (its brands included), built once. */
export function dictionaryFor(marketplace: Marketplace): Promise<Dictionary> {
  let dictionary = dictionaries.get(marketplace);
  if (!dictionary) {
    dictionary = marketplace.listBrands().then(buildDictionary);
    dictionary.catch(() => dictionaries.delete(marketplace));
    dictionaries.set(marketplace, dictionary);
  }
  return dictionary;
}

/**
 * GET /api/goods/search and POST /api/goods/searchByPage. A Chinese keyword is also searched as its
 * Japanese equivalents (the answer lists them) and finds the titles whose Chinese an operator wrote with it;
 * with `exact` the words are searched as typed. With no result, Chinese words to try instead come back.
 * Sellers the viewer blacklisted are left out.
 */
export async function searchGoods(
  deps: CatalogDeps,
  query: SearchQuery,
  viewerId: number | null,
  hotKeywords: () => Promise<string[]> = async () => [],
): Promise<SearchResult> {
  const keyword = normalizeKeyword(query.keyword ?? '');
  const dictionary = keyword ? await dictionaryFor(deps.marketplace) : null;
  const termGroups = dictionary ? expandKeyword(keyword, dictionary, { exact: query.exact }) : [];
  const blacklist = viewerId === null ? [] : await listBlacklistedSellerIds(deps.db, viewerId);
  let { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  const wholeWords = dictionary ? searchVocabulary(dictionary).wholeWords : new Set<string>();
  const groups = query.exact
    ? searchGroups(termGroups, wholeWords)
    : await withCorrectedTitles(deps.reader, termGroups, wholeWords);
  const result = await deps.marketplace.search({
    groups,
    wholeWords: wholeWordTerms(groups, wholeWords),
    categoryId: query.categoryId || undefined,
    brandId: query.brandId,
    sellerId: query.sellerId,
    minPrice,
    maxPrice,
    conditions: query.condition,
    buyNowOnly: query.buyNow,
    endingWithinMs: query.endingSoon ? ENDING_SOON_MS : undefined,
    freeShippingOnly: query.freeShipping,
    excludeSellerIds: blacklist,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    totalCap: SEARCH_TOTAL_CAP,
  });
  const searchedTerms = [...new Set(termGroups.flatMap((g) => g.terms))];
  const alternatives =
    dictionary && result.total === 0 && query.page === 1 ? await chineseAlternatives(dictionary, termGroups, hotKeywords) : [];
  return {
    list: await itemCardsInChinese(deps.reader, result.items),
    total: result.total,
    totalCapped: result.capped,
    page: query.page,
    limit: query.limit,
    keyword,
    searchedTerms,
    termGroups,
    expanded: termGroups.some(isExpanded),
    alternatives,
    hiddenSellers: blacklist.length,
  };
}

const MAX_ALTERNATIVES = 8;
const KANA_TEXT = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/**
 * Chinese words to try when a search found nothing: vocabulary words that share a Japanese form with one of
 * the keyword's words, contain it or a two-character part of it, or end in the same character (钢笔 → 圆珠笔,
 * 铅笔), then the hot keywords — never a Japanese word (members read Chinese).
 */
async function chineseAlternatives(
  dictionary: Dictionary,
  groups: readonly TermGroup[],
  hotKeywords: () => Promise<string[]>,
): Promise<string[]> {
  const typed = new Set(groups.map((g) => g.word.toLowerCase()));
  const chinese = (word: string) => HAN_WORD.test(word) && !KANA_TEXT.test(word) && !typed.has(word.toLowerCase());
  const out: string[] = [];
  const offer = (word: string) => {
    if (out.length < MAX_ALTERNATIVES && chinese(word) && !out.includes(word)) out.push(word);
  };
  const entries = searchEntries(dictionary);
  const forms = new Set(groups.flatMap((g) => g.terms.map((t) => t.toLowerCase())));
  const parts = new Set(
    groups
      .filter((g) => HAN_WORD.test(g.word) && !KANA_TEXT.test(g.word))
      .flatMap((g) => {
        const chars = [...g.word];
        return chars.length <= 2 ? [g.word] : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      }),
  );
  // The last character of a Chinese compound names the kind of thing (钢笔 → 圆珠笔, 铅笔, 毛笔).
  const heads = new Set(
    groups
      .filter((g) => HAN_WORD.test(g.word) && !KANA_TEXT.test(g.word) && [...g.word].length > 1)
      .map((g) => [...g.word].at(-1)),
  );
  for (const e of entries) if (forms.has(e.ja.toLowerCase())) offer(e.zh);
  for (const e of entries) if ([...parts].some((p) => e.zh.includes(p))) offer(e.zh);
  for (const head of heads) for (const e of entries) if ([...e.zh].length > 1 && [...e.zh].at(-1) === head) offer(e.zh);
  for (const hot of await hotKeywords()) offer(hot);
  return out;
}

/** Titles an operator's Chinese holding the word was written for (decision 044), per group; never shown as terms. */
const CORRECTED_TITLES_PER_WORD = 5;
const HAN_WORD = /\p{Script=Han}/u;

async function withCorrectedTitles(
  reader: ChineseReader,
  termGroups: readonly TermGroup[],
  wholeWords: ReadonlySet<string>,
): Promise<string[][]> {
  const groups = searchGroups(termGroups, wholeWords);
  if (groups.length !== termGroups.length) return groups;
  return Promise.all(
    groups.map(async (terms, i) => {
      const word = termGroups[i]?.word ?? '';
      if (!HAN_WORD.test(word)) return terms;
      const lower = terms.map((t) => t.toLowerCase());
      const titles = (await reader.correctedTitlesContaining(word, CORRECTED_TITLES_PER_WORD)).filter(
        (title) => !lower.some((t) => title.toLowerCase().includes(t)),
      );
      return titles.length ? [...terms, ...titles] : terms;
    }),
  );
}

/**
 * Keyword suggestions for the search box: brands, dictionary words and categories whose Chinese,
 * Japanese or English name starts with (then contains) what was typed; hot keywords when empty.
 */
export async function recommendSearch(
  deps: CatalogDeps,
  typed: string,
  limit: number,
  hotKeywords: () => Promise<string[]>,
): Promise<SearchSuggestion[]> {
  const text = normalizeKeyword(typed).toLowerCase();
  if (!text) return (await hotKeywords()).slice(0, limit).map((keyword) => ({ keyword, hint: null, kind: 'hot' as const }));
  const dictionary = await dictionaryFor(deps.marketplace);
  const categories = await listCategoriesInChinese(deps);
  const brands = [...(await deps.marketplace.listBrands())].sort((a, b) => b.popularity - a.popularity);

  const starts: SearchSuggestion[] = [];
  const contains: SearchSuggestion[] = [];
  const offer = (names: string[], suggestion: SearchSuggestion) => {
    const lower = names.map((n) => n.toLowerCase());
    if (lower.some((n) => n.startsWith(text))) starts.push(suggestion);
    else if (lower.some((n) => n.includes(text))) contains.push(suggestion);
  };
  for (const b of brands)
    offer([b.nameZh, b.name, b.nameEn, ...b.aliases], { keyword: b.nameZh, hint: `${b.name} ${b.nameEn}`, kind: 'brand' });
  for (const c of categories) offer([c.nameZh, c.name], { keyword: c.nameZh, hint: c.name, kind: 'category' });
  for (const e of searchEntries(dictionary))
    offer([e.zh, e.ja], { keyword: e.zh, hint: e.ja === e.zh ? null : e.ja, kind: 'term' });

  const seen = new Set<string>();
  const out: SearchSuggestion[] = [];
  for (const s of [...starts, ...contains]) {
    const key = s.keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}
