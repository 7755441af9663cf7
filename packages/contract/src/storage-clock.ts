/**
 * The storage clock of an item at the Japanese warehouse (issue 14, decision 030). Zod-free and pure: the
 * server charges and reminds with it, the web shows it, both from the same numbers.
 */
export const DAY_MS = 86_400_000;

export interface StorageRules {
  /** Days of free storage from arrival (default 60). */
  freeDays: number;
  /** Yen per item and day after the free days (default 50). */
  dailyFee: number;
  /** Days after which staff must act on the item (default 180); it is never disposed of silently. */
  maxDays: number;
}

export const DEFAULT_STORAGE_RULES: StorageRules = { freeDays: 60, dailyFee: 50, maxDays: 180 };

export interface StorageClockInput {
  arrivedAt: number;
  /** Time the clock stood still (shipment requests being packed that were later cancelled). */
  pausedMs: number;
  /** Free days staff granted on top of the rules (also moves the maximum). */
  extraDays: number;
}

export type StorageState = 'free' | 'charging' | 'over';

export interface StorageClock {
  /** Days stored so far, the day of arrival counting as day 1. */
  days: number;
  freeUntil: number;
  maxUntil: number;
  /** Days past the free ones, each charged `dailyFee`. */
  chargeableDays: number;
  fee: number;
  state: StorageState;
}

/** Where an item's clock stands at `now` (a clock stopped at a shipment request passes that time as `now`). */
export function storageClock(rules: StorageRules, item: StorageClockInput, now: number): StorageClock {
  const start = item.arrivedAt + item.pausedMs;
  const elapsed = Math.max(0, now - start);
  const days = Math.max(1, Math.ceil(elapsed / DAY_MS));
  const free = rules.freeDays + item.extraDays;
  const chargeableDays = Math.max(0, days - free);
  const freeUntil = start + free * DAY_MS;
  const maxUntil = start + (rules.maxDays + item.extraDays) * DAY_MS;
  const state: StorageState = now > maxUntil ? 'over' : chargeableDays > 0 ? 'charging' : 'free';
  return { days, freeUntil, maxUntil, chargeableDays, fee: chargeableDays * rules.dailyFee, state };
}
