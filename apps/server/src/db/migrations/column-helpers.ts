import { type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely';

/**
 * Whether a migration runs on SQLite (else PostgreSQL). Written here, not imported from db/database.ts:
 * migrations import Kysely and each other's helpers only, so a released migration never changes with the
 * application code (decision 083).
 */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-increment integer primary key `id` on both dialects. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}
