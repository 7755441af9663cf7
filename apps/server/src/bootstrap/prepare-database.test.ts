import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDatabase, type DbHandle } from '../db/database';
import { prepareDatabase } from './prepare-database';
import { DEMO_MEMBER, DEMO_OPERATOR } from './seed/defaults';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

describe.skipIf(!onPostgres)('start-up on a fresh PostgreSQL database', () => {
  let fresh: TestDatabase;
  const instances: DbHandle[] = [];
  afterAll(async () => {
    for (const handle of instances) await handle.close();
    await fresh?.close();
  });

  it('three instances preparing at the same moment all succeed: one migration, one demo member, one catalogue', async () => {
    fresh = await createTestDatabase({ migrate: false });
    for (let i = 0; i < 3; i++) instances.push(createDatabase(fresh.url, { poolSize: 4 }));
    const now = Date.now();
    const results = await Promise.all(
      instances.map((handle) =>
        prepareDatabase(handle, { url: fresh.url, demo: true, catalogSize: 50, now, hashCost: TEST_PASSWORD_HASH_COST }),
      ),
    );
    // The first to take the lock generated the catalogue; the others found it there.
    expect(results.filter((r) => r.catalog !== null)).toHaveLength(1);
    // One operator, with one generated password printed by the instance that created it.
    expect(results.filter((r) => r.operatorPassword !== null)).toHaveLength(1);
    const db = fresh.db;
    const accounts = await db.selectFrom('users').select('account').orderBy('account').execute();
    expect(accounts.map((a) => a.account)).toEqual([DEMO_OPERATOR.account, DEMO_MEMBER.account].sort());
    const items = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(50);
    const settings = await db.selectFrom('settings').select('key').execute();
    expect(new Set(settings.map((s) => s.key)).size).toBe(settings.length);
  });
});
