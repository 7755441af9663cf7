import type { Generated } from 'kysely';

/** Where a queued mail is (decision 042). */
export type MailState = 'queued' | 'sending' | 'sent' | 'stored' | 'failed';

/**
 * Every mail the store sends (migration 016): the queue the delivery job works from, and — without SMTP — the
 * embedded outbox staff read in the console. Bodies are rendered when the mail is queued.
 */
export interface MailQueueTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_token: string | null;
  state: MailState;
  /** smtp, or outbox (kept in the embedded outbox); null until a delivery is tried. */
  transport: 'smtp' | 'outbox' | null;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_at: number | null;
  last_error: string | null;
  message_id: string | null;
  created_at: number;
  /** When it was sent, stored or given up. */
  finished_at: number | null;
}

/** Single-use account tokens: only the SHA-256 of the token is stored (migration 016, decision 043). */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'email';
  token_hash: string;
  /** The address an email token confirms. */
  email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  operator_id: number | null;
}

/** What happened to an account that the member and staff may need to know later (password reset …). */
export interface AccountEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  address: string | null;
  operator_id: number | null;
  detail: string | null;
  created_at: number;
}

/** The member's choice of mail per notification kind (0/1); no row: the kind's default. */
export interface MailPrefsTable {
  user_id: number;
  kind: string;
  mail: number;
  updated_at: number;
}

export interface MailTables {
  mail_queue: MailQueueTable;
  account_tokens: AccountTokensTable;
  account_events: AccountEventsTable;
  mail_prefs: MailPrefsTable;
}
