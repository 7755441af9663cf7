import { NOTIFY_KINDS, type NotifyMailSettings } from '@daigou/contract';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { insertTestOrder } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { migrations } from '../../db/migrations/index';
import { findOrder } from '../orders/order-repository';
import { markOutbid } from '../orders/order-settlement';
import { getNotifyMailSettings } from './notify-settings-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member who signed up with an email, confirmed it (when `confirm`) through the link in the outbox. */
async function memberWithEmail(account: string, confirm: boolean) {
  const client = t.client();
  const email = `${account}@example.com`;
  const res = await client.post('/api/user/register', {
    form: { account, password: 'mail-pass1', confirm: 'mail-pass1', name: account, email },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  const user = await t.database.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  if (confirm) {
    const link = await t.database.db
      .selectFrom('mail_queue')
      .select('text_body')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'email_confirm')
      .executeTakeFirstOrThrow();
    const token = link.text_body.match(/token=([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect((await t.client().post('/api/user/confirmEmail', { form: { token } })).body.code).toBe(0);
  }
  return { client, userId: user.id, email };
}

async function outbidMails(userId: number) {
  const orderId = await insertTestOrder(t.database.db, userId, { status: 3, maxBid: 3000, now: t.clock.now() });
  await t.database.db.updateTable('orders').set({ bid_state: 'placed' }).where('id', '=', orderId).execute();
  const order = await findOrder(t.database.db, orderId);
  if (!order) throw new Error('no order');
  expect(await markOutbid(t.database.db, order, 3500, t.clock.now())).toBe(true);
  return t.database.db
    .selectFrom('mail_queue')
    .select(['to_address', 'subject'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'outbid')
    .execute();
}

const on = (settings: NotifyMailSettings) => settings.kinds.filter((k) => k.mail).map((k) => k.kind);
const EXPECTED_ON = [
  'outbid',
  'won',
  'lost',
  'arrived',
  'parcel_packed',
  'parcel_shipped',
  'top_up',
  'withdrawal',
  'saved_search',
];

describe('notification mail defaults (decision 061)', () => {
  it('a new member with a confirmed address gets outbid, won, arrived and shipped mails without choosing anything', async () => {
    const m = await memberWithEmail('mail_default', true);
    const settings = okData(await m.client.get<NotifyMailSettings>('/api/user/notifyMail'));
    expect(settings.emailVerified).toBe(true);
    expect(on(settings)).toEqual(EXPECTED_ON);
    const mails = await outbidMails(m.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: m.email });
    expect(mails[0]?.subject).toContain('出价已被超过');
  });

  it('mail still goes only to a confirmed address', async () => {
    const m = await memberWithEmail('mail_unconfirmed', false);
    const settings = okData(await m.client.get<NotifyMailSettings>('/api/user/notifyMail'));
    expect(settings.emailVerified).toBe(false);
    expect(await outbidMails(m.userId)).toHaveLength(0);
  });

  it('a kind turned off stays off, and one turned on stays on', async () => {
    const m = await memberWithEmail('mail_chooser', true);
    okData(await m.client.post('/api/user/notifyMail', { form: { kind: 'outbid', mail: 0 } }));
    okData(await m.client.post('/api/user/notifyMail', { form: { kind: 'auction_ending', mail: 1 } }));
    const settings = okData(await m.client.get<NotifyMailSettings>('/api/user/notifyMail'));
    expect(on(settings)).toEqual([...EXPECTED_ON.filter((k) => k !== 'outbid'), 'auction_ending'].sort(byKind));
    expect(await outbidMails(m.userId)).toHaveLength(0);
  });
});

const byKind = (a: string, b: string) =>
  NOTIFY_KINDS.indexOf(a as (typeof NOTIFY_KINDS)[number]) - NOTIFY_KINDS.indexOf(b as (typeof NOTIFY_KINDS)[number]);

describe('migration 023: members of the previous release', () => {
  it('who never chose get the new defaults; who chose (or unsubscribed) keep exactly what they had', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const db = database.db;
      const migrate = (set: typeof migrations) =>
        new Migrator({ db, provider: { getMigrations: async () => set }, allowUnorderedMigrations: true }).migrateToLatest();
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '023-mail-notification-defaults'));
      expect((await migrate(before)).error).toBeUndefined();
      const at = Date.UTC(2026, 5, 1);
      const ids: Record<string, number> = {};
      for (const account of ['untouched', 'chose', 'unsubscribed']) {
        await sql`insert into users (account, password_hash, name, email, email_verified_at, created_at, updated_at)
          values (${account}, 'x', ${account}, ${`${account}@example.com`}, ${at}, ${at}, ${at})`.execute(db);
        ids[account] = (await sql<{ id: number }>`select id from users where account = ${account}`.execute(db)).rows[0]?.id ?? 0;
      }
      // The previous release: every kind off until chosen. One member turned outbid on; one unsubscribed from won.
      await sql`insert into mail_prefs (user_id, kind, mail, updated_at) values (${ids.chose}, 'outbid', 1, ${at + 5})`.execute(
        db,
      );
      await sql`insert into mail_prefs (user_id, kind, mail, updated_at) values (${ids.unsubscribed}, 'won', 0, ${at + 7})`.execute(
        db,
      );

      expect((await migrate(migrations)).error).toBeUndefined();
      expect(on(await getNotifyMailSettings(db, ids.untouched))).toEqual(EXPECTED_ON);
      // saved_search came after migration 023 (decision 087): it takes its default, on; a member hears of it only
      // after saving a search.
      expect(on(await getNotifyMailSettings(db, ids.chose))).toEqual(['outbid', 'saved_search']);
      expect(on(await getNotifyMailSettings(db, ids.unsubscribed))).toEqual(['saved_search']);
      const rows = await sql<{ n: number | string }>`select count(*) as n from mail_prefs where user_id = ${ids.chose}
        and updated_at = ${at + 5}`.execute(db);
      expect(Number(rows.rows[0]?.n)).toBe(NOTIFY_KINDS.filter((k) => k !== 'saved_search').length);
      expect(
        Number(
          (await sql<{ n: number | string }>`select count(*) as n from mail_prefs where user_id = ${ids.untouched}`.execute(db))
            .rows[0]?.n,
        ),
      ).toBe(0);
    } finally {
      await database.close();
    }
  });
});
