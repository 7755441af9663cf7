import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/**
 * Issue 25.7, decision 066: the `Idempotency-Key` of member writes, shared by every instance. One row per member
 * and key: the route and a hash of the body it was first used with, and the first answer once there is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // processing → done (the answer below); a key whose request failed on our side is deleted instead.
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'varchar(100)')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}
