import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountEventsTable, AccountTokensTable } from '../../db/tables/mail';

export type AccountTokenRow = Selectable<AccountTokensTable>;

export async function insertAccountToken(db: Db, values: Insertable<AccountTokensTable>): Promise<void> {
  await db.insertInto('account_tokens').values(values).execute();
}

/** An unused, unexpired token of this purpose by its hash. */
export function findLiveToken(db: Db, purpose: 'reset' | 'email', tokenHash: string, now: number) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the token once: of several requests with it at the same moment, exactly one gets true. */
export async function useToken(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every other live token of the member for this purpose stops working (a new password, a confirmed address). */
export async function retireTokens(db: Db, userId: number, purpose: 'reset' | 'email', now: number): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The address the member asked to use last, while its link is still live. */
export async function findPendingEmail(db: Db, userId: number, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function insertAccountEvent(db: Db, values: Insertable<AccountEventsTable>): Promise<void> {
  await db.insertInto('account_events').values(values).execute();
}

export function listAccountEvents(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('account_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes up to `batch` account tokens (used or not) that expired before `expiredBefore`; answers how many. */
export async function pruneExpiredTokens(db: Db, expiredBefore: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('account_tokens')
    .where(
      'id',
      'in',
      db.selectFrom('account_tokens').select('id').where('expires_at', '<', expiredBefore).orderBy('expires_at').limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
