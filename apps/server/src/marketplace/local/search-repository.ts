import { type RawBuilder, sql } from 'kysely';
import { type Db, isSqlite } from '../../db/database';
import type { MarketSearchQuery } from '../marketplace';
import { buyNowPriceToken, categoryToken, conditionShippingToken, priceBuckets } from './fts-document';
import { titleHoldsOneOf } from './title-terms';

/**
 * Catalogue search over the local tables (docs/decisions: search design).
 *
 * 1. Keyword groups become an index source: on SQLite an FTS5 trigram MATCH (terms of 3+ characters as
 *    AND-ed trigrams; 1–2 character terms as the OR of the indexed trigrams that start with them, found in
 *    the FTS vocabulary — titles are indexed with two trailing spaces so every short substring starts a
 *    trigram); on PostgreSQL `ILIKE` served by the pg_trgm GIN index. Every term is also checked as a
 *    substring of the title (a whole-word term as a whole word, title-terms.ts), so the index only narrows.
 * 2. The total is counted up to `totalCap` (+1 tells "more").
 * 3. A page is sorted over all matches when there are at most `totalCap`; otherwise the sort's own index
 *    is walked in order (prices, end time, bids, newest) with the index source as a filter. Relevance over
 *    more than `totalCap` matches ranks the newest `totalCap` of them.
 */

export interface ItemCardRow {
  item_id: string;
  title: string;
  seller_id: string;
  current_price: number;
  buy_now_price: number | null;
  bids: number;
  end_time: number;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  item_condition: number;
  seller_pays_shipping: number;
  image_count: number;
}

export interface SearchRows {
  rows: ItemCardRow[];
  total: number;
  capped: boolean;
}

const CARD_COLUMNS = sql.raw(
  'i.item_id, i.title, i.seller_id, i.current_price, i.buy_now_price, i.bids, i.end_time, i.status, i.item_condition, i.seller_pays_shipping, i.image_count',
);

/** Relevance ranks this many of the newest matches (pages within it; deeper pages rank `totalCap`). */
const RELEVANCE_POOL = 2_000;
/** With more keyword matches than this, sorted pages walk the sort's index instead of sorting all matches. */
const WALK_THRESHOLD = 2_000;

/** Most indexed trigrams a 1–2 character term may expand to before it is checked by scanning instead. */
const MAX_PREFIX_TRIGRAMS = 400;

type SortSpec = { order: RawBuilder<unknown>; index: string | null };

function sortSpec(query: MarketSearchQuery, relevance: RawBuilder<unknown> | null): SortSpec {
  switch (query.sort) {
    case 'price_asc':
      return { order: sql`i.current_price ASC, i.id ASC`, index: 'items_open_price_idx' };
    case 'price_desc':
      return { order: sql`i.current_price DESC, i.id DESC`, index: 'items_open_price_idx' };
    case 'end_asc':
      return { order: sql`i.end_time ASC, i.id ASC`, index: 'items_open_end_idx' };
    case 'newest':
      return { order: sql`i.id DESC`, index: null };
    case 'bids_desc':
      return { order: sql`i.bids DESC, i.id DESC`, index: 'items_open_bids_idx' };
    default:
      // Relevance: titles holding the words themselves first, then the most bid-on.
      return relevance
        ? { order: sql`${relevance} DESC, i.bids DESC, i.id DESC`, index: null }
        : { order: sql`i.bids DESC, i.id DESC`, index: 'items_open_bids_idx' };
  }
}

