import type { Db } from '../../db/database';
import { type AttemptScope, countAttemptsSince, deleteAttempt, deleteAttemptsBefore, insertAttempt } from './attempt-repository';

export const REGISTER_WINDOW_MS = 60 * 60 * 1000;

export interface AttemptKey {
  scope: AttemptScope;
  subject: string;
}

/** Attempts counted against each key; `undefined` when one of the keys is over its limit. */
export interface HeldAttempt {
  ids: number[];
}

/**
 * Counts attempts (sign-ups per address; failed logins have login-throttle.ts) in the database so every
 * server instance shares the limits. The attempt is written BEFORE the work it guards, so concurrent
 * attempts all count: at most `limit` attempts per key within the window. Returns null — and writes nothing —
 * when a key is already at its limit.
 */
export async function holdAttempt(
  db: Db,
  keys: AttemptKey[],
  limit: number,
  windowMs: number,
  now: number,
): Promise<HeldAttempt | null> {
  const ids: number[] = [];
  for (const key of keys) {
    ids.push(await insertAttempt(db, key.scope, key.subject.slice(0, 128), now));
  }
  for (const key of keys) {
    if ((await countAttemptsSince(db, key.scope, key.subject.slice(0, 128), now - windowMs)) > limit) {
      for (const id of ids) await deleteAttempt(db, id);
      return null;
    }
  }
  // Old rows are useless: drop them now and then, without a job.
  if (ids[0] !== undefined && ids[0] % 50 === 0) await deleteAttemptsBefore(db, now - Math.max(windowMs, REGISTER_WINDOW_MS));
  return { ids };
}
