import { formatPrice, type SoldAuction } from '@daigou/contract';

/**
 * The sold prices as a small plain-SVG chart (decision 090: no chart library): one dot per sale, end time
 * across, price up on a log scale (prices of one kind spread by ratios), the range band, the median line and,
 * at the order check, the member's maximum. Outliers are hollow. Scales to its box (viewBox); no script.
 */
const W = 320;
const H = 120;
const PAD = { left: 6, right: 6, top: 10, bottom: 16 };

export function SoldChart({
  sales,
  median,
  min,
  max,
  maxBid,
}: {
  sales: readonly SoldAuction[];
  median: number;
  min: number;
  max: number;
  /** The member's maximum (order check), drawn as a dashed line. */
  maxBid?: number | null;
}) {
  const prices = sales.map((s) => s.price);
  const bid = maxBid && maxBid > 0 ? maxBid : null;
  const lo = Math.log(Math.max(1, Math.min(...prices, bid ?? Infinity)) * 0.9);
  const hi = Math.log(Math.max(...prices, bid ?? 0) * 1.1);
  const times = sales.map((s) => s.endTime);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (t: number) => (t1 === t0 ? W / 2 : PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right));
  const y = (p: number) => {
    const span = hi - lo || 1;
    return PAD.top + (1 - (Math.log(Math.max(1, p)) - lo) / span) * (H - PAD.top - PAD.bottom);
  };
  const days = Math.max(1, Math.round((t1 - t0) / 86_400_000));
  return (
    <svg
      className="sold-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`成交价分布：中位数 ${formatPrice(median)} 日元，区间 ${formatPrice(min)}–${formatPrice(max)} 日元`}
      data-testid="sold-chart"
    >
      <rect className="sold-chart__band" x={0} width={W} y={y(max)} height={Math.max(1, y(min) - y(max))} />
      <line className="sold-chart__median" x1={0} x2={W} y1={y(median)} y2={y(median)} />
      {bid !== null && <line className="sold-chart__bid" x1={0} x2={W} y1={y(bid)} y2={y(bid)} data-testid="sold-chart-bid" />}
      {sales.map((s) => (
        <circle
          key={s.itemId}
          className={s.outlier ? 'sold-chart__dot sold-chart__dot--outlier' : 'sold-chart__dot'}
          cx={x(s.endTime)}
          cy={y(s.price)}
          r={3}
        >
          <title>{`${formatPrice(s.price)} 日元`}</title>
        </circle>
      ))}
      <text className="sold-chart__axis" x={PAD.left} y={H - 3}>
        {days} 天前
      </text>
      <text className="sold-chart__axis" x={W - PAD.right} y={H - 3} textAnchor="end">
        最近
      </text>
    </svg>
  );
}
