import { minimumBid } from '@daigou/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund, memberClient } from '../../test/kits/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../db/migrate';
import { findOrder } from '../modules/orders/order-repository';
import { AUCTION_ENDING_WINDOW_MS, runAuctionEndingPass } from './auction-ending-reminders';

let t: TestApp;
let start: number;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 200, seed: 7 } });
  start = t.clock.now();
});
// Tests move the clock towards an auction's end; the next one starts at the catalogue's time again.
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const MINUTE = 60_000;
const pass = () =>
  runAuctionEndingPass({ db: t.database.db, marketplace: t.app.marketplace, now: t.clock.now(), reader: t.app.reader });
const used = new Set<string>();

/** An open auction not used by another test, ending at least three hours from the catalogue's time. */
async function openItem() {
  const rows = await t.database.db
    .selectFrom('items')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('end_time', '>', start + 3 * 3600_000)
    .where('end_time', '<', start + 10 * 24 * 3600_000)
    .where('current_price', '<', 20_000)
    .where('buy_now_price', 'is', null)
    .orderBy('item_id')
    .execute();
  const row = rows.find((r) => !used.has(r.item_id));
  if (!row) throw new Error('no suitable item in the test catalogue');
  used.add(row.item_id);
  return { itemId: row.item_id, endTime: Number(row.end_time), price: Number(row.current_price), title: row.title };
}

async function member() {
  const m = await memberClient(t);
  await fund(t.database.db, m.userId, 100_000, t.clock.now(), `fund-${m.userId}`);
  return m;
}

async function favourite(client: TestClient, itemId: string) {
  expect((await client.post('/api/collect/add', { form: { itemId } })).body.code).toBe(0);
}

async function paidBid(client: TestClient, item: { itemId: string; price: number }, status: 'paid' | 'unpaid' = 'paid') {
  const created = await client.post<{ orderId: number }>('/api/order/create', {
    form: { itemId: item.itemId, kind: 'bid', maxBid: minimumBid(item.price) + 1000 },
  });
  expect(created.body.code).toBe(0);
  const orderId = created.body.data.orderId;
  if (status === 'paid') expect((await client.post('/api/order/pay', { form: { orderId } })).body.msg).toBe('付款成功');
  return orderId;
}

/** The member's "ending soon" messages, oldest first. */
const reminders = (userId: number) =>
  t.database.db
    .selectFrom('messages')
    .select(['order_id', 'title', 'content'])
    .where('user_id', '=', userId)
    .where('source', '=', 'system')
    .where('title', 'like', '%即将结束%')
    .orderBy('id')
    .execute();

