import { formatPrice, YEN_UNIT, yenToYuan } from '@daigou/contract';
import { useRates } from './rates-context';
import '../shared-components.css';

/**
 * A yen amount marked as yen (decision 052): 12,000 日元, the text of `formatYen` with the unit set smaller.
 * Never a bare ¥, which a Chinese reader takes for 元.
 */
export function YenPrice({ yen, className }: { yen: number; className?: string }) {
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {formatPrice(yen)}
      <span className="price__unit"> {YEN_UNIT}</span>
    </span>
  );
}

/** Yuan estimates of a yen amount at both top-up channels' rates: 微信 约 578.4 元 · 支付宝 约 580 元. */
export function YuanEstimates({ yen, compact = false }: { yen: number; compact?: boolean }) {
  const rate = useRates();
  if (!rate) return null;
  const wechat = formatPrice(yenToYuan(yen, rate.WechatRate));
  const alipay = formatPrice(yenToYuan(yen, rate.AliRate));
  if (compact) {
    return (
      <span className="yuan-estimates yuan-estimates--compact" title={`微信 约 ${wechat} 元 · 支付宝 约 ${alipay} 元`}>
        约 {wechat} 元
      </span>
    );
  }
  return (
    <span className="yuan-estimates">
      <span>微信 约 {wechat} 元</span>
      <span>支付宝 约 {alipay} 元</span>
    </span>
  );
}

/** Yen with its yuan estimates beneath: what every yen amount shows (product.md, Money). */
export function YenWithYuan({ yen, compact = false, className }: { yen: number; compact?: boolean; className?: string }) {
  return (
    <span className="yen-with-yuan">
      <YenPrice yen={yen} className={className} />
      <YuanEstimates yen={yen} compact={compact} />
    </span>
  );
}
