import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The database's own clock in epoch ms: every instance compares start times on one clock. */
const databaseNow = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * PostgreSQL: records a start of job `name` unless it last started less than `minGapMs` ago (by the database's
 * clock). Returns false, and writes nothing, when it is not due.
 */
export async function claimJobRun(db: Db, name: string, minGapMs: number, instance: string): Promise<boolean> {
  const result = await sql<{ runs: number }>`
    insert into job_runs (name, started_at, finished_at, runs, instance)
    values (${name}, ${databaseNow}, null, 1, ${instance})
    on conflict (name) do update
      set started_at = excluded.started_at, finished_at = null, runs = job_runs.runs + 1, instance = excluded.instance
      where job_runs.started_at <= excluded.started_at - ${minGapMs}
    returning runs`.execute(db);
  return result.rows.length > 0;
}

export async function finishJobRun(db: Db, name: string): Promise<void> {
  await sql`update job_runs set finished_at = ${databaseNow} where name = ${name}`.execute(db);
}

/** Try-locks the job's advisory lock on this connection (session level); false when another holds it. */
export async function tryJobLock(db: Db, namespace: number, id: number): Promise<boolean> {
  const result = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${namespace}::int, ${id}::int) as locked`.execute(db);
  return result.rows[0]?.locked === true;
}

export async function releaseJobLock(db: Db, namespace: number, id: number): Promise<void> {
  await sql`select pg_advisory_unlock(${namespace}::int, ${id}::int)`.execute(db);
}
