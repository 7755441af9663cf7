import type { DbHandle } from '../../db/database';
import type { ItemsTable } from '../../db/tables/catalog';
import { inTransaction } from '../../db/transaction';
import { buildBrands, buildCategories, generateSellers, ItemFactory, type SellerPick } from './catalog-generator';
import { analyzeItems, bulkInsertItemsSqlite, catalogIsEmpty, insertCatalogParts } from './catalog-repository';
import { insertItems } from './item-repository';
import { generateModelSales, generateSoldHistory, MODEL_SALES_ITEMS, salesPerLeaf } from './sold-history-generator';
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

/** The catalogue's categories, sellers and item factory, deterministic from the seed (made once per build). */
function catalogFactory(options: BuildCatalogOptions) {
  const seed = options.seed ?? 1;
  const sellerCount = options.sellers ?? Math.max(2_000, Math.round(options.size / 50));
  const { rows: categories, leaves } = buildCategories();
  const { sellers, reports } = generateSellers(seed, sellerCount, options.now);
  const picks: SellerPick[] = sellers.map((s) => ({ id: s.id, prefecture: s.prefecture, isStore: s.is_store === 1 }));
  return { factory: new ItemFactory(seed, leaves, picks), categories, sellers, reports };
}

/**
 * The generated sold history (decisions 090, 099), deterministic from the seed, for a catalogue of `size`
 * items: each kind's run of sales, and earlier sales of the open items' own models.
 */
export async function buildSoldHistory(
  handle: Handle,
  options: BuildCatalogOptions,
  factory = catalogFactory(options).factory,
): Promise<number> {
  const seed = options.seed ?? 1;
  const kinds = generateSoldHistory(seed, factory.leaves, options.now, salesPerLeaf(options.size, factory.leaves.length));
  function* items() {
    for (let n = 1; n <= Math.min(options.size, MODEL_SALES_ITEMS); n++) yield factory.draw(n, options.now);
  }
  const rows = [...kinds, ...generateModelSales(seed, items(), options.now)];
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
  const brands = buildBrands();
  const { factory, categories, sellers, reports } = catalogFactory(options);
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
  await buildSoldHistory(handle, options, factory);
  return {
    items: options.size,
    sellers: sellers.length,
    categories: categories.length,
    brands: brands.length,
    ms: Math.round(performance.now() - started),
  };
}
