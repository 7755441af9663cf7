import type { CreateTableBuilder, Kysely } from 'kysely';
import { isSqlite } from '../database';

/** An auto-increment integer primary key `id` on both dialects. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}
