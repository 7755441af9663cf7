/**
 * The page a browser shows for a notification mail's `List-Unsubscribe` URL (decision 067): a mail program
 * without one-click support opens that URL with a GET, which only asks; its button posts a plain form to
 * `/mail/unsubscribe`, and the answer says it is done. Server-rendered, no script: it works wherever the
 * link opens.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329;line-height:1.6}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px 24px}
.brand{font-size:14px;color:#667085;margin:0 0 12px}h1{font-size:20px;margin:0 0 12px}p{margin:0 0 12px}
.kind{font-weight:600}.muted{font-size:14px;color:#667085}a{color:#1677ff}
form{margin:20px 0 16px}button{width:100%;min-height:48px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button:hover{background:#0958d9}button:focus-visible{outline:3px solid #91caff;outline-offset:2px}
@media (max-width:480px){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none;padding:24px 20px}}`;

const SETTINGS = '/#/users/notify';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · 代购</title><style>${STYLE}</style></head><body><main>
<p class="brand">代购 · 邮件通知</p>${body}</main></body></html>`;
}

/** GET with a valid link: which mail it stops, and the button that does it (or that it is already stopped). */
export function unsubscribeConfirmPage(input: { token: string; label: string; receiving: boolean }): string {
  const kind = `<span class="kind">「${escapeHtml(input.label)}」</span>`;
  if (!input.receiving) {
    return page(
      '已退订邮件',
      `<h1>您已退订${kind}邮件</h1><p>此类邮件已不再发送给您，无需再次操作；站内消息照常。</p>
<p class="muted">如需恢复，请登录后在<a href="${SETTINGS}">通知设置</a>中重新开启。</p>`,
    );
  }
  const action = `/mail/unsubscribe?t=${encodeURIComponent(input.token)}`;
  return page(
    '退订邮件',
    `<h1>退订${kind}邮件</h1><p>确认后，您将不再收到${kind}邮件；站内消息照常，其他邮件通知不变。</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">确认退订</button></form>
<p class="muted">不想退订？直接关闭本页即可。也可登录后在<a href="${SETTINGS}">通知设置</a>中选择接收哪些邮件。</p>`,
  );
}

/** After the button: done, and how to undo it. */
export function unsubscribedPage(label: string): string {
  return page(
    '已退订邮件',
    `<h1 role="status">已退订<span class="kind">「${escapeHtml(label)}」</span>邮件</h1><p>您将不再收到此类邮件；站内消息照常。</p>
<p class="muted">如需恢复，请登录后在<a href="${SETTINGS}">通知设置</a>中重新开启。<a href="/">返回首页</a></p>`,
  );
}

/** A link no mail of this store carries (mistyped, cut off by the mail program). */
export function unsubscribeInvalidPage(): string {
  return page(
    '退订链接无效',
    `<h1>退订链接无效</h1><p>链接不完整或已失效，请从邮件中重新打开，或复制完整链接到浏览器。</p>
<p class="muted">也可登录后在<a href="${SETTINGS}">通知设置</a>中关闭邮件通知。</p>`,
  );
}
