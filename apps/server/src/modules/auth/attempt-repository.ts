import type { Db } from '../../db/database';
import type { AuthAttemptsTable } from '../../db/tables/accounts';

export type AttemptScope = AuthAttemptsTable['scope'];

export async function insertAttempt(db: Db, scope: AttemptScope, subject: string, now: number): Promise<number> {
  const row = await db
    .insertInto('auth_attempts')
    .values({ scope, subject, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countAttemptsSince(db: Db, scope: AttemptScope, subject: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('auth_attempts').where('id', '=', id).execute();
}

export async function deleteAttemptsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<=', before).execute();
}
