import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { ftsDocumentSql } from './fts-document';

/**
 * The SQLite FTS index is written in two places: the triggers (created by a migration, whose SQL is frozen
 * when it is released, decision 083) and the bulk catalogue builder (catalog-repository, from
 * ftsDocumentSql). Both must index the same document, or a bulk-loaded item and an item inserted one by
 * one are found by different searches. Changing the document therefore takes a new migration that
 * replaces the triggers; this test fails until there is one.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the FTS document', () => {
  it.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'the migrated triggers index the document ftsDocumentSql writes for the bulk builder',
    async () => {
      const { rows } = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where type = 'trigger' and name in ('items_fts_ai', 'items_fts_au')
        order by name`.execute(database.db);
      expect(rows.map((r) => r.name)).toEqual(['items_fts_ai', 'items_fts_au']);
      for (const row of rows) expect(row.sql).toContain(ftsDocumentSql('new'));
    },
  );
});
