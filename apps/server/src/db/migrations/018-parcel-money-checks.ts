import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * The per-parcel money check (decision 033), kept like the per-order one (010): each run of the job with
 * how many parcels it read and the parcels whose ledger disagrees with what they should hold, for the
 * console's dashboard (decision 048).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('parcel_money_checks'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('parcels_checked', 'integer', (c) => c.notNull())
    .addColumn('mismatch_count', 'integer', (c) => c.notNull())
    /** JSON: the first mismatches found, with their amounts. */
    .addColumn('mismatches', 'text', (c) => c.notNull())
    .execute();
}
