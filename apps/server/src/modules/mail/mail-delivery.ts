import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimMail, failStaleSending, findDueMailIds, finishAttempt, type MailRow } from './mail-repository';
import { expandSiteLinks, redactSecrets } from './mail-secrets';
import { MailDeliveryError, type MailTransport } from './mail-transport';

/** Attempts per mail, the first included; the waits before the 2nd … 6th (decision 042). */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000] as const;
/** A mail "sending" for longer than this belongs to an instance that stopped mid-attempt. */
export const MAIL_SENDING_STALE_MS = 10 * 60_000;

export interface MailDeliveryDeps {
  db: Db;
  transport: MailTransport;
  /** "Now" for this pass (the app's clock; tests move it). */
  now: number;
  /** Who claims the mails (host:pid:random). */
  instance: string;
  /** PUBLIC_URL: links queued as `{{site}}/…` point here when sent. */
  publicUrl?: string;
  /** The one-click unsubscribe URL of a notification mail (from its token), for the List-Unsubscribe header. */
  unsubscribeUrlOf?: (mail: MailRow) => string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  batch?: number;
}

export interface MailDeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
  abandoned: number;
}

const STALE_REASON = '发送过程中断，无法确认是否已送达；为避免重复发送，不再自动重试';

/**
 * One pass of mail delivery. Mails left "sending" by a stopped instance are given up first; then each due
 * mail is claimed (one conditional update, so of several instances exactly one takes it), handed to the
 * transport and marked sent (SMTP) or stored (embedded outbox). A refusal or an unreachable server is tried
 * again later, up to MAIL_MAX_ATTEMPTS with growing waits; a permanent refusal, or a connection that broke
 * while the mail was on its way, ends it as failed with the reason. A mail is sent at most once.
 */
export async function runMailDeliveryPass(deps: MailDeliveryDeps): Promise<MailDeliveryReport> {
  const { db, transport, now, instance } = deps;
  const report: MailDeliveryReport = { delivered: 0, retrying: 0, failed: 0, abandoned: 0 };
  report.abandoned = await failStaleSending(db, now - MAIL_SENDING_STALE_MS, now, STALE_REASON);

  for (const id of await findDueMailIds(db, now, deps.batch ?? 50)) {
    const mail = await claimMail(db, id, instance, now);
    if (!mail) continue;
    try {
      const site = (body: string) => expandSiteLinks(body, deps.publicUrl ?? '');
      const { messageId } = await transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: site(mail.text_body),
        html: site(mail.html_body),
        unsubscribeUrl: deps.unsubscribeUrlOf?.(mail),
      });
      await finishAttempt(db, id, instance, {
        state: transport.kind === 'smtp' ? 'sent' : 'stored',
        transport: transport.kind,
        messageId,
        lastError: null,
        finishedAt: now,
        // Sent: the links that act for the member are no longer kept where staff could read them.
        ...(transport.kind === 'smtp'
          ? { textBody: redactSecrets(mail.text_body), htmlBody: redactSecrets(mail.html_body) }
          : {}),
      });
      report.delivered++;
    } catch (error) {
      const failure =
        error instanceof MailDeliveryError ? error.failure : { kind: 'unsent' as const, message: String(error).slice(0, 400) };
      const attempts = Number(mail.attempts);
      const again =
        failure.kind === 'unsent' || (failure.kind === 'rejected' && !failure.permanent) ? attempts < MAIL_MAX_ATTEMPTS : false;
      const reason =
        failure.kind === 'unknown'
          ? `连接在发送中断开，可能已送达；为避免重复发送，不再自动重试（${failure.message}）`
          : failure.message;
      if (again) {
        const delay = MAIL_RETRY_DELAYS_MS[Math.min(attempts - 1, MAIL_RETRY_DELAYS_MS.length - 1)] as number;
        await finishAttempt(db, id, instance, {
          state: 'queued',
          lastError: reason,
          nextAttemptAt: now + delay,
          transport: transport.kind,
        });
        report.retrying++;
      } else {
        await finishAttempt(db, id, instance, { state: 'failed', lastError: reason, finishedAt: now, transport: transport.kind });
        report.failed++;
      }
      deps.log?.warn({ mailId: id, attempts, failure: failure.kind, retry: again }, 'mail delivery failed');
    }
  }
  return report;
}
