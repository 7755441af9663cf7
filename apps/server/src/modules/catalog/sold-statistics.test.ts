import { describe, expect, it } from 'vitest';
import { median, soldStatistics } from './sold-statistics';

describe('sold-price statistics (decision 090)', () => {
  it('the median of an odd count is the middle price; of an even count the mean of the two middle ones', () => {
    expect(soldStatistics([3000, 1000, 2000])).toMatchObject({ median: 2000, min: 1000, max: 3000 });
    expect(soldStatistics([4000, 1000, 3000, 2000])).toMatchObject({ median: 2500, min: 1000, max: 4000 });
    expect(median([1000, 1001])).toBe(1001);
    expect(soldStatistics([5500])).toEqual({ median: 5500, min: 5500, max: 5500, outlier: [false] });
  });

  it('nothing sold: no median and no range', () => {
    expect(soldStatistics([])).toEqual({ median: null, min: null, max: null, outlier: [] });
  });

  it('a far price (a bargain at a tenth, a collector at ten times) is marked and left out of the range, not the median', () => {
    const prices = [100_000, 9_000, 10_000, 11_000, 12_000, 10_500, 9_500, 800];
    const stats = soldStatistics(prices);
    expect(stats.outlier).toEqual([true, false, false, false, false, false, false, true]);
    expect(stats).toMatchObject({ min: 9_000, max: 12_000 });
    // The median is over every price: one far price moves it by one rank, not by its size.
    expect(stats.median).toBe(10_250);
  });

  it('judges outliers on ratios: a spread market (2,000 … 40,000) has none', () => {
    const stats = soldStatistics([2_000, 4_000, 6_000, 9_000, 14_000, 20_000, 30_000, 40_000]);
    expect(stats.outlier.every((o) => !o)).toBe(true);
    expect(stats).toMatchObject({ min: 2_000, max: 40_000, median: 11_500 });
  });

  it('three prices are too few to call one an outlier', () => {
    expect(soldStatistics([1_000, 1_100, 90_000])).toMatchObject({ outlier: [false, false, false], max: 90_000 });
  });
});
