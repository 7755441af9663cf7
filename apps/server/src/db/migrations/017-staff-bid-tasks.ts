import type { Kysely } from 'kysely';

/**
 * Issue 15, staff bidding (decision 035): what staff placed on Yahoo! Auctions for an order, and the upstream
 * page as last read for its task (price, status, when), so the queue shows it without reading upstream again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('bid_amount', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('upstream_checked_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('upstream_status', 'varchar(16)').execute();
}
