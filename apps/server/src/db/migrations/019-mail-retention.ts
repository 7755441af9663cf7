import type { Kysely } from 'kysely';

/**
 * Issue 18, mail pruning (decision 050): the prune job finds delivered mails by when they finished and
 * account tokens by when they expired, without reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('mail_queue_finished_idx').on('mail_queue').columns(['state', 'finished_at']).execute();
  await db.schema.createIndex('account_tokens_expires_idx').on('account_tokens').column('expires_at').execute();
}
