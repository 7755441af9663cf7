import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from '../countdown/countdown';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('centres the current page and stays within bounds', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(50, 100)).toEqual([47, 48, 49, 50, 51, 52, 53]);
    expect(pageWindow(100, 100)).toEqual([94, 95, 96, 97, 98, 99, 100]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('formatTimeLeft', () => {
  it('days, then hh:mm:ss; null once ended', () => {
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-5)).toBeNull();
    expect(formatTimeLeft(59_999)).toBe('00:00:59');
    expect(formatTimeLeft(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatTimeLeft(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toBe('2天 03:04:05');
  });
});
