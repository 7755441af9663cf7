import { type Kysely, sql } from 'kysely';
import { withId } from './column-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('menu_items'))
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('banners'))
    .addColumn('img', 'varchar(512)', (c) => c.notNull())
    .addColumn('jump_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('hot_keywords'))
    .addColumn('keyword', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('help_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('head_img', 'varchar(512)')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sqlNonNegative('balance')))
    .addColumn('phone', 'varchar(32)')
    .addColumn('email', 'varchar(128)')
    .addColumn('default_remark', 'varchar(500)')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('sender', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('staff_read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'read_at']).execute();
  await db.schema.createIndex('messages_order_idx').on('messages').columns(['order_id', 'created_at']).execute();
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
