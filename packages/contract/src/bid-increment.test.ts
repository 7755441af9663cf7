import { describe, expect, it } from 'vitest';
import { bidIncrement, minimumBid } from './bid-increment';

describe('bidIncrement', () => {
  it.each([
    [0, 10],
    [999, 10],
    [1_000, 100],
    [4_999, 100],
    [5_000, 250],
    [9_999, 250],
    [10_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [2_000_000, 1_000],
  ])('at ¥%i is ¥%i', (price, increment) => {
    expect(bidIncrement(price)).toBe(increment);
  });
  it('gives the minimum next bid', () => {
    expect(minimumBid(4_950)).toBe(5_050);
  });
});
