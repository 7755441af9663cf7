import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * Issue 28 §2, decision 090: sold-price history (落札相場).
 * - `sold_auctions`: the local simulator's closed sales, generated with the catalogue per kind of item and added
 *   as the simulator closes its own auctions with a winner. Read by category and end time, newest first.
 * - `sold_price_pages`: closed-price pages read from Yahoo, parsed, one row per upstream URL, so every instance
 *   reuses a page another one read within the TTL instead of asking upstream again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('sold_auctions'))
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('category_root_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('item_condition', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('bids', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('has_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sold_auctions_item_uq', ['item_id'])
    .execute();
  await db.schema
    .createIndex('sold_auctions_category_end_idx')
    .on('sold_auctions')
    .columns(['category_id', 'end_time'])
    .execute();
  await db.schema
    .createTable('sold_price_pages')
    .addColumn('url', 'varchar(1000)', (c) => c.primaryKey())
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .execute();
}
