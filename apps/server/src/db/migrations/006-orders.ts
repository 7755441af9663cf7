import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('image', 'varchar(512)')
    .addColumn('item_price', 'bigint', (c) => c.notNull())
    .addColumn('buy_now_price', 'bigint')
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('shipping_payer', 'varchar(8)', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('max_bid', 'bigint')
    .addColumn('snipe_minutes', 'integer')
    .addColumn('inspection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('service_fee', 'bigint', (c) => c.notNull())
    .addColumn('inspection_fee', 'bigint', (c) => c.notNull())
    .addColumn('final_price', 'bigint')
    .addColumn('shipping_fee', 'bigint')
    .addColumn('bid_state', 'varchar(8)', (c) => c.notNull().defaultTo('none'))
    .addColumn('bid_placed_at', 'bigint')
    .addColumn('money_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carrier', 'varchar(32)')
    .addColumn('tracking_no', 'varchar(64)')
    .addColumn('problem_from', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('status_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_status_idx').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_status_end_idx').on('orders').columns(['status', 'end_time']).execute();

  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('order_events_user_idx').on('order_events').columns(['user_id', 'id']).execute();
}
