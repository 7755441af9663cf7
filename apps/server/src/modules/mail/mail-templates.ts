/**
 * Every mail the store sends, in one place (issue 18 §5): subject and body per kind, in Chinese, as plain text
 * and simple HTML, rendered with the member's name (and, for notifications, amounts in the shared money
 * format). A template only renders; who gets what, and when, is decided by the caller.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = '代购';
const SUBJECT_PREFIX = `【${SITE_NAME}】`;

/** Times in mails are China time: members read them there. */
const chinaTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
export const formatMailTime = (ms: number) => `${chinaTime.format(ms)}（北京时间）`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface MailParts {
  subject: string;
  /** The member's display name (their account when they have none). */
  name: string;
  /** Paragraphs, plain text. */
  lines: string[];
  action?: { label: string; url: string };
  /** Smaller print under the action. */
  notes?: string[];
  /** One-click unsubscribe of this kind of mail. */
  unsubscribe?: { label: string; url: string };
}

/** The one layout: greeting, paragraphs, a button (a link in plain text), notes, the footer. */
function layout(parts: MailParts): RenderedMail {
  const footer = `此邮件由${SITE_NAME}系统自动发送，请勿直接回复。`;
  const text = [
    `${parts.name}，您好：`,
    '',
    ...parts.lines.flatMap((line) => [line, '']),
    ...(parts.action ? [`${parts.action.label}：`, parts.action.url, ''] : []),
    ...(parts.notes ?? []).flatMap((note) => [note, '']),
    '——',
    footer,
    ...(parts.unsubscribe ? [`${parts.unsubscribe.label}：${parts.unsubscribe.url}`] : []),
  ].join('\n');

  const p = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html lang="zh-CN"><body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,\'PingFang SC\',\'Microsoft YaHei\',sans-serif;color:#1f2937;font-size:15px;line-height:1.6">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:600;color:#1d4ed8">${SITE_NAME}</p>`,
    p(`${parts.name}，您好：`),
    ...parts.lines.map(p),
    parts.action
      ? `<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(parts.action.url)}</p>`
      : '',
    ...(parts.notes ?? []).map((note) => `<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(note)}</p>`),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:20px 0"><p style="margin:0;font-size:12px;color:#9ca3af">${escapeHtml(footer)}`,
    parts.unsubscribe
      ? ` <a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#6b7280">${escapeHtml(parts.unsubscribe.label)}</a>`
      : '',
    '</p></div></body></html>',
  ].join('');
  return { subject: `${SUBJECT_PREFIX}${parts.subject}`, text, html };
}

// ---------------------------------------------------------------- account mails

export function passwordResetMail(v: { name: string; account: string; url: string; minutes: number; byStaff: boolean }) {
  return layout({
    subject: '重置密码',
    name: v.name,
    lines: [
      v.byStaff
        ? `客服应您的请求，为账号「${v.account}」发送了重置密码的链接。`
        : `我们收到了为账号「${v.account}」重置密码的请求。`,
      `请在 ${v.minutes} 分钟内打开下面的链接设置新密码，链接只能使用一次。设置新密码后，该账号在其他设备上的登录将全部退出。`,
    ],
    action: { label: '设置新密码', url: v.url },
    notes: ['如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。客服不会向您索要密码或此链接。'],
  });
}

export function emailConfirmMail(v: { name: string; account: string; email: string; url: string; hours: number }) {
  return layout({
    subject: '请验证您的邮箱',
    name: v.name,
    lines: [
      `请确认 ${v.email} 是账号「${v.account}」的邮箱。验证之后，找回密码的链接和您选择的通知会发到这个邮箱。`,
      `链接 ${v.hours} 小时内有效，只能使用一次。`,
    ],
    action: { label: '验证邮箱', url: v.url },
    notes: ['如果您没有在代购注册或修改邮箱，请忽略本邮件，此邮箱不会被使用。'],
  });
}

export function passwordChangedMail(v: { name: string; account: string; at: number; url: string }) {
  return layout({
    subject: '您的密码已重置',
    name: v.name,
    lines: [
      `账号「${v.account}」的密码已于 ${formatMailTime(v.at)} 通过重置链接修改，其他设备上的登录已全部退出。`,
      '如果这不是您本人的操作，请立即重新申请重置密码，并联系客服。',
    ],
    action: { label: '登录代购', url: v.url },
  });
}

// ---------------------------------------------------------------- notifications

/**
 * A notification by mail: the same news as the site message, with the item's title, a link back to the
 * order (or parcel, or wallet) and the one-click unsubscribe of this kind. Amounts arrive already in the
 * shared money format (formatYen) inside `lines`.
 */
export function notificationMail(v: {
  name: string;
  subject: string;
  itemTitle?: string | null;
  lines: string[];
  link: { label: string; url: string };
  kindLabel: string;
  unsubscribeUrl: string;
}) {
  return layout({
    subject: v.subject,
    name: v.name,
    lines: [...(v.itemTitle ? [`商品：「${v.itemTitle}」`] : []), ...v.lines],
    action: v.link,
    notes: [`您在通知设置中选择了通过邮件接收「${v.kindLabel}」。`],
    unsubscribe: { label: `不再接收「${v.kindLabel}」邮件`, url: v.unsubscribeUrl },
  });
}
