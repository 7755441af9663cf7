import type SQLite from 'better-sqlite3';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BrandsTable, CategoriesTable, ItemsTable, SellerReportsTable, SellersTable } from '../../db/tables/catalog';
import { ftsDocumentSql } from './fts-document';

/**
 * The local marketplace's catalogue as a whole: filling it (categories, brands, sellers and their reports, the
 * bulk load of items) and the reference tables the marketplace reads once.
 */

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('items').select('id').limit(1).executeTakeFirst()) === undefined;
}

const chunks = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** A generated catalogue's fixed parts, in chunks a multi-row insert accepts on both databases. */
export async function insertCatalogParts(
  trx: Db,
  parts: {
    categories: Insertable<CategoriesTable>[];
    brands: Insertable<BrandsTable>[];
    sellers: Insertable<SellersTable>[];
    reports: Insertable<SellerReportsTable>[];
  },
): Promise<void> {
  for (const chunk of chunks(parts.categories, 200)) await trx.insertInto('categories').values(chunk).execute();
  for (const chunk of chunks(parts.brands, 200)) await trx.insertInto('brands').values(chunk).execute();
  for (const chunk of chunks(parts.sellers, 500)) await trx.insertInto('sellers').values(chunk).execute();
  for (const chunk of chunks(parts.reports, 500)) await trx.insertInto('seller_reports').values(chunk).execute();
}

export function listBrandRows(db: Db) {
  return db.selectFrom('brands').selectAll().orderBy('id').execute();
}

export function listCategoryRows(db: Db) {
  return db.selectFrom('categories').selectAll().orderBy('depth').orderBy('parent_id').orderBy('sort').execute();
}

export function findSellerRow(db: Db, sellerId: string) {
  return db.selectFrom('sellers').selectAll().where('id', '=', sellerId).executeTakeFirst();
}

/** Every seller, as the live simulation picks them for new listings. */
export function listSellerPicks(db: Db) {
  return db.selectFrom('sellers').select(['id', 'prefecture', 'is_store']).orderBy('id').execute();
}

const ITEM_COLUMNS: (keyof ItemsTable)[] = [
  'id',
  'item_id',
  'title',
  'category_id',
  'category_root_id',
  'brand_id',
  'seller_id',
  'item_condition',
  'start_price',
  'current_price',
  'buy_now_price',
  'bids',
  'start_time',
  'end_time',
  'status',
  'seller_pays_shipping',
  'prefecture',
  'image_count',
  'leader_ref',
  'leader_max',
  'winner_ref',
  'description',
];

/** Drops the FTS triggers and the items indexes, inserts, then builds the FTS index and the indexes again. */
export function bulkInsertItemsSqlite(sqlite: SQLite.Database, size: number, rowOf: (n: number) => ItemsTable): void {
  const deferred = sqlite
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE tbl_name = 'items' AND sql IS NOT NULL AND (type = 'trigger' OR (type = 'index' AND name <> 'items_item_id_unique'))`,
    )
    .all() as Array<{ type: 'trigger' | 'index'; name: string; sql: string }>;
  const synchronous = sqlite.pragma('synchronous', { simple: true });
  sqlite.pragma('synchronous = OFF');
  try {
    for (const d of deferred) sqlite.exec(`DROP ${d.type.toUpperCase()} IF EXISTS "${d.name}"`);
    const insert = sqlite.prepare(
      `INSERT INTO items (${ITEM_COLUMNS.join(', ')}) VALUES (${ITEM_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertMany = sqlite.transaction((from: number, to: number) => {
      for (let n = from; n <= to; n++) {
        const row = rowOf(n);
        insert.run(ITEM_COLUMNS.map((c) => row[c]));
      }
    });
    const CHUNK = 50_000;
    for (let from = 1; from <= size; from += CHUNK) insertMany(from, Math.min(size, from + CHUNK - 1));
    sqlite.exec(`INSERT INTO items_fts(rowid, title) SELECT i.id, ${ftsDocumentSql('i')} FROM items i WHERE i.status = 'OPEN'`);
    for (const d of deferred) sqlite.exec(d.sql);
    sqlite.exec('ANALYZE');
  } finally {
    sqlite.pragma(`synchronous = ${synchronous}`);
  }
}

/** Fresh planner statistics after a bulk load (PostgreSQL). */
export async function analyzeItems(db: Db): Promise<void> {
  await sql`ANALYZE items`.execute(db);
}
