import pg from 'pg';

/**
 * PostgreSQL advisory locks of this application, in the two-key form `(namespace, id)` so they never meet
 * another application's single-key locks (Kysely's migration lock among them).
 */
export const LOCK_NAMESPACE = 4242;

/** One id per lock; jobs have one each so unrelated jobs never wait for each other. */
export const LOCK_IDS = {
  startup: 1,
  'auction-simulation': 2,
  bidding: 3,
  recharges: 4,
  'auction-ending': 5,
  'order-money-check': 6,
  // Numbered after its migration (016), clear of the ids other jobs take in order.
  'mail-delivery': 16,
  /** Decision 050's pruning of delivered mails and expired tokens (numbered after its migration, 019). */
  'mail-pruning': 19,
  refunds: 131,
  'payment-daily-check': 132,
  /** Issue 14's storage reminders and automatic parcel receipt (numbered after the issue, clear of others). */
  'storage-clock': 14,
  /** Decision 078's fill of orders' empty Chinese titles (numbered after the decision). */
  'order-title-backfill': 78,
  /** Decision 087's saved-search alerts (numbered after the decision). */
  'saved-search-alerts': 87,
} as const;
export type LockName = keyof typeof LOCK_IDS;

/**
 * Runs `work` while holding the session-level advisory lock `name`, taken on a connection of its own (not
 * one from the pool, which `work` uses freely). Other processes asking for the same lock wait until it is
 * released; a crash releases it with the connection.
 */
export async function withAdvisoryLock<T>(url: string, name: LockName, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection dropped while waiting must not crash the process: the query below rejects instead.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, LOCK_IDS[name]]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, LOCK_IDS[name]]);
    }
  } finally {
    await client.end();
  }
}
