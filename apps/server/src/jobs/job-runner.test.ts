import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDatabase, type DbHandle } from '../db/database';
import { type Job, runJobOnce } from './job-runner';

let database: TestDatabase;
let second: DbHandle | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  // A second instance: its own pool on the same database (SQLite in memory cannot be shared; it runs alone).
  if (database.dialect === 'postgres') second = createDatabase(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await second?.close();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(intervalMs: number, passMs: number) {
  const passes: number[] = [];
  const job: Job = {
    name: 'auction-ending',
    intervalMs,
    pass: async () => {
      passes.push(Date.now());
      await sleep(passMs);
    },
  };
  return { job, passes };
}

describe('background jobs run once across instances (decision 019)', () => {
  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'PostgreSQL: two instances firing together run one pass; a pass within the interval is skipped; a later one runs',
    async () => {
      const { job, passes } = countingJob(1_000, 200);
      const handles = [database, second as DbHandle];
      const outcomes = await Promise.all([0, 1, 0, 1].map((i) => runJobOnce(handles[i]!.db, 'postgres', job, `instance-${i}`)));
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'busy' || o === 'not-due')).toHaveLength(3);
      expect(passes).toHaveLength(1);
      // Finished, but not yet due again: no instance runs it.
      expect(await runJobOnce(second!.db, 'postgres', job, 'instance-1')).toBe('not-due');
      await sleep(1_000);
      expect(await runJobOnce(second!.db, 'postgres', job, 'instance-1')).toBe('ran');
      const row = await database.db
        .selectFrom('job_runs')
        .selectAll()
        .where('name', '=', 'auction-ending')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ runs: 2, instance: 'instance-1' });
      expect(Number(row.finished_at)).toBeGreaterThanOrEqual(Number(row.started_at));
    },
  );

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'PostgreSQL: a failing pass releases its lock and is recorded as finished',
    async () => {
      const job: Job = { name: 'recharges', intervalMs: 10, pass: () => Promise.reject(new Error('provider down')) };
      await expect(runJobOnce(database.db, 'postgres', job, 'a')).rejects.toThrow('provider down');
      await sleep(20);
      const { job: next, passes } = countingJob(10, 0);
      expect(await runJobOnce(second!.db, 'postgres', { ...next, name: 'recharges' }, 'b')).toBe('ran');
      expect(passes).toHaveLength(1);
    },
  );

  it('SQLite (one machine): every pass runs, as before', async () => {
    const { job, passes } = countingJob(60_000, 0);
    if (database.dialect !== 'sqlite') return;
    expect(await runJobOnce(database.db, 'sqlite', job, 'only')).toBe('ran');
    expect(await runJobOnce(database.db, 'sqlite', job, 'only')).toBe('ran');
    expect(passes).toHaveLength(2);
  });
});
