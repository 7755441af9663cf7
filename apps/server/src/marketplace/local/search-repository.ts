import { type RawBuilder, sql } from 'kysely';
import { type Db, isSqlite } from '../../db/database';
import type { MarketSearchQuery } from '../marketplace';

/**
 * Catalogue search over the local tables (docs/decisions: search design).
 *
 * 1. Keyword groups become an index source: on SQLite an FTS5 trigram MATCH (terms of 3+ characters as
 *    AND-ed trigrams; 1–2 character terms as the OR of the indexed trigrams that start with them, found in
 *    the FTS vocabulary — titles are indexed with two trailing spaces so every short substring starts a
 *    trigram); on PostgreSQL `ILIKE` served by the pg_trgm GIN index. Every term is also checked as a
 *    substring of the title, so the index only narrows.
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

/** `%`, `_` and `\` taken literally in LIKE patterns (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  for (const group of query.groups) {
    // PostgreSQL's LIKE escape character is already the backslash; SQLite has none by default.
    const alternatives = group.map((term) =>
      sqlite ? sql`i.title LIKE ${likePattern(term)} ESCAPE '\\'` : sql`i.title ILIKE ${likePattern(term)}`,
    );
    where.push(alternatives.length === 1 ? alternatives[0] : sql`(${sql.join(alternatives, sql` OR `)})`);
  }
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
  const where = and(filterClauses(query, now, leafIds, sqlite));
  const relevance = relevanceScore(query.groups, sqlite);
  const sort = sortSpec(query, relevance);
  const cap = query.totalCap;

  let match: string | null = null;
  if (sqlite && query.groups.length) {
    const fts = await ftsMatch(db, query.groups, run);
    if (fts.empty) return { rows: [], total: 0, capped: false };
    match = fts.match;
  }
  // The source: FTS rowids newest first (SQLite keyword), or the items table.
  const source = match ? sql`items_fts f CROSS JOIN items i ON i.id = f.rowid` : sql`items i`;
  const matchClause = match ? sql`items_fts MATCH ${match} AND ` : sql``;
  const sourceOrder = match ? sql`f.rowid DESC` : sql`i.id DESC`;

  const [countRow] = await run(
    db,
    sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${source} WHERE ${matchClause}${where} LIMIT ${cap + 1}) t`,
  );
  const matched = Number(countRow?.n ?? 0);
  const capped = matched > cap;
  const total = Math.min(matched, cap);
  if (query.limit === 0 || total === 0 || query.offset >= total) return { rows: [], total, capped };
  const limit = Math.min(query.limit, total - query.offset);
  const page = sql`LIMIT ${limit} OFFSET ${query.offset}`;

  let pageQuery: RawBuilder<ItemCardRow>;
  if (!capped) {
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM ${source} WHERE ${matchClause}${where} ORDER BY ${sort.order} ${page}`;
  } else if (query.sort === 'newest') {
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM ${source} WHERE ${matchClause}${where} ORDER BY ${sourceOrder} ${page}`;
  } else if (sort.index) {
    // Walk the sort's index; the keyword narrows through the FTS rowid set.
    const indexed = sqlite ? sql.raw(`items i INDEXED BY ${sort.index}`) : sql`items i`;
    const inFts = match ? sql`i.id IN (SELECT rowid FROM items_fts WHERE items_fts MATCH ${match}) AND ` : sql``;
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM ${indexed} WHERE ${inFts}${where} ORDER BY ${sort.order} ${page}`;
  } else {
    // Relevance over more matches than the cap: rank the newest `cap` of them.
    pageQuery = sql`SELECT ${CARD_COLUMNS} FROM (SELECT i.* FROM ${source} WHERE ${matchClause}${where} ORDER BY ${sourceOrder} LIMIT ${cap}) i ORDER BY ${sort.order} ${page}`;
  }
  const rows = await run(db, pageQuery);
  return { rows, total, capped };
}