function filterClauses(query: MarketSearchQuery, now: number, leafIds: number[] | null, sqlite: boolean): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`i.status = 'OPEN'`, sql`i.end_time > ${now}`];
  if (leafIds) {
    where.push(leafIds.length === 1 ? sql`i.category_id = ${leafIds[0]}` : sql`i.category_id IN (${sql.join(leafIds)})`);
  }
  if (query.brandId !== undefined) where.push(sql`i.brand_id = ${query.brandId}`);
  if (query.sellerId !== undefined) where.push(sql`i.seller_id = ${query.sellerId}`);
  if (query.minPrice !== undefined) where.push(sql`i.current_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) where.push(sql`i.current_price <= ${query.maxPrice}`);
  if (query.conditions?.length) {
    const codes = query.conditions.map((c) => CONDITION_CODES[c]);
    where.push(sql`i.item_condition IN (${sql.join(codes)})`);
  }
  if (query.buyNowOnly) where.push(sql`i.buy_now_price IS NOT NULL`);
  if (query.endingWithinMs !== undefined) where.push(sql`i.end_time <= ${now + query.endingWithinMs}`);
  if (query.freeShippingOnly) where.push(sql`i.seller_pays_shipping = 1`);
  if (query.excludeSellerIds?.length) where.push(sql`i.seller_id NOT IN (${sql.join(query.excludeSellerIds)})`);
  if (query.excludeItemId !== undefined) where.push(sql`i.item_id <> ${query.excludeItemId}`);
  const wholeWords = new Set(query.wholeWords);
  for (const group of query.groups) where.push(titleHoldsOneOf('i.title', group, sqlite, wholeWords));
  return where;
}

const CONDITION_CODES: Record<string, number> = { new: 0, like_new: 1, good: 2, fair: 3, poor: 4, bad: 5 };

function relevanceScore(groups: string[][], sqlite: boolean): RawBuilder<unknown> | null {
  if (!groups.length) return null;
  const parts = groups.map((g) =>
    sqlite
      ? sql`(CASE WHEN instr(lower(i.title), lower(${g[0]})) > 0 THEN 1 ELSE 0 END)`
      : sql`(CASE WHEN position(lower(${g[0]}) in lower(i.title)) > 0 THEN 1 ELSE 0 END)`,
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** Runs one query of a search; tests pass one that also records the query plan. */
export type RunQuery = <R>(db: Db, query: RawBuilder<R>) => Promise<R[]>;
const execute: RunQuery = async (db, query) => (await query.execute(db)).rows;

const and = (clauses: RawBuilder<unknown>[]) => sql.join(clauses, sql` AND `);

/** FTS5 query text for a keyword's groups, or null when no group can use the index. */
async function ftsMatch(db: Db, groups: string[][], run: RunQuery): Promise<{ match: string | null; empty: boolean }> {
  const groupExprs: string[] = [];
  for (const group of groups) {
    const alternatives: string[] = [];
    let unindexable = false;
    for (const term of group) {
      const chars = [...term.toLowerCase()];
      if (chars.length >= 3) {
        const trigrams = new Set<string>();
        for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(quote(chars.slice(i, i + 3).join('')));
        alternatives.push(`(${[...trigrams].join(' AND ')})`);
        continue;
      }
      const prefix = chars.join('');
      const rows = await run(
        db,
        sql<{
          term: string;
        }>`SELECT term FROM items_fts_vocab WHERE term >= ${prefix} AND term < ${`${prefix}\u{10FFFF}`} LIMIT ${MAX_PREFIX_TRIGRAMS + 1}`,
      );
      if (rows.length > MAX_PREFIX_TRIGRAMS) {
        unindexable = true;
        break;
      }
      if (rows.length) alternatives.push(`(${rows.map((r) => quote(r.term)).join(' OR ')})`);
    }
    if (unindexable) continue; // checked by the title LIKE filter alone
    if (!alternatives.length) return { match: null, empty: true }; // no title has any term of this group
    groupExprs.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`);
  }
  return { match: groupExprs.length ? groupExprs.join(' AND ') : null, empty: false };
}

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

export async function searchItems(
  db: Db,
  query: MarketSearchQuery,
  now: number,
  leafIds: number[] | null,
  run: RunQuery = execute,
): Promise<SearchRows> {
  const sqlite = isSqlite(db as never);
  const plan: Plan = {
    db,
    run,
    query,
    where: and(filterClauses(query, now, leafIds, sqlite)),
    sort: sortSpec(query, relevanceScore(query.groups, sqlite)),
    sqlite,
  };
  if (sqlite) {
    const fts = await ftsMatch(db, query.groups, run);
    if (fts.empty) return { rows: [], total: 0, capped: false };
    const tokens = filterTokens(query);
    // The FTS index serves keywords and the attribute filters; plain browsing (and categories alone)
    // is served by the items indexes.
    if (fts.match || tokens.attributes.length) {
      const match = [fts.match, ...tokens.category, ...tokens.attributes].filter(Boolean).join(' AND ');
      return keywordSearch(plan, match, narrowIndexedFilter(query, now));
    }
  }
  return tableSearch(plan);
}

interface Plan {
  db: Db;
  run: RunQuery;
  query: MarketSearchQuery;
  where: RawBuilder<unknown>;
  sort: SortSpec;
  sqlite: boolean;
}

const pageOf = (q: MarketSearchQuery, limit: number) => sql`LIMIT ${limit} OFFSET ${q.offset}`;

