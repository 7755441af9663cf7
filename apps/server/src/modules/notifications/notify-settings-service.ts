import {
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  NOTIFY_MAIL_DEFAULTS,
  type NotifyKind,
  type NotifyMailSettings,
  type UnsubscribeResult,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { findMailByUnsubscribeToken } from '../mail/mail-repository';
import { findUserById } from '../users/user-repository';
import { findMailPrefs, saveMailPref } from './notify-prefs-repository';

/** 通知设置: each kind with whether it also comes by mail, and where mail would go. */
export async function getNotifyMailSettings(db: Db, userId: number): Promise<NotifyMailSettings> {
  const [user, prefs] = await Promise.all([findUserById(db, userId), findMailPrefs(db, userId)]);
  if (!user) throw notFound('用户不存在');
  return {
    email: user.email,
    emailVerified: user.email !== null && user.email_verified_at !== null,
    kinds: NOTIFY_KINDS.map((kind) => ({
      kind,
      label: NOTIFY_KIND_LABELS[kind],
      mail: prefs.get(kind) ?? NOTIFY_MAIL_DEFAULTS[kind],
    })),
  };
}

export async function editNotifyMail(
  db: Db,
  userId: number,
  input: { kind: NotifyKind; mail: boolean },
  now: number,
): Promise<NotifyMailSettings> {
  await saveMailPref(db, userId, input.kind, input.mail, now);
  return getNotifyMailSettings(db, userId);
}

/** The one-click unsubscribe: that kind of mail stops for that member (no login: the token is enough). */
export async function unsubscribe(db: Db, token: string, now: number): Promise<UnsubscribeResult> {
  const mail = await findMailByUnsubscribeToken(db, token);
  const kind = mail?.kind as NotifyKind | undefined;
  if (!mail || mail.user_id === null || !kind || !(kind in NOTIFY_KIND_LABELS)) throw refuse('退订链接无效');
  await saveMailPref(db, mail.user_id, kind, false, now);
  return { kind, label: NOTIFY_KIND_LABELS[kind] };
}
