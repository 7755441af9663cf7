import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DbHandle, isPostgresUrl } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestDatabase extends DbHandle {
  /** Its URL (`:memory:` for SQLite, which another handle cannot open). */
  url: string;
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a new PostgreSQL
 * database (dropped on close) when DATABASE_URL points to a server — `npm run test:pg`.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const url = process.env.DATABASE_URL;
  if (!url || !isPostgresUrl(url)) {
    const handle = createDatabase(':memory:');
    if (migrate) await migrateToLatest(handle.db);
    return { ...handle, url: ':memory:' };
  }
  const name = `daigou_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = createDatabase(target.toString(), { poolSize: 20 });
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: target.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
