import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_STORAGE_RULES, storageClock, storageKept } from './storage-clock';

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

  it('deducts storage already paid: days paid are not charged again, later days are (decision 057)', () => {
    const paid = { arrivedAt, pausedMs: 0, extraDays: 0, paidFee: 550 };
    expect(storageClock(rules, paid, at(71))).toMatchObject({ days: 71, chargeableDays: 11, fee: 0, paidFee: 550 });
    expect(storageClock(rules, paid, at(76))).toMatchObject({ days: 76, fee: 250 });
    expect(storageClock(rules, { ...paid, paidFee: 5000 }, at(76)).fee).toBe(0);
  });
});

describe('storage kept from a paid parcel (decision 057)', () => {
  it('a refund comes from the shipping and service fees first, then from storage', () => {
    const parcel = { storageFee: 550, charges: 3950 };
    expect(storageKept({ ...parcel, refunded: 0 })).toBe(550);
    expect(storageKept({ ...parcel, refunded: 3400 })).toBe(550);
    expect(storageKept({ ...parcel, refunded: 3800 })).toBe(150);
    expect(storageKept({ ...parcel, refunded: 3950 })).toBe(0);
  });
});