/** Browsing and PostgreSQL: count up to the cap through the filters' indexes, then sort or walk the sort index. */
async function tableSearch({ db, run, query, where, sort, sqlite }: Plan): Promise<SearchRows> {
  const cap = query.totalCap;
  const [countRow] = await run(
    db,
    sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM items i WHERE ${where} LIMIT ${cap + 1}) t`,
  );
  const matched = Number(countRow?.n ?? 0);
  const capped = matched > cap;
  const total = Math.min(matched, cap);
  if (query.limit === 0 || total === 0 || query.offset >= total) return { rows: [], total, capped };
  const page = pageOf(query, Math.min(query.limit, total - query.offset));

  let pageQuery: RawBuilder<ItemCardRow>;
  if (!capped || query.sort === 'newest') {
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM items i WHERE ${where} ORDER BY ${sort.order} ${page}`;
  } else if (sort.index) {
    const indexed = sqlite ? sql.raw(`items i INDEXED BY ${sort.index}`) : sql`items i`;
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM ${indexed} WHERE ${where} ORDER BY ${sort.order} ${page}`;
  } else {
    // Relevance over more matches than the cap: rank the newest `cap` of them.
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM (SELECT i.* FROM items i WHERE ${where} ORDER BY i.id DESC LIMIT ${cap}) i ORDER BY ${sort.order} ${page}`;
  }
  return { rows: await run(db, pageQuery), total, capped };
}

/** The most selective filter that has its own index (seller, brand, category), to compare with the keyword. */
function narrowIndexedFilter(query: MarketSearchQuery, now: number): RawBuilder<unknown> | null {
  const open = sql`i.status = 'OPEN' AND i.end_time > ${now}`;
  if (query.sellerId !== undefined) return sql`${open} AND i.seller_id = ${query.sellerId}`;
  if (query.brandId !== undefined) return sql`${open} AND i.brand_id = ${query.brandId}`;
  return null;
}

/** A token no document holds (an empty price range). */
const NO_ITEM_TOKEN = '\uE0FF\uE0FF\uE0FF';

/** FTS filter tokens (fts-document.ts) for the query's category and attribute filters, as MATCH expressions. */
function filterTokens(query: MarketSearchQuery): { category: string[]; attributes: string[] } {
  const anyOf = (tokens: string[]) => `(${tokens.map(quote).join(' OR ')})`;
  const category = query.categoryId ? [quote(categoryToken(query.categoryId))] : [];
  const attributes: string[] = [];
  if (query.conditions?.length || query.freeShippingOnly) {
    const conditions = query.conditions?.length ? query.conditions.map((c) => CONDITION_CODES[c]) : [0, 1, 2, 3, 4, 5];
    const shipping = query.freeShippingOnly ? [1] : [0, 1];
    attributes.push(anyOf(conditions.flatMap((c) => shipping.map((p) => conditionShippingToken(c, p)))));
  }
  if (query.buyNowOnly || query.minPrice !== undefined || query.maxPrice !== undefined) {
    const flags = query.buyNowOnly ? [1] : [0, 1];
    const buckets = priceBuckets(query.minPrice, query.maxPrice);
    if (!buckets.length) return { category, attributes: [quote(NO_ITEM_TOKEN)] };
    attributes.push(anyOf(flags.flatMap((f) => buckets.map((b) => buyNowPriceToken(f, b)))));
  }
  return { category, attributes };
}

/**
 * SQLite keyword search. The candidates come from the FTS index newest first — or, when an indexed
 * filter (seller, brand, category) holds clearly fewer open items than the keyword matches, from that
 * filter's index checked against the FTS rowid set. Each candidate is checked against all filters and
 * the title terms; at most `totalCap` + 1 are read to count.
 */
