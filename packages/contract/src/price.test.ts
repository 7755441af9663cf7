import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatTenths, formatYen, yenToYuan } from './price';

describe('formatPrice', () => {
  it('gives 0 for empty values', () => {
    expect(formatPrice('')).toBe('0');
    expect(formatPrice(null)).toBe('0');
    expect(formatPrice(undefined)).toBe('0');
  });
  it('uses zh-CN thousands separators', () => {
    expect(formatPrice(1234567)).toBe('1,234,567');
    expect(formatPrice('98000')).toBe('98,000');
  });
  it('drops .00', () => {
    expect(formatPrice('1200.00')).toBe('1,200');
    expect(formatPrice(5.0)).toBe('5');
  });
  it('keeps a real fraction to two digits', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice('0.05')).toBe('0.05');
  });
  it('treats garbage as 0', () => {
    expect(formatPrice('abc')).toBe('0');
  });
  it('writes what Intl.NumberFormat zh-CN writes, without constructing one', () => {
    const whole = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
    const cents = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e12, max: 1e12, noNaN: true })), (n) => {
        const rounded = Math.round(n * 100) / 100;
        if (Object.is(rounded, -0)) return;
        const expected = Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
        expect(formatPrice(n)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
  it('marks yen as 日元, never with a bare ¥ (decision 052)', () => {
    expect(formatYen(12000)).toBe('12,000 日元');
    expect(formatYen(0)).toBe('0 日元');
    expect(formatYen(-1171)).toBe('-1,171 日元');
    expect(formatYen(12000)).not.toContain('¥');
  });
});

describe('yenToYuan', () => {
  it('rounds up to the fen', () => {
    expect(yenToYuan(10000, 0.0482)).toBe(482);
    expect(yenToYuan(1, 0.0482)).toBe(0.05);
    expect(yenToYuan(333, 0.0481)).toBe(16.02);
  });
});

describe('formatTenths', () => {
  it('writes at most one decimal with zh-CN grouping and no trailing .0', () => {
    expect(formatTenths(0.3)).toBe('0.3');
    expect(formatTenths(2)).toBe('2');
    expect(formatTenths(1.96)).toBe('2');
    expect(formatTenths(1234.54)).toBe('1,234.5');
    expect(formatTenths(0)).toBe('0');
    expect(formatTenths(-0.04)).toBe('0');
  });
  it('rounds halves up, as a member reads 1,150 g', () => {
    expect(formatTenths(1150 / 1000)).toBe('1.2');
    expect(formatTenths(1250 / 1000)).toBe('1.3');
  });
  it('writes what Intl.NumberFormat zh-CN writes for whole grams off the halves', () => {
    const intl = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }).filter((g) => g % 100 !== 50),
        (g) => formatTenths(g / 1000) === intl.format(g / 1000),
      ),
    );
  });
});
