import type { Kysely } from 'kysely';
import { isSqlite, withId } from './column-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('auth_attempts'))
    .addColumn('scope', 'varchar(24)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_subject_idx')
    .on('auth_attempts')
    .columns(['scope', 'subject', 'created_at'])
    .execute();
  await db.schema.createIndex('auth_attempts_created_idx').on('auth_attempts').column('created_at').execute();

  await db.schema
    .createTable('avatars')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('content', isSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('msg_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('order_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_message', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auction_ending', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('outbid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_up', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
