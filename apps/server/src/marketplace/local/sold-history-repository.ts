import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, isSqlite } from '../../db/database';
import type { SoldAuctionsTable } from '../../db/tables/catalog';
import { titleHoldsOneOf } from './title-terms';

/** Kysely queries on the simulator's sold history (`sold_auctions`, decision 090). */

export type SoldRow = Omit<SoldAuctionsTable, 'id'>;

export interface SoldFilter {
  /** For every group, one of its terms in the title. */
  groups: string[][];
  /** Terms of `groups` (lower case) the title holds only as whole words (decision 121). */
  wholeWords?: readonly string[];
  /** Leaf categories to look in; null: every category. */
  leafIds: number[] | null;
  /** Index into ITEM_CONDITIONS; null: any. */
  condition: number | null;
  excludeItemId?: string;
}

function where(db: Db, filter: SoldFilter): Expression<SqlBool>[] {
  const sqlite = isSqlite(db as never);
  const clauses: Expression<SqlBool>[] = [];
  if (filter.leafIds) clauses.push(sql<SqlBool>`category_id IN (${sql.join(filter.leafIds)})`);
  if (filter.condition !== null) clauses.push(sql<SqlBool>`item_condition = ${filter.condition}`);
  if (filter.excludeItemId !== undefined) clauses.push(sql<SqlBool>`item_id <> ${filter.excludeItemId}`);
  const wholeWords = new Set(filter.wholeWords);
  for (const group of filter.groups) clauses.push(titleHoldsOneOf('title', group, sqlite, wholeWords));
  return clauses;
}

/** A sale's columns, as read and as recorded from the simulator's own auctions. */
const SOLD_COLUMNS = [
  'item_id',
  'title',
  'category_id',
  'category_root_id',
  'brand_id',
  'item_condition',
  'price',
  'bids',
  'end_time',
  'has_page',
] as const;

/** The newest `limit` sales matching, and how many match in all. */
export async function findSoldAuctions(db: Db, filter: SoldFilter, limit: number): Promise<{ rows: SoldRow[]; total: number }> {
  if (filter.leafIds && !filter.leafIds.length) return { rows: [], total: 0 };
  const clauses = where(db, filter);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sold_auctions')
      .select(SOLD_COLUMNS)
      .where((eb) => eb.and(clauses))
      .orderBy('end_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('sold_auctions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.and(clauses))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function soldHistoryIsEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('sold_auctions').select('id').limit(1).executeTakeFirst());
}

/** Adds sales (500 rows a statement); a sale already recorded for the item is left as it is. */
export async function insertSoldAuctions(db: Db, rows: SoldRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('sold_auctions')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('item_id').doNothing())
      .execute();
  }
}

/**
 * Records as sales the simulator's own open auctions with bids whose end has passed, about to be closed by
 * `closeDueAuctions` (the same condition), at their current price.
 */
export async function recordDueSales(db: Db, now: number): Promise<void> {
  await db
    .insertInto('sold_auctions')
    .columns(SOLD_COLUMNS)
    .expression(
      db
        .selectFrom('items')
        .select([
          'item_id',
          'title',
          'category_id',
          'category_root_id',
          'brand_id',
          'item_condition',
          'current_price',
          'bids',
          'end_time',
          sql<number>`1`.as('has_page'),
        ])
        .where(sql<SqlBool>`status = 'OPEN'`)
        .where('end_time', '<=', now)
        .where('bids', '>', 0),
    )
    .onConflict((oc) => oc.column('item_id').doNothing())
    .execute();
}

/** Records one of the simulator's own auctions as sold (closing with a winner, or bought out). */
export async function recordSale(
  db: Db,
  row: Pick<
    SoldRow,
    'item_id' | 'title' | 'category_id' | 'category_root_id' | 'brand_id' | 'item_condition' | 'bids' | 'end_time'
  >,
  price: number,
): Promise<void> {
  await insertSoldAuctions(db, [
    {
      item_id: row.item_id,
      title: row.title,
      category_id: row.category_id,
      category_root_id: row.category_root_id,
      brand_id: row.brand_id,
      item_condition: row.item_condition,
      price,
      bids: row.bids,
      end_time: row.end_time,
      has_page: 1,
    },
  ]);
}
