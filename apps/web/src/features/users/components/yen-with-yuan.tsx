import { formatYen, formatYuan, type Rate, yenToYuan } from '@daigou/contract';

/** A yen amount with its yuan estimates at both channels' rates. */
export function YenWithYuan({ yen, rate, className }: { yen: number; rate: Rate | undefined; className?: string }) {
  return (
    <span className={`yen-with-yuan ${className ?? ''}`}>
      <span className="price yen-with-yuan__yen">{formatYen(yen)}</span>
      {rate && (
        <span className="yen-with-yuan__yuan muted">
          约 {formatYuan(yenToYuan(yen, rate.WechatRate))}（微信） / {formatYuan(yenToYuan(yen, rate.AliRate))}（支付宝）
        </span>
      )}
    </span>
  );
}
