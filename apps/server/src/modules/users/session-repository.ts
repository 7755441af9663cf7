import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionsTable } from '../../db/tables/auth';

/** Sessions (only the token's hash is stored) and the user each belongs to. */

export async function insertSession(db: Db, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUserExcept(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}

/** A session with the account and role of its user: one indexed read per request that carries a cookie. */
export function findSessionWithUser(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.remember',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id as userId',
      'users.account',
      'users.role',
      'users.must_change_password',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

/** Seen now: a remembered session keeps its end, another one's idle end moves to `idleExpiresAt`. */
export async function touchSession(db: Db, id: string, now: number, idleExpiresAt: number | null): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, ...(idleExpiresAt === null ? {} : { expires_at: idleExpiresAt }) })
    .where('id', '=', id)
    .execute();
}

/** Ends the member's sessions, all but `keepSessionId` when given; answers how many ended. */
export async function deleteSessionsOfUser(db: Db, userId: number, keepSessionId: string | null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
