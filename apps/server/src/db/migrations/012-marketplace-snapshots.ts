import type { Kysely } from 'kysely';

/**
 * Items read from the real marketplace are kept as snapshots in `items` (decision 034): `fetched_at` says when
 * the page was read (null for the local simulator's own items) and `snapshot` holds what the page said beyond
 * the columns (images, sanitised description, category path, seller, tax) as JSON. Orders keep their own copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('items').addColumn('fetched_at', 'bigint').execute();
  await db.schema.alterTable('items').addColumn('snapshot', 'text').execute();
}
