import type { Db } from '../../db/database';
import { insertMail } from './mail-repository';

export interface QueuedMail {
  userId: number | null;
  /** A notification kind or an account mail kind (contract: MAIL_KIND_LABELS). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe token in the mail's links and header (it only stops this kind of mail). */
  unsubscribeToken?: string | null;
}

/**
 * Puts a rendered mail in the queue, inside the caller's transaction: it is sent only if the change it tells
 * about commits, and never while a request waits — the delivery job sends it (decision 042).
 */
export async function queueMail(db: Db, mail: QueuedMail, now: number): Promise<number> {
  return insertMail(db, {
    user_id: mail.userId,
    kind: mail.kind.slice(0, 32),
    to_address: mail.to,
    subject: mail.subject.slice(0, 300),
    text_body: mail.text,
    html_body: mail.html,
    unsubscribe_token: mail.unsubscribeToken ?? null,
    state: 'queued',
    transport: null,
    next_attempt_at: now,
    claimed_by: null,
    claimed_at: null,
    last_error: null,
    message_id: null,
    created_at: now,
    finished_at: null,
  });
}
