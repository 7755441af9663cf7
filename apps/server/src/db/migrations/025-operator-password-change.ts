import type { Kysely } from 'kysely';

/**
 * Issue 25.6, decision 063: an operator whose password was generated at seed (printed once at start) must
 * choose their own at first login; the console refuses everything else until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
