import { type Kysely, sql } from 'kysely';
import { withId } from './column-helpers';

/**
 * Mail (decisions 042, 043): the queue every mail goes through — also the embedded outbox staff read when no
 * SMTP server is set —; single-use account tokens (password reset, email confirmation) stored as hashes; a
 * record of account events (password reset, email confirmed); each member's choice of notifications by mail;
 * and when the member's email was confirmed (mail goes only to a confirmed address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('mail_queue'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // The one-click unsubscribe token of a notification mail (it stops this row's kind for this row's member).
    .addColumn('unsubscribe_token', 'varchar(64)')
    // queued → sending → sent (SMTP) | stored (embedded outbox) | failed; back to queued for a retry.
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('transport', 'varchar(8)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(128)')
    .addColumn('claimed_at', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('message_id', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_queue_created_idx').on('mail_queue').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('mail_queue_user_idx').on('mail_queue').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('mail_queue_unsubscribe_idx').on('mail_queue').column('unsubscribe_token').execute();

  await withId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // reset: password reset; email: confirms `email` as the member's address.
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    // The operator who sent it from the console, when it was not the member.
    .addColumn('operator_id', 'integer')
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await withId(db, db.schema.createTable('account_events'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('operator_id', 'integer')
    .addColumn('detail', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_events_user_idx').on('account_events').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('mail_prefs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('mail', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_prefs_pk', ['user_id', 'kind'])
    .execute();

  // Addresses entered before confirmation existed stay, unconfirmed: they receive nothing until confirmed.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
  // A confirmed address belongs to one account, so "forgot password" by email finds one member.
  await sql`create unique index users_verified_email_idx on users (lower(email)) where email_verified_at is not null`.execute(db);
}
