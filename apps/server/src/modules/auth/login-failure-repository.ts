import type { LoginLockKind } from '@daigou/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** One lock's failures: of an account, of an account from one address, or of an address. */
export type FailureKey =
  | { kind: 'account'; account: string }
  | { kind: 'pair'; account: string; address: string }
  | { kind: 'address'; address: string };

const LIFTED = { account: 'account_lifted', pair: 'pair_lifted', address: 'address_lifted' } as const;

/** The failures that count for `key`: its own, and not lifted for its kind. */
const countingFor = (key: FailureKey) => (eb: ExpressionBuilder<Database, 'login_failures'>) => {
  const conditions: Expression<SqlBool>[] = [eb(LIFTED[key.kind], '=', 0)];
  if (key.kind !== 'address') conditions.push(eb('account', '=', key.account));
  if (key.kind !== 'account') conditions.push(eb('address', '=', key.address));
  return eb.and(conditions);
};

export async function insertLoginFailure(db: Db, account: string, address: string, now: number): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ account, address, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLoginFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Failures since `since` counting for the account, for the account from this address, and for the address. */
export async function countLoginFailures(db: Db, account: string, address: string, since: number) {
  const ofAccount = await db
    .selectFrom('login_failures')
    .select([
      sql<number | string | null>`sum(case when account_lifted = 0 then 1 else 0 end)`.as('account'),
      sql<number | string | null>`sum(case when address = ${address} and pair_lifted = 0 then 1 else 0 end)`.as('pair'),
    ])
    .where('account', '=', account)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const ofAddress = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(countingFor({ kind: 'address', address }))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { account: Number(ofAccount.account ?? 0), pair: Number(ofAccount.pair ?? 0), address: Number(ofAddress.n) };
}

/** The time of the counting failure at position `offset` (oldest first) of `key` since `since`. */
export async function failureTimeAt(db: Db, key: FailureKey, since: number, offset: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select('created_at')
    .where(countingFor(key))
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row ? Number(row.created_at) : undefined;
}

/** Staff lift a lock: its failures since `since` stop counting for that key (they still count for the others). */
export async function liftLoginFailures(db: Db, key: FailureKey, since: number): Promise<number> {
  const result = await db
    .updateTable('login_failures')
    .set({ [LIFTED[key.kind]]: 1 })
    .where(countingFor(key))
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A successful login: the failures of this account from this address are forgiven. */
export async function deleteLoginFailuresOfPair(db: Db, account: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).where('address', '=', address).execute();
}

export async function deleteLoginFailuresBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<=', before).execute();
}

export interface FailureGroup {
  key: FailureKey;
  failures: number;
  lastFailureAt: number;
}

const GROUP_LIMIT = 500;

/** Every key of `kind` with at least `limit` counting failures since `since`, the latest first. */
export async function findLockedKeys(db: Db, kind: LoginLockKind, limit: number, since: number): Promise<FailureGroup[]> {
  const columns =
    kind === 'account' ? (['account'] as const) : kind === 'address' ? (['address'] as const) : (['account', 'address'] as const);
  const rows = await db
    .selectFrom('login_failures')
    .select((eb) => [...columns, eb.fn.countAll<number | string>().as('n'), eb.fn.max('created_at').as('last')])
    .where(LIFTED[kind], '=', 0)
    .where('created_at', '>', since)
    .groupBy([...columns])
    .having((eb) => eb.fn.countAll(), '>=', limit)
    .orderBy('last', 'desc')
    .limit(GROUP_LIMIT)
    .execute();
  return rows.map((row) => {
    const r = row as { account?: string; address?: string; n: number | string; last: number | string };
    const key: FailureKey =
      kind === 'account'
        ? { kind, account: r.account ?? '' }
        : kind === 'address'
          ? { kind, address: r.address ?? '' }
          : { kind, account: r.account ?? '', address: r.address ?? '' };
    return { key, failures: Number(r.n), lastFailureAt: Number(r.last) };
  });
}
