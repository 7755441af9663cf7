import { formatPrice, RECHARGE_CHANNEL_LABELS, type RechargeChannel } from '@daigou/contract';
import QRCode from 'qrcode';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px 24px;text-align:center}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:34px;font-weight:700;margin:4px 0 16px}.amount small{font-size:18px;font-weight:500}
.qr{width:220px;height:220px;margin:0 auto 8px}.qr svg{width:100%;height:100%}.hint{font-size:13px;color:#667085}a{color:#1677ff}`;

/** A QR payment's page on this site: the provider's QR content drawn, with the way back. No script. */
export async function qrPayPage(input: {
  channel: RechargeChannel;
  yuanFen: number;
  qrContent: string;
  backUrl: string;
}): Promise<string> {
  const svg = await QRCode.toString(input.qrContent, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const label = RECHARGE_CHANNEL_LABELS[input.channel];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${label}扫码支付</title><style>${STYLE}</style></head><body><main>
<h1>请使用${label}扫码支付</h1><p class="amount">${formatPrice(input.yuanFen / 100)}<small> 元</small></p>
<div class="qr" role="img" aria-label="${label}支付二维码" data-qr-content="${escapeHtml(input.qrContent)}">${svg}</div>
<p class="hint">支付完成后，<a href="${escapeHtml(input.backUrl)}">返回代购网站查看充值结果</a></p></main></body></html>`;
}
