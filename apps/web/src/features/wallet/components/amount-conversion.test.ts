import { yenToYuan } from '@daigou/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yenForYuan } from './amount-conversion';

describe('yenForYuan', () => {
  it('converts round amounts exactly', () => {
    expect(yenForYuan(482, 0.0482)).toBe(10_000);
    expect(yenForYuan(485, 0.0485)).toBe(10_000);
    expect(yenForYuan(0, 0.0482)).toBe(0);
  });

  it('answers the largest yen amount whose price fits the yuan entered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 300, max: 900 }), (fen, rateMilli) => {
        const rate = rateMilli / 10_000;
        const yen = yenForYuan(fen / 100, rate);
        expect(Math.round(yenToYuan(yen, rate) * 100)).toBeLessThanOrEqual(fen);
        expect(Math.round(yenToYuan(yen + 1, rate) * 100)).toBeGreaterThan(fen);
      }),
    );
  });
});
