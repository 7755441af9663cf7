import { type Kysely, sql } from 'kysely';
import { isSqlite, withId } from './column-helpers';

/**
 * The indexed document of the item row `new` in the SQLite FTS triggers: the padded title, then its category,
 * condition/shipping and buy-now/price-bucket tokens. A frozen copy of what marketplace/local/fts-document.ts
 * wrote when this migration was released — a migration's SQL never changes with the application code. A new
 * document takes a new migration that replaces the triggers (fts-document.test.ts checks they agree).
 */
const FTS_DOCUMENT_OF_NEW = [
  "new.title || '  '",
  'char(57345, 57600 + (new.category_root_id / 3000), 57600 + (new.category_root_id % 3000))',
  "coalesce((SELECT char(57345, 57600 + (c.parent_id / 3000), 57600 + (c.parent_id % 3000)) FROM categories c WHERE c.id = new.category_id), '')",
  'char(57345, 57600 + (new.category_id / 3000), 57600 + (new.category_id % 3000))',
  'char(57346, 57600 + (new.item_condition), 57600 + (new.seller_pays_shipping))',
  'char(57347, 57600 + (new.buy_now_price IS NOT NULL), 57600 + (CASE WHEN new.current_price < 1000 THEN 0 WHEN new.current_price < 5000 THEN 1 WHEN new.current_price < 10000 THEN 2 WHEN new.current_price < 30000 THEN 3 WHEN new.current_price < 100000 THEN 4 ELSE 5 END))',
].join(" || ' ' || ");

/**
 * The local marketplace's catalogue. Search indexes (docs/decisions, search design): SQLite FTS5 with
 * the trigram tokenizer over item titles (contentless, kept in step by triggers); PostgreSQL
 * pg_trgm GIN over titles. Sort/browse indexes cover open auctions only (partial indexes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('path_zh', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_leaf', 'integer', (c) => c.notNull())
    .addColumn('child_count', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('initial', 'varchar(1)', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sellers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_store', 'integer', (c) => c.notNull())
    .addColumn('prefecture', 'integer', (c) => c.notNull())
    .addColumn('rating_good', 'integer', (c) => c.notNull())
    .addColumn('rating_normal', 'integer', (c) => c.notNull())
    .addColumn('rating_bad', 'integer', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('last_rating_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('seller_reports'))
    .addColumn('seller_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('reported_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seller_reports_seller_idx').on('seller_reports').column('seller_id').execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('category_root_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('seller_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_condition', 'integer', (c) => c.notNull())
    .addColumn('start_price', 'bigint', (c) => c.notNull())
    .addColumn('current_price', 'bigint', (c) => c.notNull())
    .addColumn('buy_now_price', 'bigint')
    .addColumn('bids', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('seller_pays_shipping', 'integer', (c) => c.notNull())
    .addColumn('prefecture', 'integer', (c) => c.notNull())
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('leader_ref', 'varchar(64)')
    .addColumn('leader_max', 'bigint')
    .addColumn('winner_ref', 'varchar(64)')
    .addColumn('description', 'text')
    .execute();

  // Sort and browse indexes cover open auctions only; "newest" sorts by id (listing order).
  const open = sql<boolean>`status = 'OPEN'`;
  const openIndexes: Array<[string, string[]]> = [
    ['items_open_end_idx', ['end_time']],
    ['items_open_price_idx', ['current_price']],
    ['items_open_bids_idx', ['bids']],
    ['items_open_category_idx', ['category_id', 'end_time']],
    ['items_open_brand_idx', ['brand_id', 'end_time']],
    ['items_open_seller_idx', ['seller_id', 'end_time']],
  ];
  for (const [name, columns] of openIndexes) {
    await db.schema.createIndex(name).on('items').columns(columns).where(open).execute();
  }
  // The auction simulation finds open auctions to close through items_open_end_idx.

  await withId(db, db.schema.createTable('item_bids'))
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('bidder_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('max_bid', 'bigint', (c) => c.notNull())
    .addColumn('price_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_bids_item_idx').on('item_bids').columns(['item_id', 'bidder_ref']).execute();

  if (sqlite) {
    // Contentless trigram index over each item's document (FTS_DOCUMENT_OF_NEW): the padded title and its
    // filter tokens. 1–2 character queries expand through the vocabulary table.
    await sql`CREATE VIRTUAL TABLE items_fts USING fts5(title, content='', contentless_delete=1, detail='none', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE VIRTUAL TABLE items_fts_vocab USING fts5vocab(items_fts, 'row')`.execute(db);
    await createSqliteFtsTriggers(db);
  } else {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX items_title_trgm_idx ON items USING gin (title gin_trgm_ops)`.execute(db);
  }
}

/**
 * Keeps the SQLite FTS index in step with items: it holds open auctions only, so a closed auction leaves
 * it (the bulk builder drops these triggers and indexes afterwards).
 */
export async function createSqliteFtsTriggers(db: Kysely<unknown>): Promise<void> {
  const document = sql.raw(FTS_DOCUMENT_OF_NEW);
  await sql`CREATE TRIGGER IF NOT EXISTS items_fts_ai AFTER INSERT ON items WHEN new.status = 'OPEN' BEGIN
    INSERT INTO items_fts(rowid, title) VALUES (new.id, ${document});
  END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS items_fts_ad AFTER DELETE ON items BEGIN
    DELETE FROM items_fts WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS items_fts_au
    AFTER UPDATE OF title, category_id, category_root_id, item_condition, seller_pays_shipping, buy_now_price, current_price, status ON items
  BEGIN
    DELETE FROM items_fts WHERE rowid = old.id;
    INSERT INTO items_fts(rowid, title) SELECT new.id, ${document} WHERE new.status = 'OPEN';
  END`.execute(db);
}
