import { type AdminOutbox, type AdminOutboxMail, type MailMode, type MailRetention, mailKindLabel } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { getSetting } from '../sys/settings-service';
import { updateSetting } from '../sys/staff-settings-service';
import { findMail, listOutbox, type OutboxAccounts, type OutboxFilter, type OutboxRow, requeueFailed } from './mail-repository';
import { expandSiteLinks, redactSecrets } from './mail-secrets';

function toOutboxMail(row: OutboxRow, mode: MailMode, publicUrl: string): AdminOutboxMail {
  return {
    id: row.id,
    userId: row.user_id,
    account: row.account,
    kind: row.kind,
    kindLabel: mailKindLabel(row.kind),
    to: row.to_address,
    subject: row.subject,
    // The embedded outbox is where these mails are delivered, so staff read them whole there; with SMTP the
    // member's mailbox is, and links that act for the member are hidden (decision 043).
    text: expandSiteLinks(
      mode === 'outbox' && row.transport !== 'smtp' ? row.text_body : redactSecrets(row.text_body),
      publicUrl,
    ),
    state: row.state,
    attempts: Number(row.attempts),
    nextAttemptAt: row.state === 'queued' ? Number(row.next_attempt_at) : null,
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** 发件箱: every mail, newest first, with how its delivery went. */
export async function getOutbox(
  db: Db,
  accounts: OutboxAccounts,
  mode: MailMode,
  publicUrl: string,
  query: OutboxFilter & { page: number; limit: number },
): Promise<AdminOutbox> {
  const [{ rows, total }, retention] = await Promise.all([
    listOutbox(db, accounts, { state: query.state, to: query.to }, query.page, query.limit),
    getSetting(db, 'mailRetention'),
  ]);
  return {
    mode,
    retention,
    list: rows.map((row) => toOutboxMail(row, mode, publicUrl)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** How long delivered mails and expired account links are kept (decision 050); audited as settings.mail. */
export function setMailRetention(db: Db, actor: Actor, retention: MailRetention, now: number): Promise<MailRetention> {
  return updateSetting(db, actor, 'mailRetention', retention, now);
}

/** A failed mail back into the queue, due at once; audited with the change. */
export async function retryMail(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const mail = await findMail(trx, id);
    if (!mail) throw notFound('邮件不存在');
    if (!(await requeueFailed(trx, id, now))) throw refuse('只有发送失败的邮件可以重新发送');
    await recordAudit(trx, actor, {
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      details: { to: mail.to_address, kind: mail.kind, lastError: mail.last_error },
      now,
    });
  });
}