describe('auction ending soon reminders', () => {
  it('tells a member once about a favourite ending within the hour, with the live price and minutes left', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    await favourite(client, item.itemId);

    t.clock.set(item.endTime - AUCTION_ENDING_WINDOW_MS - MINUTE);
    await pass();
    expect(await reminders(userId)).toEqual([]);

    t.clock.set(item.endTime - 45 * MINUTE);
    expect((await pass()).reminded).toBeGreaterThanOrEqual(1);
    const sent = await reminders(userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ order_id: null, title: '收藏的商品即将结束拍卖' });
    expect(sent[0]!.content).toContain('约 45 分钟后结束拍卖');
    // The title as the member reads it in Chinese (decision 078), never the seller's Japanese.
    const [zh] = await t.app.reader.titles([item.title]);
    expect(sent[0]!.content).toContain(`「${zh!.text.slice(0, 60)}」`);
    expect(sent[0]!.content).not.toMatch(/[\u3041-\u30ff]/);

    // Later passes, and a favourite removed and added again, do not repeat it.
    t.clock.set(item.endTime - 10 * MINUTE);
    await pass();
    await client.post('/api/collect/delete', { form: { itemId: item.itemId } });
    await favourite(client, item.itemId);
    await pass();
    expect(await reminders(userId)).toHaveLength(1);

    // The member sees it among the system messages.
    const list = await client.get<{ list: { title: string }[] }>('/api/order/msgList', { query: { page: 1, limit: 20 } });
    expect(list.body.data.list.map((m) => m.title)).toContain('收藏的商品即将结束拍卖');
  });

  it('tells a member with a paid bid order, once per item even when it is also a favourite; unpaid orders are not reminded', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    await favourite(client, item.itemId);
    const orderId = await paidBid(client, item);
    const other = await member();
    const unpaidItem = await openItem();
    await paidBid(other.client, unpaidItem, 'unpaid');

    t.clock.set(item.endTime - 30 * MINUTE);
    await pass();
    const sent = await reminders(userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      order_id: orderId,
      title: `订单 ${(await findOrder(t.database.db, orderId))?.order_no}：拍卖即将结束`,
    });
    expect(sent[0]!.content).toContain('您的最高出价');

    t.clock.set(unpaidItem.endTime - 30 * MINUTE);
    await pass();
    expect(await reminders(other.userId)).toEqual([]);
  });

  it('says so when a rival has passed the maximum', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    await paidBid(client, item);
    // Two rivals push the price past the member's maximum (second-highest maximum plus one increment).
    for (const [bidderRef, extra] of [
      ['rival-a', 20_000],
      ['rival-b', 50_000],
    ] as const) {
      expect((await t.app.marketplace.placeBid({ itemId: item.itemId, bidderRef, maxBid: item.price + extra })).accepted).toBe(
        true,
      );
    }
    t.clock.set(item.endTime - 20 * MINUTE);
    await pass();
    const [sent] = await reminders(userId);
    expect(sent?.content).toContain('当前价已超过您的最高出价');
  });

  it('honours the message setting, and reminds once it is turned back on within the hour', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    await favourite(client, item.itemId);
    expect((await client.post('/api/sys/EditMsgSet', { form: { auctionEnding: 0 } })).body.code).toBe(0);

    t.clock.set(item.endTime - 50 * MINUTE);
    await pass();
    expect(await reminders(userId)).toEqual([]);
    const rows = await t.database.db.selectFrom('auction_reminders').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toEqual([]);

    expect((await client.post('/api/sys/EditMsgSet', { form: { auctionEnding: 1 } })).body.code).toBe(0);
    t.clock.set(item.endTime - 40 * MINUTE);
    await pass();
    expect(await reminders(userId)).toHaveLength(1);
  });

  it('says nothing about auctions that ended, closed early or were extended past the hour (and remembers the later end)', async () => {
    const { client, userId } = await member();
    const [ended, bought, extended] = [await openItem(), await openItem(), await openItem()];
    for (const item of [ended, bought, extended]) await favourite(client, item.itemId);

    t.clock.set(ended.endTime + MINUTE);
    await pass();

    // Closed early (sold at once on the marketplace), while the favourite still says it ends later.
    await t.database.db.updateTable('items').set({ status: 'CLOSED' }).where('item_id', '=', bought.itemId).execute();
    t.clock.set(bought.endTime - 30 * MINUTE);
    await pass();

    // Extended on the marketplace: the favourite's row still has the old end.
    const later = extended.endTime + 2 * AUCTION_ENDING_WINDOW_MS;
    await t.database.db.updateTable('items').set({ end_time: later }).where('item_id', '=', extended.itemId).execute();
    t.clock.set(extended.endTime - 30 * MINUTE);
    await pass();
    expect(await reminders(userId)).toEqual([]);
    const row = await t.database.db
      .selectFrom('favorites')
      .select('end_time')
      .where('user_id', '=', userId)
      .where('item_id', '=', extended.itemId)
      .executeTakeFirstOrThrow();
    expect(Number(row.end_time)).toBe(later);

    t.clock.set(later - 30 * MINUTE);
    await pass();
    expect(await reminders(userId)).toHaveLength(1);
  });

  it('sends once when several passes run at the same time (two instances)', async () => {
    const members = await Promise.all([member(), member(), member()]);
    const item = await openItem();
    for (const m of members) await favourite(m.client, item.itemId);
    await paidBid(members[0]!.client, item);

    t.clock.set(item.endTime - 15 * MINUTE);
    const reports = await Promise.all([pass(), pass(), pass(), pass()]);
    expect(reports.reduce((sum, r) => sum + r.reminded, 0)).toBe(3);
    for (const m of members) expect(await reminders(m.userId)).toHaveLength(1);
    expect(reports.every((r) => r.errors === 0)).toBe(true);
  });

  it('forgets reminder rows after a week', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    await favourite(client, item.itemId);
    t.clock.set(item.endTime - 30 * MINUTE);
    await pass();
    expect(await t.database.db.selectFrom('auction_reminders').selectAll().where('user_id', '=', userId).execute()).toHaveLength(
      1,
    );
    t.clock.set(item.endTime + 8 * 24 * 3600_000);
    await pass();
    expect(await t.database.db.selectFrom('auction_reminders').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  });
});

describe('migration 008', () => {
  it('fills the end time of favourites added before it from their snapshot', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      // Back to the schema before 008 (it has no down()), then a favourite as the older code wrote it.
      await db.schema.dropTable('auction_reminders').execute();
      await db.schema.dropIndex('favorites_end_time_idx').execute();
      await db.schema.alterTable('favorites').dropColumn('end_time').execute();
      await sql`delete from kysely_migration where name = '008-auction-reminders'`.execute(db);
      const user = await db
        .insertInto('users')
        .values({
          account: 'before008',
          password_hash: 'x',
          name: 'x',
          head_img: null,
          balance: 0,
          phone: null,
          email: null,
          default_remark: null,
          role: 'member',
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into favorites (user_id, item_id, snapshot, created_at)
        values (${user.id}, 'x1234567', ${JSON.stringify({ title: 't', endTime: 1_800_000_000_000 })}, 1)`.execute(db);
      await migrateToLatest(db);
      const row = await db.selectFrom('favorites').select('end_time').executeTakeFirstOrThrow();
      expect(Number(row.end_time)).toBe(1_800_000_000_000);
    } finally {
      await database.close();
    }
  });
});
