import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * Issue 28 §4, decision 087: searches a member saved to hear of new listings. `filters` is the search's
 * filters as canonical JSON (the same text for the same search, so a member cannot save one twice);
 * `seen_ids` the newest item ids already reported (JSON, kept short); `checked_at` null until the first check,
 * which only records that baseline. The job reads unpaused searches oldest-checked first through the index.
 * msg_settings gains `saved_search`, the site-message switch for these notices (no row: on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('saved_searches'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filters', 'varchar(600)', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('checked_at', 'bigint')
    .addColumn('last_notified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_searches_user_filters_uq', ['user_id', 'filters'])
    .execute();
  await db.schema.createIndex('saved_searches_due_idx').on('saved_searches').columns(['paused', 'checked_at', 'id']).execute();
  await db.schema
    .alterTable('msg_settings')
    .addColumn('saved_search', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
