import type { Kysely } from 'kysely';

/**
 * Issue 25.2, decision 057: the storage a member has paid for an item and kept, set when a paid parcel's
 * items come back to the warehouse; the storage clock deducts it, so days already paid are not charged again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('storage_paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
