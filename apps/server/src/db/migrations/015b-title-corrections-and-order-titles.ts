import type { Kysely } from 'kysely';

/**
 * Issue 17, what members read (decision 044): operators' hand corrections of a title's Chinese (by the
 * SHA-256 of the Japanese title, so a correction follows the title wherever it is shown), the Chinese title
 * kept in each order's snapshot, and the texts sent to a provider per day (for the cache hit rate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('title_corrections')
    .addColumn('text_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(300)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('title_zh', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('translation_usage')
    .addColumn('texts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