async function keywordSearch(
  { db, run, query, where, sort }: Plan,
  match: string,
  narrow: RawBuilder<unknown> | null,
): Promise<SearchRows> {
  const cap = query.totalCap;
  const [kwRow] = await run(db, sql<{ n: number }>`SELECT count(*) AS n FROM items_fts WHERE items_fts MATCH ${match}`);
  const keywordMatches = Number(kwRow?.n ?? 0);
  if (keywordMatches === 0) return { rows: [], total: 0, capped: false };

  let filterMatches = Number.POSITIVE_INFINITY;
  if (narrow) {
    const [row] = await run(
      db,
      sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM items i WHERE ${narrow} LIMIT ${keywordMatches}) t`,
    );
    filterMatches = Number(row?.n ?? 0);
  }
  const byFilter = filterMatches * 4 < keywordMatches;
  const inFts = sql`i.id IN (SELECT rowid FROM items_fts WHERE items_fts MATCH ${match})`;
  const candidates = byFilter
    ? sql`SELECT i.id, ${CARD_COLUMNS} FROM items i WHERE ${inFts} AND ${where}`
    : sql`SELECT i.id, ${CARD_COLUMNS} FROM items_fts f CROSS JOIN items i ON i.id = f.rowid WHERE items_fts MATCH ${match} AND ${where}`;
  const newestFirst = byFilter ? sql`i.id DESC` : sql`f.rowid DESC`;

  // Filters the index does not apply (the index holds open auctions and already applies category,
  // condition, shipping, buy-it-now and price buckets; its trigrams find デル inside モデル too, so a whole-word
  // term is checked on the rows).
  const residual =
    (query.wholeWords?.length ?? 0) > 0 ||
    query.sellerId !== undefined ||
    query.brandId !== undefined ||
    query.endingWithinMs !== undefined ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    (query.excludeSellerIds?.length ?? 0) > 0 ||
    query.excludeItemId !== undefined;

  /** Sorted page and count over the newest `limitCandidates` candidates (the count may read cap + 1). */
  const windowed = async (limitCandidates: number): Promise<{ rows: ItemCardRow[]; matched: number }> => {
    const rows = await run(
      db,
      sql<
        ItemCardRow & { total_count: number }
      >`SELECT ${CARD_COLUMNS}, count(*) OVER () AS total_count FROM (${candidates} ORDER BY ${newestFirst} LIMIT ${limitCandidates}) i ORDER BY ${sort.order} ${pageOf(query, query.limit)}`,
    );
    if (rows.length || query.offset === 0) return { rows, matched: Number(rows[0]?.total_count ?? 0) };
    const [row] = await run(db, sql<{ n: number }>`SELECT count(*) AS n FROM (${candidates} LIMIT ${limitCandidates}) t`);
    return { rows: [], matched: Number(row?.n ?? 0) };
  };
  const walkSortIndex = async (index: string, limit: number) =>
    run(
      db,
      sql<ItemCardRow>`SELECT ${CARD_COLUMNS} FROM ${sql.raw(`items i INDEXED BY ${index}`)} WHERE ${inFts} AND ${where} ORDER BY ${sort.order} ${pageOf(query, limit)}`,
    );

  if (query.limit === 0) {
    if (!residual) return { rows: [], total: Math.min(keywordMatches, cap), capped: keywordMatches > cap };
    const [row] = await run(db, sql<{ n: number }>`SELECT count(*) AS n FROM (${candidates} LIMIT ${cap + 1}) t`);
    const matched = Number(row?.n ?? 0);
    return { rows: [], total: Math.min(matched, cap), capped: matched > cap };
  }

  if (!residual) {
    // The index count is the total; only the page's rows are read.
    const total = Math.min(keywordMatches, cap);
    const capped = keywordMatches > cap;
    if (query.offset >= total) return { rows: [], total, capped };
    const limit = Math.min(query.limit, total - query.offset);
    if (query.sort === 'newest') {
      const rows = await run(
        db,
        sql<ItemCardRow>`SELECT ${CARD_COLUMNS} FROM (${candidates} ORDER BY ${newestFirst} ${pageOf(query, limit)}) i`,
      );
      return { rows, total, capped };
    }
    if (sort.index && keywordMatches > WALK_THRESHOLD) return { rows: await walkSortIndex(sort.index, limit), total, capped };
    // Few matches: sort them all; relevance ranks the newest RELEVANCE_POOL (or `cap` for deep pages).
    const pool = sort.index ? cap + 1 : query.offset + query.limit <= RELEVANCE_POOL ? RELEVANCE_POOL : cap + 1;
    return { rows: (await windowed(pool)).rows.slice(0, limit), total, capped };
  }

  // One pass over at most `cap` + 1 candidates counts, sorts and pages. That is the answer unless there
  // are more matches and the sort needs all of them (price, end time, bids).
  const first = await windowed(cap + 1);
  const capped = first.matched > cap;
  const total = Math.min(first.matched, cap);
  if (!capped) return { rows: first.rows, total, capped };
  if (query.offset >= total) return { rows: [], total, capped };
  if (query.sort === 'newest' || !sort.index) {
    // The newest matches answer "newest"; relevance ranks the newest `cap` (+1).
    return { rows: first.rows.slice(0, Math.min(query.limit, total - query.offset)), total, capped };
  }
  // Many matches: walk the sort's index, checking FTS membership.
  const rows = await walkSortIndex(sort.index, Math.min(query.limit, total - query.offset));
  return { rows, total, capped };
}
