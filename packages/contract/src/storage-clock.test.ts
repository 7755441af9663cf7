import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_STORAGE_RULES, storageClock } from './storage-clock';

const arrivedAt = Date.UTC(2026, 0, 1);
const at = (days: number) => arrivedAt + days * DAY_MS;

describe('storage clock (free 60 days, ¥50/day, maximum 180)', () => {
  const rules = DEFAULT_STORAGE_RULES;
  const item = { arrivedAt, pausedMs: 0, extraDays: 0 };

  it('is free through day 60 and charges from day 61', () => {
    expect(storageClock(rules, item, at(0))).toMatchObject({ days: 1, fee: 0, state: 'free' });
    expect(storageClock(rules, item, at(60))).toMatchObject({ days: 60, fee: 0, state: 'free' });
    expect(storageClock(rules, item, at(60) + 1)).toMatchObject({ days: 61, chargeableDays: 1, fee: 50, state: 'charging' });
    expect(storageClock(rules, item, at(100))).toMatchObject({ days: 100, fee: 40 * 50 });
  });

  it('is over the maximum after day 180', () => {
    expect(storageClock(rules, item, at(180)).state).toBe('charging');
    expect(storageClock(rules, item, at(180) + 1).state).toBe('over');
    expect(storageClock(rules, item, at(0)).maxUntil).toBe(at(180));
  });

  it('does not count paused time, and extra days move both limits', () => {
    const paused = { arrivedAt, pausedMs: 10 * DAY_MS, extraDays: 5 };
    const clock = storageClock(rules, paused, at(70));
    expect(clock.days).toBe(60);
    expect(clock.fee).toBe(0);
    expect(clock.freeUntil).toBe(at(75));
    expect(clock.maxUntil).toBe(at(195));
  });
});
