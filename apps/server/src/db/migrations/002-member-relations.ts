import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'item_id'])
    .execute();
  for (const table of ['seller_follows', 'seller_blacklist']) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('seller_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'seller_id'])
      .execute();
  }
}
