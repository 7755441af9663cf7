/**
 * Statistics of sold prices (decision 090): the median of every price; outliers by Tukey's fences on the
 * logarithm of the price (prices spread by ratios: a tenth and ten times are equally far), 1.5 interquartile
 * ranges beyond the quartiles, judged from 4 prices on; the range is the lowest and highest price that is not
 * an outlier.
 */

export interface SoldStatistics {
  median: number | null;
  min: number | null;
  max: number | null;
  /** Per price, in the order given. */
  outlier: boolean[];
}

/** The median of sorted numbers: the middle one, or the mean of the two middle ones (rounded to the yen). */
export function median(sorted: readonly number[]): number | null {
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** The q-quantile of sorted numbers by linear interpolation between closest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export function soldStatistics(prices: readonly number[]): SoldStatistics {
  if (!prices.length) return { median: null, min: null, max: null, outlier: [] };
  const sorted = [...prices].sort((a, b) => a - b);
  let outlier = prices.map(() => false);
  if (prices.length >= 4) {
    const logs = sorted.map((p) => Math.log(Math.max(1, p)));
    const q1 = quantile(logs, 0.25);
    const q3 = quantile(logs, 0.75);
    const fence = 1.5 * (q3 - q1);
    outlier = prices.map((p) => {
      const l = Math.log(Math.max(1, p));
      return l < q1 - fence || l > q3 + fence;
    });
  }
  const kept = prices.filter((_, i) => !outlier[i]);
  return { median: median(sorted), min: Math.min(...kept), max: Math.max(...kept), outlier };
}
