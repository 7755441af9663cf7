import { hashPassword } from '../../modules/auth/password';
import { insertSettingIfMissing } from '../../modules/sys/settings-repository';
import { DEFAULT_SETTINGS, type SettingKey } from '../../modules/sys/settings-service';
import { findUserByAccount, insertUserIfMissing } from '../../modules/users/user-repository';
import type { Db } from '../database';
import {
  DEFAULT_BANNERS,
  DEFAULT_HELP_PAGES,
  DEFAULT_HOT_KEYWORDS,
  DEFAULT_MENU,
  DEMO_MEMBER,
  DEMO_OPERATOR,
  type SeedMenuItem,
} from './defaults';
import { memberRow } from './factories';

async function isEmpty(db: Db, table: 'menu_items' | 'banners' | 'hot_keywords' | 'help_pages'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Storefront defaults: settings, menu, banners, hot keywords, help pages. Leaves edited content alone. */
export async function seedContent(db: Db, now: number): Promise<void> {
  for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
    await insertSettingIfMissing(db, key, JSON.stringify(DEFAULT_SETTINGS[key]), now);
  }
  if (await isEmpty(db, 'menu_items')) {
    const insert = async (item: SeedMenuItem, sort: number, parentId: number | null) => {
      const row = await db
        .insertInto('menu_items')
        .values({ parent_id: parentId, name: item.name, url: item.url, icon: item.icon, sort, enabled: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, child] of (item.children ?? []).entries()) await insert(child, i, row.id);
    };
    for (const [i, item] of DEFAULT_MENU.entries()) await insert(item, i, null);
  }
  if (await isEmpty(db, 'banners')) {
    await db
      .insertInto('banners')
      .values(DEFAULT_BANNERS.map((b, i) => ({ img: b.img, jump_url: b.jumpUrl, sort: i, enabled: 1, created_at: now })))
      .execute();
  }
  if (await isEmpty(db, 'hot_keywords')) {
    await db
      .insertInto('hot_keywords')
      .values(DEFAULT_HOT_KEYWORDS.map((keyword, i) => ({ keyword, sort: i, enabled: 1 })))
      .execute();
  }
  if (await isEmpty(db, 'help_pages')) {
    await db
      .insertInto('help_pages')
      .values(DEFAULT_HELP_PAGES.map((p) => ({ ...p, updated_at: now })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** The demo member and operator printed at start. */
export async function seedDemoAccounts(db: Db, now: number): Promise<void> {
  for (const [who, role] of [
    [DEMO_MEMBER, 'member'],
    [DEMO_OPERATOR, 'operator'],
  ] as const) {
    if (await findUserByAccount(db, who.account)) continue;
    // Tolerates the row another instance has just written (start-up is also under a lock on PostgreSQL).
    await insertUserIfMissing(
      db,
      memberRow({ account: who.account, passwordHash: await hashPassword(who.password), name: who.name, role, now }),
    );
  }
}

export interface SeedOptions {
  demo: boolean;
  now: number;
}

/** Everything a fresh database needs to serve the storefront. Safe to run at every start. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedContent(db, options.now);
  if (options.demo) await seedDemoAccounts(db, options.now);
}
