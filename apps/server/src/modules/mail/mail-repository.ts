import {
  type AliasableExpression,
  type Expression,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { MailQueueTable, MailState } from '../../db/tables/mail';

export type MailRow = Selectable<MailQueueTable>;

export async function insertMail(db: Db, values: Insertable<MailQueueTable>): Promise<number> {
  const row = await db.insertInto('mail_queue').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of queued mails whose next attempt is due, oldest first. */
export async function findDueMailIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_queue')
    .select('id')
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes one due mail for this instance (queued → sending, one more attempt). A single conditional update:
 * of several instances or passes asking at once, exactly one gets the row.
 */
export function claimMail(db: Db, id: number, instance: string, now: number): Promise<MailRow | undefined> {
  return db
    .updateTable('mail_queue')
    .set((eb) => ({ state: 'sending', claimed_by: instance, claimed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/** Ends this instance's attempt (sending → the new state); false when the row is no longer its own. */
export async function finishAttempt(
  db: Db,
  id: number,
  instance: string,
  values: {
    state: MailState;
    transport?: 'smtp' | 'outbox';
    messageId?: string | null;
    lastError?: string | null;
    nextAttemptAt?: number;
    finishedAt?: number | null;
    textBody?: string;
    htmlBody?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({
      state: values.state,
      ...(values.transport !== undefined ? { transport: values.transport } : {}),
      ...(values.messageId !== undefined ? { message_id: values.messageId } : {}),
      ...(values.lastError !== undefined ? { last_error: values.lastError?.slice(0, 500) ?? null } : {}),
      ...(values.nextAttemptAt !== undefined ? { next_attempt_at: values.nextAttemptAt } : {}),
      ...(values.finishedAt !== undefined ? { finished_at: values.finishedAt } : {}),
      ...(values.textBody !== undefined ? { text_body: values.textBody } : {}),
      ...(values.htmlBody !== undefined ? { html_body: values.htmlBody } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('claimed_by', '=', instance)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Mails left "sending" by an instance that stopped mid-attempt: whether they arrived is unknown, so they are
 * given up (never sent twice) with the reason for staff.
 */
export async function failStaleSending(db: Db, claimedBefore: number, now: number, reason: string): Promise<number> {
  const result = await db
    .updateTable('mail_queue')
    .set({ state: 'failed', last_error: reason, finished_at: now })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', claimedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxFilter {
  state?: MailState;
  /** A part of the address or the member's account. */
  to?: string;
}

export type OutboxRow = MailRow & { account: string | null };

/**
 * The users table's part of the outbox (decision 025): the member's account as a column and the members
 * whose account contains a text. Mail sits below users (users send mail), so `app.ts` passes these in from
 * `users/user-repository`.
 */
export interface OutboxAccounts {
  accountOf(db: Db, userId: Expression<number>): AliasableExpression<string>;
  idsOfAccountsContainingAnyCase(db: Db, text: string): SelectQueryBuilder<Database, 'users', { id: number }>;
}

function outbox(db: Db, accounts: OutboxAccounts, filter: OutboxFilter) {
  let query = db.selectFrom('mail_queue');
  if (filter.state) query = query.where('mail_queue.state', '=', filter.state);
  const to = filter.to;
  if (to) {
    const pattern = `%${to.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(mail_queue.to_address) like ${pattern} escape '\\'`,
        eb('mail_queue.user_id', 'in', accounts.idsOfAccountsContainingAnyCase(db, to)),
      ]),
    );
  }
  return query;
}

/** The outbox for staff, newest first, with the total for paging. */
export async function listOutbox(
  db: Db,
  accounts: OutboxAccounts,
  filter: OutboxFilter,
  page: number,
  limit: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    outbox(db, accounts, filter)
      .selectAll('mail_queue')
      .select((eb) => accounts.accountOf(db, eb.ref('mail_queue.user_id').$castTo<number>()).as('account'))
      .orderBy('mail_queue.created_at', 'desc')
      .orderBy('mail_queue.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    outbox(db, accounts, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A failed mail back into the queue, due now, with a fresh count of attempts; false unless it had failed. */
export async function requeueFailed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ state: 'queued', attempts: 0, next_attempt_at: now, finished_at: null, claimed_by: null, claimed_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  return db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The notification mail whose one-click unsubscribe token this is. */
export function findMailByUnsubscribeToken(db: Db, token: string) {
  return db.selectFrom('mail_queue').select(['id', 'user_id', 'kind']).where('unsubscribe_token', '=', token).executeTakeFirst();
}

/**
 * Deletes up to `batch` delivered mails (sent over SMTP, or kept in the embedded outbox) finished before
 * `finishedBefore`; answers how many. Failed, queued and sending mails are never touched.
 */
export async function pruneDeliveredMails(db: Db, finishedBefore: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_queue')
        .select('id')
        .where('state', 'in', ['sent', 'stored'])
        .where('finished_at', '<', finishedBefore)
        .orderBy('finished_at')
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
