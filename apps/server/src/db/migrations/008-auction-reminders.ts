import { type Kysely, sql } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * "Auction ending soon" reminders (decision 014): one row per member and item once reminded, its primary key
 * making the reminder at most once even when several instances run the job; and the favourites' known end
 * time as a column, so the job finds favourites ending soon through an index instead of reading every snapshot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auction_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('auction_reminders_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema.createIndex('auction_reminders_created_idx').on('auction_reminders').column('created_at').execute();

  await db.schema.alterTable('favorites').addColumn('end_time', 'bigint').execute();
  await (isSqlite(db)
    ? sql`update favorites set end_time = cast(json_extract(snapshot, '$.endTime') as integer)`
    : sql`update favorites set end_time = cast(cast(snapshot as json) ->> 'endTime' as bigint)`
  ).execute(db);
  await db.schema.createIndex('favorites_end_time_idx').on('favorites').column('end_time').execute();
}
