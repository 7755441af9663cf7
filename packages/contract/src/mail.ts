import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { blankToUndefined, idSchema, optionalLineText } from './input-rules';
import type { RequestInput } from './request-input';

/** Mail (decisions 042, 043): the queue and embedded outbox as staff see it. */

/** Where a mail is: waiting (also between retries), being sent, sent over SMTP, kept in the outbox, given up. */
export const mailStateSchema = z.enum(['queued', 'sending', 'sent', 'stored', 'failed']);
export type MailState = z.infer<typeof mailStateSchema>;

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: '待发送',
  sending: '发送中',
  sent: '已发送',
  stored: '已存入发件箱',
  failed: '发送失败',
};

/** Mails about the account itself; they go to whatever address they name, confirmed or not. */
export const ACCOUNT_MAIL_KIND_LABELS = {
  password_reset: '重置密码',
  email_confirm: '邮箱验证',
  password_changed: '密码已重置',
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAIL_KIND_LABELS;

/** How the store delivers: an SMTP server (SMTP_URL), or only the embedded outbox. */
export const mailModeSchema = z.enum(['smtp', 'outbox']);
export type MailMode = z.infer<typeof mailModeSchema>;

export const adminOutboxQuerySchema = pagingQuerySchema.extend({
  state: z.preprocess(blankToUndefined, mailStateSchema.optional()),
  /** A part of the recipient's address or the member's account. */
  to: optionalLineText(254),
});
export type AdminOutboxQueryInput = RequestInput<typeof adminOutboxQuerySchema>;

export const adminOutboxMailSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string().nullable(),
  kind: z.string(),
  kindLabel: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body; links that would let staff act as the member are hidden once sent over SMTP. */
  text: z.string(),
  state: mailStateSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type AdminOutboxMail = z.infer<typeof adminOutboxMailSchema>;

/**
 * How long the store keeps what mail leaves behind (decision 050): delivered mails (sent, or kept in the
 * embedded outbox) for `deliveredDays` after delivery; reset and confirmation links for `tokenDays` after
 * they expired. Failed mails are kept until staff send them again.
 */
export const mailRetentionSchema = z.object({
  deliveredDays: z.coerce.number().int().min(30, '至少保留 30 天（退订链接需有效）').max(3650),
  tokenDays: z.coerce.number().int().min(1).max(365),
});
export type MailRetention = z.infer<typeof mailRetentionSchema>;
export const DEFAULT_MAIL_RETENTION: MailRetention = { deliveredDays: 90, tokenDays: 7 };

/** POST /api/admin/mail/retention. */
export const adminMailRetentionBodySchema = mailRetentionSchema;
export type AdminMailRetentionInput = RequestInput<typeof adminMailRetentionBodySchema>;

export const adminOutboxSchema = z.object({
  mode: mailModeSchema,
  retention: mailRetentionSchema,
  list: z.array(adminOutboxMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;

/** POST /api/admin/mail/retry: a failed mail goes back into the queue (staff decide it was not delivered). */
export const adminMailRetryBodySchema = z.object({ id: idSchema });
export type AdminMailRetryInput = RequestInput<typeof adminMailRetryBodySchema>;

/** What members may hear about by mail as well as by site message (issue 18 §4), each chosen on its own. */
export const NOTIFY_KIND_LABELS = {
  outbid: '出价被超过',
  won: '竞拍成功 / 已购买',
  lost: '交易失败（未拍到）',
  auction_ending: '拍卖即将结束',
  arrived: '商品到达仓库',
  inspection_photos: '验货照片已上传',
  parcel_packed: '国际包裹已打包计价',
  parcel_shipped: '国际包裹已发出',
  top_up: '充值到账',
  withdrawal: '提现处理结果',
  saved_search: '搜索订阅上新',
} as const;
export type NotifyKind = keyof typeof NOTIFY_KIND_LABELS;
export const NOTIFY_KINDS = Object.keys(NOTIFY_KIND_LABELS) as NotifyKind[];
export const notifyKindSchema = z.enum(NOTIFY_KINDS as [NotifyKind, ...NotifyKind[]]);

/**
 * Which kinds come by mail until the member chooses (decision 061): news about the member's bids, money and
 * goods on; reminders and follow-ups the site already shows (ending soon, inspection photos) off; any
 * marketing kind off. Mail only ever goes to a confirmed address.
 */
export const NOTIFY_MAIL_DEFAULTS: Record<NotifyKind, boolean> = {
  outbid: true,
  won: true,
  lost: true,
  auction_ending: false,
  arrived: true,
  inspection_photos: false,
  parcel_packed: true,
  parcel_shipped: true,
  top_up: true,
  withdrawal: true,
  /** The member saved the search to hear of new listings; a paused search sends nothing (decision 087). */
  saved_search: true,
};

/** The Chinese name of any kind of mail, for the outbox. */
export const mailKindLabel = (kind: string): string =>
  (ACCOUNT_MAIL_KIND_LABELS as Record<string, string>)[kind] ?? (NOTIFY_KIND_LABELS as Record<string, string>)[kind] ?? kind;

/** GET /api/user/notifyMail: which kinds the member also gets by mail, and where mail would go. */
export const notifyMailSettingsSchema = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  kinds: z.array(z.object({ kind: notifyKindSchema, label: z.string(), mail: z.boolean() })),
});
export type NotifyMailSettings = z.infer<typeof notifyMailSettingsSchema>;

/** POST /api/user/notifyMail (form-urlencoded): one kind on or off. */
export const editNotifyMailBodySchema = z.object({
  kind: notifyKindSchema,
  mail: z.enum(['0', '1']).transform((v) => v === '1'),
});
export type EditNotifyMailInput = RequestInput<typeof editNotifyMailBodySchema>;

/** POST /api/mail/unsubscribe?t=…: the one-click unsubscribe of a notification mail (RFC 8058). */
export const unsubscribeQuerySchema = z.object({ t: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, '退订链接无效') });
export const unsubscribeResultSchema = z.object({ kind: notifyKindSchema, label: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
