import { NOTIFY_MAIL_DEFAULTS, type NotifyKind } from '@daigou/contract';
import type { Db } from '../../db/database';

/** The member's mail choices (mail_prefs, migration 016): kind → on/off; a kind without a row takes its default. */
export async function findMailPrefs(db: Db, userId: number): Promise<Map<string, boolean>> {
  const rows = await db.selectFrom('mail_prefs').select(['kind', 'mail']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.kind, Number(r.mail) === 1]));
}

/** Whether this kind comes by mail: the member's choice, or the kind's default (decision 061). */
export async function wantsMail(db: Db, userId: number, kind: NotifyKind): Promise<boolean> {
  const row = await db
    .selectFrom('mail_prefs')
    .select('mail')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row === undefined ? NOTIFY_MAIL_DEFAULTS[kind] : Number(row.mail) === 1;
}

export async function saveMailPref(db: Db, userId: number, kind: string, mail: boolean, now: number): Promise<void> {
  const value = mail ? 1 : 0;
  await db
    .insertInto('mail_prefs')
    .values({ user_id: userId, kind, mail: value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ mail: value, updated_at: now }))
    .execute();
}
