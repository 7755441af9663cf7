import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db, DbHandle } from '../../db/database';
import type { ItemsTable } from '../../db/tables/catalog';
import { buildBrands, buildCategories, generateSellers, ItemFactory, type SellerPick } from './catalog-generator';
import { ftsDocumentSql } from './fts-document';

export interface BuildCatalogOptions {
  /** Number of items. */
  size: number;
  seed?: number;
  now: number;
  /** Number of sellers; default max(2,000, size / 50). */
  sellers?: number;
}

export interface BuildCatalogResult {
  items: number;
  sellers: number;
  categories: number;
  brands: number;
  ms: number;
}

type Handle = Pick<DbHandle, 'db' | 'dialect' | 'sqlite'>;

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

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('items').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Generates the catalogue when the database has none (server start, test apps). */
export async function ensureCatalog(handle: Handle, options: BuildCatalogOptions): Promise<BuildCatalogResult | null> {
  if (!(await catalogIsEmpty(handle.db))) return null;
  return buildCatalog(handle, options);
}

/**
 * Writes a fresh generated catalogue (the catalogue tables must be empty). On SQLite the items go in
 * through one prepared statement per chunk with the search index and sort indexes built afterwards;
 * on PostgreSQL through multi-row inserts in one transaction.
 */
export async function buildCatalog(handle: Handle, options: BuildCatalogOptions): Promise<BuildCatalogResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const sellerCount = options.sellers ?? Math.max(2_000, Math.round(options.size / 50));
  const { rows: categories, leaves } = buildCategories();
  const brands = buildBrands();
  const { sellers, reports } = generateSellers(seed, sellerCount, options.now);
  const picks: SellerPick[] = sellers.map((s) => ({ id: s.id, prefecture: s.prefecture, isStore: s.is_store === 1 }));
  const factory = new ItemFactory(seed, leaves, picks);
  const db = handle.db;

  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(categories, 200)) await trx.insertInto('categories').values(chunk).execute();
    for (const chunk of chunks(brands, 200)) await trx.insertInto('brands').values(chunk).execute();
    for (const chunk of chunks(sellers, 500)) await trx.insertInto('sellers').values(chunk).execute();
    for (const chunk of chunks(reports, 500)) await trx.insertInto('seller_reports').values(chunk).execute();
  });

  if (handle.dialect === 'sqlite' && handle.sqlite) {
    bulkInsertSqlite(handle.sqlite, factory, options.size, options.now);
  } else {
    await db.transaction().execute(async (trx) => {
      const batch: ItemsTable[] = [];
      for (let n = 1; n <= options.size; n++) {
        batch.push(factory.item(n, options.now));
        if (batch.length === 1_000 || n === options.size) {
          await trx.insertInto('items').values(batch).execute();
          batch.length = 0;
        }
      }
    });
    if (handle.dialect === 'postgres') await sql`ANALYZE items`.execute(db);
  }
  return {
    items: options.size,
    sellers: sellers.length,
    categories: categories.length,
    brands: brands.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Drops the FTS triggers and the items indexes, inserts, then builds the FTS index and the indexes again. */
function bulkInsertSqlite(sqlite: SQLite.Database, factory: ItemFactory, size: number, now: number): void {
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
        const row = factory.item(n, now);
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

function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}
