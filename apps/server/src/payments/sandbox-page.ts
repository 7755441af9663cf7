import { formatPrice } from '@daigou/contract';
import QRCode from 'qrcode';
import type { SandboxPayment } from './sandbox-provider';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px 24px;text-align:center}
h1{font-size:20px;margin:0 0 4px}
.tag{display:inline-block;font-size:12px;color:#b54708;background:#fffaeb;border:1px solid #fedf89;border-radius:10px;padding:1px 8px}
.subject{color:#667085;margin:12px 0 4px}
.amount{font-size:34px;font-weight:700;margin:4px 0 16px}
.amount small{font-size:18px;font-weight:500}
.qr{width:200px;height:200px;margin:0 auto 8px}
.qr svg{width:100%;height:100%}
.hint{font-size:13px;color:#667085;margin:0 0 20px}
.actions{display:flex;gap:12px;justify-content:center}
button{font-size:16px;border-radius:8px;padding:10px 22px;cursor:pointer;border:1px solid #d0d5dd;background:#fff}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}
.state{font-size:18px;margin:16px 0}
.state.ok{color:#039855}.state.closed{color:#d92d20}
.error{color:#d92d20;margin:0 0 12px}
a{color:#1677ff}
footer{font-size:12px;color:#98a2b3;margin-top:20px}
.phone-only{display:none}
@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}.wide-only{display:none}.phone-only{display:block}
.actions{flex-direction:column-reverse}.actions form,.actions button{width:100%}button{min-height:48px}}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}
<footer>沙箱支付仅用于演示与测试，不会产生真实扣款。</footer></main></body></html>`;
}

export function notFoundPage(): string {
  return layout(
    '支付单不存在',
    '<h1>支付单不存在</h1><p class="hint">请返回代购网站重新发起充值。</p><p><a href="/#/users/charge">返回充值页面</a></p>',
  );
}

/** The payer's page: amount, the QR of this page's URL, and confirm / cancel as plain form posts. */
export async function paymentPage(input: {
  payment: SandboxPayment;
  pageUrl: string;
  csrfToken: string;
  now: number;
  error?: string;
}): Promise<string> {
  const { payment, now } = input;
  const id = encodeURIComponent(payment.out_trade_no);
  // The yuan to pay, in the shared format (decision 052): 4,820 元 — no ¥ beside yen amounts in the subject.
  const amount = formatPrice(Number(payment.amount_fen) / 100);
  const head = `<h1>代购 · 收银台</h1><span class="tag">沙箱支付</span>
<p class="subject">${escapeHtml(payment.subject)}</p><p class="amount" data-testid="pay-amount">${amount}<small> 元</small></p>`;
  const expired = payment.status === 'created' && now >= Number(payment.expires_at);
  if (payment.status === 'paid') {
    return layout(
      '支付成功',
      `${head}<p class="state ok">✓ 支付成功</p><p><a href="/#/charge/success?rechargeId=${id}">返回代购网站</a></p>`,
    );
  }
  if (payment.status === 'closed' || expired) {
    return layout(
      '交易已关闭',
      `${head}<p class="state closed">${expired ? '支付单已过期' : '交易已关闭'}</p><p><a href="/#/users/charge">重新充值</a></p>`,
    );
  }
  const svg = await QRCode.toString(input.pageUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const csrf = `<input type="hidden" name="_csrf" value="${escapeHtml(input.csrfToken)}">`;
  const minutes = Math.max(1, Math.ceil((Number(payment.expires_at) - now) / 60_000));
  return layout(
    '沙箱支付',
    `${head}<div class="wide-only"><div class="qr" role="img" aria-label="支付二维码">${svg}</div>
<p class="hint">用手机扫码打开本页，或直接在下方确认支付（${minutes} 分钟内有效）</p></div>
<p class="hint phone-only">点击下方「确认支付」即可在本页完成付款（${minutes} 分钟内有效）</p>
${input.error ? `<p class="error">${escapeHtml(input.error)}</p>` : ''}
<div class="actions">
<form method="post" action="/pay/sandbox/${id}/cancel">${csrf}<button type="submit">取消支付</button></form>
<form method="post" action="/pay/sandbox/${id}/confirm">${csrf}<button type="submit" class="primary">确认支付 ${amount} 元</button></form>
</div>`,
  );
}
