import type { AdminSettings } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { type Actor, recordAudit } from '../audit/audit-service';
import { forgetDisplayedSetting, getSetting, type SettingKey, type SettingValue, setSetting } from './settings-service';

const ACTIONS = {
  rates: 'settings.rates',
  fees: 'settings.fees',
  site: 'settings.site',
  translation: 'settings.translation',
  storage: 'settings.storage',
  parcelFees: 'settings.parcel',
  mailRetention: 'settings.mail',
} as const;

export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const [rates, fees, site] = await Promise.all([getSetting(db, 'rates'), getSetting(db, 'fees'), getSetting(db, 'site')]);
  return { rates, fees, site };
}

/**
 * Replaces one setting (rates, fees or the site config) and records who changed it from what to what, in
 * one transaction. This instance's storefront shows the change at once, others within SETTINGS_DISPLAY_MS.
 */
export async function updateSetting<K extends SettingKey>(
  db: Db,
  actor: Actor,
  key: K,
  value: SettingValue<K>,
  now: number,
): Promise<SettingValue<K>> {
  await inTransaction(db, async (trx) => {
    const before = await getSetting(trx, key);
    await setSetting(trx, key, value, now);
    await recordAudit(trx, actor, {
      action: ACTIONS[key],
      targetType: 'settings',
      targetId: key,
      details: { before, after: value },
      now,
    });
  });
  forgetDisplayedSetting(db, key);
  return getSetting(db, key);
}
