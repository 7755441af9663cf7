import type { DbHandle } from '../../db/database';
import type { ItemsTable } from '../../db/tables/catalog';
import { inTransaction } from '../../db/transaction';
import { buildBrands, buildCategories, generateSellers, ItemFactory, type SellerPick } from './catalog-generator';
import { analyzeItems, bulkInsertItemsSqlite, catalogIsEmpty, insertCatalogParts } from './catalog-repository';
import { insertItems } from './item-repository';
import { generateSoldHistory, salesPerLeaf } from './sold-history-generator';
import { insertSoldAuctions, soldHistoryIsEmpty } from './sold-history-repository';

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

/** Generates the catalogue when the database has none (server start, test apps). */
export async function ensureCatalog(handle: Handle, options: BuildCatalogOptions): Promise<BuildCatalogResult | null> {
  if (!(await catalogIsEmpty(handle.db))) {
    // A catalogue made before the sold history existed (migration 030) gets its history now.
    if (await soldHistoryIsEmpty(handle.db)) await buildSoldHistory(handle, options);
    return null;
  }
  return buildCatalog(handle, options);
}

/** The generated sold history (decision 090), deterministic from the seed, for a catalogue of `size` items. */
export async function buildSoldHistory(handle: Handle, options: BuildCatalogOptions): Promise<number> {
  const { leaves } = buildCategories();
  const rows = generateSoldHistory(options.seed ?? 1, leaves, options.now, salesPerLeaf(options.size, leaves.length));
  await inTransaction(handle.db, (trx) => insertSoldAuctions(trx, rows));
  return rows.length;
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

  await inTransaction(db, (trx) => insertCatalogParts(trx, { categories, brands, sellers, reports }));

  if (handle.dialect === 'sqlite' && handle.sqlite) {
    bulkInsertItemsSqlite(handle.sqlite, options.size, (n) => factory.item(n, options.now));
  } else {
    await inTransaction(db, async (trx) => {
      const batch: ItemsTable[] = [];
      for (let n = 1; n <= options.size; n++) {
        batch.push(factory.item(n, options.now));
        if (batch.length === 1_000 || n === options.size) {
          await insertItems(trx, batch);
          batch.length = 0;
        }
      }
    });
    if (handle.dialect === 'postgres') await analyzeItems(db);
  }
  await buildSoldHistory(handle, options);
  return {
    items: options.size,
    sellers: sellers.length,
    categories: categories.length,
    brands: brands.length,
    ms: Math.round(performance.now() - started),
  };
}
