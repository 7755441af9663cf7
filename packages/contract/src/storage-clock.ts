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
  /**
   * Storage already paid for this item and kept (a paid parcel that came back to the warehouse, decision 057):
   * deducted from the fee, so days already paid are never charged twice. Left out: nothing paid.
   */
  paidFee?: number;
}

export type StorageState = 'free' | 'charging' | 'over';

export interface StorageClock {
  /** Days stored so far, the day of arrival counting as day 1. */
  days: number;
  freeUntil: number;
  maxUntil: number;
  /** Days past the free ones, each charged `dailyFee`. */
  chargeableDays: number;
  /** What is still due: the chargeable days at `dailyFee`, less what was already paid (never below 0). */
  fee: number;
  /** Storage already paid and kept for this item (0 when none). */
  paidFee: number;
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
  const paidFee = Math.max(0, item.paidFee ?? 0);
  const fee = Math.max(0, chargeableDays * rules.dailyFee - paidFee);
  return { days, freeUntil, maxUntil, chargeableDays, fee, paidFee, state };
}

/**
 * How much of a paid parcel's storage fee the member keeps as paid (decision 057): a refund is taken from the
 * shipping and service fees first, and only what goes beyond them gives storage back.
 */
export function storageKept(parcel: { storageFee: number; charges: number; refunded: number }): number {
  const otherFees = Math.max(0, parcel.charges - parcel.storageFee);
  const fromStorage = Math.max(0, parcel.refunded - otherFees);
  return Math.max(0, parcel.storageFee - fromStorage);
}
