import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/tables/auth';

export function findUserByAccount(db: Db, account: string) {
  return db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
