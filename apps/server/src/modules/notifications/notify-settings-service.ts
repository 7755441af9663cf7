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
import { findMailPrefs, saveMailPref, wantsMail } from './notify-prefs-repository';

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

/** The member and kind of mail an unsubscribe token stops; null for a token no notification mail carries. */
async function unsubscribeTarget(db: Db, token: string): Promise<{ userId: number; kind: NotifyKind } | null> {
  const mail = await findMailByUnsubscribeToken(db, token);
  const kind = mail?.kind as NotifyKind | undefined;
  if (!mail || mail.user_id === null || !kind || !(kind in NOTIFY_KIND_LABELS)) return null;
  return { userId: mail.user_id, kind };
}

/** The one-click unsubscribe: that kind of mail stops for that member (no login: the token is enough). */
export async function unsubscribe(db: Db, token: string, now: number): Promise<UnsubscribeResult> {
  const target = await unsubscribeTarget(db, token);
  if (!target) throw refuse('退订链接无效');
  await saveMailPref(db, target.userId, target.kind, false, now);
  return { kind: target.kind, label: NOTIFY_KIND_LABELS[target.kind] };
}

/**
 * What the unsubscribe link's page shows before anything changes (decision 067): which kind of mail it stops,
 * and whether the member still receives it. Null for an unknown token.
 */
export async function unsubscribePreview(db: Db, token: string): Promise<(UnsubscribeResult & { receiving: boolean }) | null> {
  const target = await unsubscribeTarget(db, token);
  if (!target) return null;
  const receiving = await wantsMail(db, target.userId, target.kind);
  return { kind: target.kind, label: NOTIFY_KIND_LABELS[target.kind], receiving };
}
