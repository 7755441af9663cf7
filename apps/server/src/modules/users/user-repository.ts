import { type Expression, type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/tables/auth';
import { contains } from '../../lib/like';

export function findUserByAccount(db: Db, account: string) {
  return db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
}

/** For sign-up: `Demo` and `demo` would be confusable, so accounts are unique ignoring case. */
export function findUserByAccountIgnoringCase(db: Db, account: string) {
  return db.selectFrom('users').select('id').where(sql<string>`lower(account)`, '=', account.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Seeding: inserts the account unless a row with it already exists. */
export async function insertUserIfMissing(db: Db, values: Insertable<UsersTable>): Promise<void> {
  await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('account').doNothing())
    .execute();
}

/** A password the user chose (change or reset): any forced change at first login is done (decision 063). */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A password generated at seed, which its user must replace at first login (decision 063). */
export async function setGeneratedPasswordHash(db: Db, id: number, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The member whose confirmed address this is (ignoring case). */
export function findUserByVerifiedEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** For password reset by account name: accounts are unique ignoring case. */
export function findUserByAccountName(db: Db, account: string) {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(account)`, '=', account.toLowerCase()).executeTakeFirst();
}

export async function setVerifiedEmail(db: Db, userId: number, email: string | null, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: email === null ? null : now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

// Other areas' staff lists show and search members by account; these are the users table's part of such a
// query (decision 025): composed into the owner's query, so the users table is written only here.

/** The member's account as a column of another area's query: `.select(accountOf(db, eb.ref('orders.user_id')).as('account'))`. */
export function accountOf(db: Db, userId: Expression<number>) {
  return db.selectFrom('users').select('users.account').where('users.id', '=', userId).$asScalar();
}

/** Ids of the members whose account contains `text` (as `contains` matches): `.where('user_id', 'in', idsOfAccountsContaining(db, k))`. */
export function idsOfAccountsContaining(db: Db, text: string) {
  return db.selectFrom('users').select('users.id').where(contains('users.account', text));
}

/** As `idsOfAccountsContaining`, ignoring case on both databases (the mail outbox's search by address or account). */
export function idsOfAccountsContainingAnyCase(db: Db, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.selectFrom('users').select('users.id').where(sql<boolean>`lower(users.account) like ${pattern} escape '\\'`);
}

/** The accounts of a set of members, by id. */
export async function accountsByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** Members whose account, lower-cased, is one of `accounts`. */
export async function findUserIdsByLowerAccount(db: Db, accounts: string[]): Promise<Map<string, number>> {
  if (!accounts.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string>`lower(account)`.as('lower_account')])
    .where(sql<string>`lower(account)`, 'in', accounts)
    .execute();
  return new Map(rows.map((r) => [r.lower_account, r.id]));
}
