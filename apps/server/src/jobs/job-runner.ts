import { LOCK_IDS, LOCK_NAMESPACE, type LockName } from '../db/advisory-lock';
import type { Db, DialectName } from '../db/database';
import { claimJobRun, finishJobRun, releaseJobLock, tryJobLock } from './job-run-repository';

export interface Job {
  name: LockName & string;
  intervalMs: number;
  /** One pass; it uses the pool (`db`) freely. */
  pass: () => Promise<unknown>;
}

/** ran: this instance did the pass; busy: another instance's pass is running; not-due: one ran within the interval. */
export type JobOutcome = 'ran' | 'busy' | 'not-due';

/**
 * Two timers firing a little apart on two instances must not both run: a start less than this share of the
 * interval after the last one is skipped.
 */
const DUE_SHARE = 0.9;

/**
 * Runs one pass of `job` once across every instance (decision 019). SQLite is one machine: the pass just
 * runs. On PostgreSQL, on one pooled connection: the job's advisory lock is try-locked (another instance's
 * pass still running → busy), then the job's row in job_runs is claimed only when its last start, by the
 * database's clock, is at least 0.9 interval old (→ not-due otherwise), the pass runs, and the lock is
 * released. A crashed instance releases its lock with its connection.
 */
export async function runJobOnce(db: Db, dialect: DialectName, job: Job, instance: string): Promise<JobOutcome> {
  if (dialect === 'sqlite') {
    await job.pass();
    return 'ran';
  }
  const id = LOCK_IDS[job.name];
  return db.connection().execute(async (conn) => {
    if (!(await tryJobLock(conn, LOCK_NAMESPACE, id))) return 'busy';
    try {
      if (!(await claimJobRun(conn, job.name, Math.floor(job.intervalMs * DUE_SHARE), instance))) return 'not-due';
      try {
        await job.pass();
      } finally {
        await finishJobRun(conn, job.name);
      }
      return 'ran';
    } finally {
      await releaseJobLock(conn, LOCK_NAMESPACE, id);
    }
  });
}
