import { type AdminLoginLock, LOGIN_LIMITS, LOGIN_WINDOW_MINUTES, type LoginLockKind, loginLimitMessage } from '@daigou/contract';
import type { Db } from '../../db/database';
import { refuse } from '../../lib/errors';
import { findUserIdsByLowerAccount } from '../users/user-repository';
import {
  countLoginFailures,
  deleteLoginFailure,
  deleteLoginFailuresBefore,
  deleteLoginFailuresOfPair,
  type FailureKey,
  failureTimeAt,
  findLockedKeys,
  insertLoginFailure,
  liftLoginFailures,
} from './login-failure-repository';

export const LOGIN_WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const KINDS: LoginLockKind[] = ['account', 'pair', 'address'];

/** A login attempt, counted as a failure until it succeeds. */
export interface HeldLogin {
  id: number;
  account: string;
  address: string;
}

/** Failures are keyed by the account as typed, trimmed and lower-cased (`Demo` and `demo` count together). */
export const accountSubject = (account: string) => account.trim().toLowerCase().slice(0, 64);
const addressSubject = (address: string) => address.slice(0, 64);

function keyOf(kind: LoginLockKind, account: string, address: string): FailureKey {
  if (kind === 'account') return { kind, account };
  if (kind === 'address') return { kind, address };
  return { kind, account, address };
}

/**
 * When a key with `failures` (≥ its limit) counting failures since `since` stops being locked: once enough of
 * its oldest failures have left the window for fewer than the limit to remain.
 */
async function lockEndOf(db: Db, key: FailureKey, failures: number, since: number): Promise<number> {
  const at = await failureTimeAt(db, key, since, Math.max(0, failures - LOGIN_LIMITS[key.kind]));
  return (at ?? since) + LOGIN_WINDOW_MS;
}

/**
 * Counts a login attempt before the password is checked, so concurrent attempts all count (at most the limit
 * can be failed or in flight per key), and refuses it — counting nothing — when the account, the account from
 * this address, or the address has reached its limit within the window. The refusal says how many minutes
 * remain until the lock ends.
 */
export async function holdLogin(db: Db, account: string, address: string, now: number): Promise<HeldLogin> {
  const held = { account: accountSubject(account), address: addressSubject(address) };
  const id = await insertLoginFailure(db, held.account, held.address, now);
  const since = now - LOGIN_WINDOW_MS;
  const counts = await countLoginFailures(db, held.account, held.address, since);
  const over = KINDS.filter((kind) => counts[kind] > LOGIN_LIMITS[kind]);
  if (over.length) {
    await deleteLoginFailure(db, id);
    let until = now;
    for (const kind of over) {
      until = Math.max(until, await lockEndOf(db, keyOf(kind, held.account, held.address), counts[kind] - 1, since));
    }
    throw refuse(loginLimitMessage((until - now) / 60_000));
  }
  // Old rows count for nothing: drop them now and then, without a job.
  if (id % 50 === 0) await deleteLoginFailuresBefore(db, since);
  return { id, ...held };
}

/**
 * The password was right: this attempt and the member's own earlier failures from this address are
 * forgiven. Failures of the account from other addresses stay counted, so a correct login somewhere does not
 * give someone guessing the password elsewhere a fresh allowance.
 */
export async function loginSucceeded(db: Db, held: HeldLogin): Promise<void> {
  await deleteLoginFailuresOfPair(db, held.account, held.address);
}

/** Every current lock (a key at its limit within the window), the latest failure first within each kind. */
export async function listLoginLocks(db: Db, now: number): Promise<AdminLoginLock[]> {
  const since = now - LOGIN_WINDOW_MS;
  const locks: AdminLoginLock[] = [];
  for (const kind of KINDS) {
    for (const group of await findLockedKeys(db, kind, LOGIN_LIMITS[kind], since)) {
      const { key } = group;
      locks.push({
        kind,
        account: key.kind === 'address' ? null : key.account,
        address: key.kind === 'account' ? null : key.address,
        userId: null,
        failures: group.failures,
        limit: LOGIN_LIMITS[kind],
        lastFailureAt: group.lastFailureAt,
        lockedUntil: await lockEndOf(db, key, group.failures, since),
      });
    }
  }
  const users = await findUserIdsByLowerAccount(db, [...new Set(locks.flatMap((l) => (l.account ? [l.account] : [])))]);
  for (const lock of locks) lock.userId = lock.account ? (users.get(lock.account) ?? null) : null;
  return locks;
}

/** The key of a lock as counted: the account trimmed and lower-cased. */
export function lockKey(key: FailureKey): FailureKey {
  return key.kind === 'address' ? key : { ...key, account: accountSubject(key.account) };
}

/**
 * Lifts one lock: the key's failures within the window stop counting for it — only for it, so lifting a
 * member's account lock leaves the address that was guessing locked out of that account. Returns how many
 * failures were lifted (0 when there was no lock).
 */
export async function liftLoginLock(db: Db, key: FailureKey, now: number): Promise<number> {
  return liftLoginFailures(db, lockKey(key), now - LOGIN_WINDOW_MS);
}
