import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/tables/auth';

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

export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteSessionsOfUserExcept(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}
