import { type Kysely, sql } from 'kysely';
import { withId } from './column-helpers';

/**
 * Login throttling per account, per account + address and per address (decision 018): one row per failed
 * (or in-flight) login, counted three ways; and the background jobs' last runs, so several instances run
 * each job once per interval between them (decision 019).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set when staff lift a lock: the failure then no longer counts for that key, but still for the others.
    .addColumn('account_lifted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pair_lifted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_lifted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Per account and per account + address (a prefix of it), and per address.
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account', 'address', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_address_idx').on('login_failures').columns(['address', 'created_at']).execute();
  await db.schema.createIndex('login_failures_created_idx').on('login_failures').column('created_at').execute();
  // Login counts moved to login_failures; auth_attempts keeps the sign-ups per address.
  await sql`delete from auth_attempts where scope in ('login_account', 'login_address')`.execute(db);

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('runs', 'bigint', (c) => c.notNull())
    .addColumn('instance', 'varchar(128)', (c) => c.notNull())
    .execute();
}
