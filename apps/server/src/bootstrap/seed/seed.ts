import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../../modules/auth/password';
import { insertSettingIfMissing } from '../../modules/sys/settings-repository';
import { DEFAULT_SETTINGS, type SettingKey } from '../../modules/sys/settings-service';
import { findUserByAccount, insertUserIfMissing, setGeneratedPasswordHash } from '../../modules/users/user-repository';
import {
  DEFAULT_BANNERS,
  DEFAULT_HELP_PAGES,
  DEFAULT_HOT_KEYWORDS,
  DEFAULT_MENU,
  DEMO_MEMBER,
  DEMO_OPERATOR,
  PUBLISHED_OPERATOR_PASSWORD,
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

/** 16 characters in groups of four, without look-alikes (0/O, 1/l/I), always with a letter and a digit. */
export function generateOperatorPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  for (;;) {
    const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (/[a-z]/.test(chars) && /\d/.test(chars)) return chars.match(/.{4}/g)?.join('-') ?? chars;
  }
}

/**
 * The demo member and the first operator (decision 063). The operator gets `operatorPassword` when given
 * (SEED_OPERATOR_PASSWORD: tests and e2e runs), otherwise a generated one that must be changed at first login;
 * a store seeded by an earlier release that still has the published password gets a generated one too.
 * Answers the generated password, to print once, or null.
 */
export async function seedDemoAccounts(
  db: Db,
  now: number,
  operatorPassword?: string,
  /** PASSWORD_HASH_COST; hashPassword's own (the store's) when absent. */
  hashCost?: number,
): Promise<string | null> {
  if (!(await findUserByAccount(db, DEMO_MEMBER.account))) {
    // Tolerates the row another instance has just written (start-up is also under a lock on PostgreSQL).
    await insertUserIfMissing(
      db,
      memberRow({
        account: DEMO_MEMBER.account,
        passwordHash: await hashPassword(DEMO_MEMBER.password, hashCost),
        name: DEMO_MEMBER.name,
        role: 'member',
        now,
      }),
    );
  }
  const existing = await findUserByAccount(db, DEMO_OPERATOR.account);
  if (existing) {
    if (operatorPassword !== undefined || existing.role !== 'operator') return null;
    if (!(await verifyPassword(PUBLISHED_OPERATOR_PASSWORD, existing.password_hash))) return null;
    const generated = generateOperatorPassword();
    await setGeneratedPasswordHash(db, existing.id, await hashPassword(generated, hashCost), now);
    return generated;
  }
  const password = operatorPassword ?? generateOperatorPassword();
  const passwordHash = await hashPassword(password, hashCost);
  await insertUserIfMissing(db, {
    ...memberRow({ account: DEMO_OPERATOR.account, passwordHash, name: DEMO_OPERATOR.name, role: 'operator', now }),
    must_change_password: operatorPassword === undefined ? 1 : 0,
  });
  if (operatorPassword !== undefined) return null;
  // Another instance may have written the operator first: only a password that was stored is printed.
  return (await findUserByAccount(db, DEMO_OPERATOR.account))?.password_hash === passwordHash ? password : null;
}

export interface SeedOptions {
  demo: boolean;
  now: number;
  /** The first operator's password (SEED_OPERATOR_PASSWORD); generated when absent. */
  operatorPassword?: string;
  /** scrypt's cost for the demo accounts' hashes (PASSWORD_HASH_COST; the store's own by default). */
  hashCost?: number;
}

export interface SeedResult {
  /** The operator password generated by this seed, printed once at start; null when none was generated. */
  operatorPassword: string | null;
}

/** Everything a fresh database needs to serve the storefront. Safe to run at every start. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  await seedContent(db, options.now);
  if (!options.demo) return { operatorPassword: null };
  return { operatorPassword: await seedDemoAccounts(db, options.now, options.operatorPassword, options.hashCost) };
}
