import type { Db } from '../../db/database';
import {
  type AttemptScope,
  countAttemptsSince,
  deleteAttempt,
  deleteAttemptsBefore,
  deleteAttemptsOf,
  insertAttempt,
} from './attempt-repository';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTER_LIMIT = 20;
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
 * Counts attempts in the database so every server instance shares the limits. The attempt is written
 * BEFORE the work it guards (a password check), so concurrent attempts all count: at most `limit`
 * attempts per key can be in flight or failed within the window. Returns null — and writes nothing —
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

/** The guarded work succeeded: the attempt does not count as a failure. */
export async function releaseAttempt(db: Db, held: HeldAttempt): Promise<void> {
  for (const id of held.ids) await deleteAttempt(db, id);
}

export async function clearAttempts(db: Db, key: AttemptKey): Promise<void> {
  await deleteAttemptsOf(db, key.scope, key.subject.slice(0, 128));
}
