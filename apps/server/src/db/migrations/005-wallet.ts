import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('recharges'))
    .addColumn('recharge_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('yuan_fen', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_trade_no', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharges_user_idx').on('recharges').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('recharges_status_idx').on('recharges').columns(['status', 'expires_at']).execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('recharge_id', 'integer')
    .addColumn('reference', 'varchar(80)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_kind_reference_uq', ['kind', 'reference'])
    .execute();
  await db.schema.createIndex('ledger_entries_user_idx').on('ledger_entries').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_order_idx').on('ledger_entries').column('order_id').execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('out_trade_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('trade_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();

  await db.schema
    .createTable('payment_keys')
    .addColumn('provider', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
