import {
  DEFAULT_MAIL_RETENTION,
  DEFAULT_STORAGE_RULES,
  type Fees,
  feesSchema,
  mailRetentionSchema,
  parcelFeesSchema,
  type Rate,
  rateSchema,
  storageRulesSchema,
} from '@daigou/contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { TtlCache } from '../../lib/ttl-cache';
import { readSetting, writeSetting } from './settings-repository';

/** Settings operators edit, each stored as JSON under its key and validated on read and write. */
export const SETTINGS = {
  site: z.object({
    searchPage: z.string().min(1).max(32),
    home_url: z.string().min(1).max(512),
    wechat_work: z.string().min(1).max(512),
  }),
  fees: feesSchema,
  rates: rateSchema,
  /** Characters a translation provider may be sent per UTC day, across all instances (decision 040). */
  translation: z.object({ dailyCharBudget: z.number().int().min(0).max(100_000_000) }),
  storage: storageRulesSchema,
  parcelFees: parcelFeesSchema,
  /** How long delivered mails and expired account tokens are kept (decision 050). */
  mailRetention: mailRetentionSchema,
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]>;

export const DEFAULT_SETTINGS: { [K in SettingKey]: SettingValue<K> } = {
  site: {
    searchPage: 'official',
    home_url: '/#/',
    wechat_work: 'https://work.weixin.qq.com/kfid/kfc-daigou-service',
  },
  fees: { serviceFee: 300, inspectionFee: 200 },
  rates: { WechatRate: 0.0482, AliRate: 0.0485 },
  translation: { dailyCharBudget: 500_000 },
  storage: DEFAULT_STORAGE_RULES,
  parcelFees: {
    consolidationFee: 500,
    protectionFee: 300,
    insurancePercent: 2,
    insuranceMin: 200,
    packingWeightG: 300,
    quoteTolerancePercent: 10,
    customsLimitCny: 1000,
    autoReceiveDays: 15,
  },
  mailRetention: DEFAULT_MAIL_RETENTION,
};

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const raw = await readSetting(db, key);
  if (raw === undefined) return DEFAULT_SETTINGS[key];
  return SETTINGS[key].parse(JSON.parse(raw)) as SettingValue<K>;
}

/**
 * How long a setting read for display (site config, rates, fees on storefront pages) may be reused: well
 * inside the 2 s within which every instance must show a change (architecture: settings across instances).
 */
export const SETTINGS_DISPLAY_MS = 1_000;

const displayed = new WeakMap<Db, TtlCache<unknown>>();
const changes = new WeakMap<Db, number>();

/** How many settings this instance has changed on `db`: pages built from settings rebuild when it moves. */
export const displayedSettingChanges = (db: Db): number => changes.get(db) ?? 0;

/**
 * A setting as the storefront shows it: read from `db` at most once per `cacheMs` (0 in tests, see
 * displayCacheMs). Money paths read `getSetting` inside their transaction instead. A change made through
 * `updateSetting` on the same handle is seen at once; other instances see it within `cacheMs`.
 */
export function getDisplayedSetting<K extends SettingKey>(db: Db, key: K, cacheMs: number): Promise<SettingValue<K>> {
  if (cacheMs <= 0) return getSetting(db, key);
  let cache = displayed.get(db);
  if (!cache) {
    cache = new TtlCache<unknown>(10);
    displayed.set(db, cache);
  }
  return cache.through(key, cacheMs, () => getSetting(db, key)) as Promise<SettingValue<K>>;
}

/** Forgets what `getDisplayedSetting` remembers of `key` on `db` (after a change). */
export function forgetDisplayedSetting(db: Db, key: SettingKey): void {
  displayed.get(db)?.delete(key);
  changes.set(db, displayedSettingChanges(db) + 1);
}

export async function setSetting<K extends SettingKey>(db: Db, key: K, value: SettingValue<K>, now: number): Promise<void> {
  await writeSetting(db, key, JSON.stringify(SETTINGS[key].parse(value)), now);
}

export const getRates = (db: Db): Promise<Rate> => getSetting(db, 'rates');
export const getFees = (db: Db): Promise<Fees> => getSetting(db, 'fees');
