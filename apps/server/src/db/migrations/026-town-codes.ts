import { type Kysely, sql } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * Issue 25.1: an address's third level is a district (6 digits) or, in the prefecture cities without
 * districts (东莞市, 中山市, 儋州市, 嘉峪关市), a town (9 digits, decision 031). Migration 014 stored 6, so
 * PostgreSQL refused those addresses. Widened to 12, the longest code GB/T 2260's extension defines (village).
 * SQLite does not enforce a varchar length, so there is nothing to change there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table addresses alter column district_code type varchar(12)`.execute(db);
}
