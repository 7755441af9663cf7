import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * The per-order money check (decision 017): each run of the reconciliation job is kept with how many orders
 * it checked and the orders whose ledger disagrees with what they should hold, for the operator dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_money_checks'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('orders_checked', 'integer', (c) => c.notNull())
    .addColumn('mismatch_count', 'integer', (c) => c.notNull())
    /** JSON: the first mismatches found, with their amounts. */
    .addColumn('mismatches', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_money_checks_finished_idx').on('order_money_checks').column('finished_at').execute();
}
