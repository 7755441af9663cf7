import { randomBytes } from 'node:crypto';
import { NOTIFY_KIND_LABELS, type NotifyKind } from '@daigou/contract';
import type { Db } from '../../db/database';
import { queueMail } from '../mail/mail-queue';
import { SITE_PLACEHOLDER } from '../mail/mail-secrets';
import { notificationMail } from '../mail/mail-templates';
import { type NotifyEvent, postSystemMessage } from '../messages/message-service';
import { findUserById } from '../users/user-repository';
import { wantsMail } from './notify-prefs-repository';

export interface MailNotice {
  kind: NotifyKind;
  itemTitle?: string | null;
  /** A route of the web app, e.g. `/order/12`. */
  path: string;
  linkLabel: string;
}

export interface Notice {
  userId: number;
  orderId?: number | null;
  event: NotifyEvent;
  title: string;
  content: string;
  now: number;
  /** Also by mail, when this kind is on for the member and they have a confirmed address. */
  mail?: MailNotice;
}

/**
 * What members hear about (issue 18 §4): the site message as before (its own settings), and — only when this
 * kind is on for the member in 通知设置 (their choice, or its default: decision 061) and they have a confirmed
 * email — the same news by mail, in Chinese, with the item's title, a link back and a one-click unsubscribe.
 * Inside the caller's transaction, so both are written only if the change commits; the mail is sent by the
 * delivery job.
 */
export async function notifyMember(db: Db, notice: Notice): Promise<void> {
  await postSystemMessage(db, notice);
  const mail = notice.mail;
  if (!mail || !(await wantsMail(db, notice.userId, mail.kind))) return;
  const user = await findUserById(db, notice.userId);
  if (!user?.email || user.email_verified_at === null) return;
  const token = randomBytes(24).toString('base64url');
  const label = NOTIFY_KIND_LABELS[mail.kind];
  const rendered = notificationMail({
    name: user.name || user.account,
    subject: notice.title,
    itemTitle: mail.itemTitle,
    lines: [notice.content],
    link: { label: mail.linkLabel, url: `${SITE_PLACEHOLDER}/#${mail.path}` },
    kindLabel: label,
    unsubscribeUrl: `${SITE_PLACEHOLDER}/#/unsubscribe?t=${token}`,
  });
  await queueMail(db, { userId: user.id, kind: mail.kind, to: user.email, unsubscribeToken: token, ...rendered }, notice.now);
}
