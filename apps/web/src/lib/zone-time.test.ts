import { describe, expect, it } from 'vitest';
import { beijingAndJapan } from './zone-time';

describe('beijingAndJapan', () => {
  it('writes Beijing time with Japan time an hour later beside it', () => {
    // 2026-11-30 13:05 UTC = 21:05 in Beijing, 22:05 in Japan.
    expect(beijingAndJapan(Date.UTC(2026, 10, 30, 13, 5))).toEqual({
      beijing: '北京时间 2026/11/30 21:05',
      japan: '日本时间 22:05',
    });
  });

  it("names Japan's date when Japan is already on the next day", () => {
    // 15:30 UTC = 23:30 in Beijing, 00:30 the next day in Japan.
    expect(beijingAndJapan(Date.UTC(2026, 10, 30, 15, 30))).toEqual({
      beijing: '北京时间 2026/11/30 23:30',
      japan: '日本时间 12/01 00:30',
    });
  });
});
