import { type AdminOrder, minimumBid, ORDER_NO_PATTERN, type Order, orderNoDate, orderNoOf } from '@daigou/contract';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, operatorClient } from '../../../test/kits/staff-kit';
import { insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { migrations } from '../../db/migrations/index';
import { withNewOrderNo } from './order-no';
import { findOrder } from './order-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 100, seed: 11 }, demoAccounts: true });
});
afterAll(async () => {
  await t.close();
});

/** Six random values that give a chosen tail: the same bytes always make the same number. */
const bytes = (n: number) => [n % 32, (n >> 5) % 32, (n >> 10) % 32, 3, 4, 5];

describe('order numbers (decision 053)', () => {
  it('a new order gets a dated number; the member reads it and the console finds the order by it', async () => {
    const { client, userId } = await memberClient(t);
    const item = await t.database.db
      .selectFrom('items')
      .select(['item_id as itemId', 'current_price as currentPrice'])
      .where('status', '=', 'OPEN')
      .where('end_time', '>', t.clock.now() + 3 * 3_600_000)
      .orderBy('item_id')
      .executeTakeFirstOrThrow();
    const created = okData(
      await client.post<{ orderId: number }>('/api/order/create', {
        form: { itemId: item.itemId, kind: 'bid', maxBid: minimumBid(Number(item.currentPrice)) },
      }),
    );
    const listed = okData(await client.get<{ list: Order[] }>('/api/order/list', { query: { type: 'all' } }));
    const order = listed.list.find((o) => o.orderId === created.orderId);
    expect(order?.orderNo).toMatch(ORDER_NO_PATTERN);
    expect(order?.orderNo.slice(2, 10)).toBe(orderNoDate(t.clock.now()));
    expect((await findOrder(t.database.db, created.orderId))?.user_id).toBe(userId);

    // The console's order search: the number as quoted (any case, spaces around) finds exactly that order.
    const operator = await operatorClient(t);
    const other = await insertTestOrder(t.database.db, userId, { now: t.clock.now() });
    for (const keyword of [order?.orderNo ?? '', ` ${order?.orderNo.toLowerCase()} `]) {
      const found = okData(await operator.get<{ list: AdminOrder[] }>('/api/admin/orders', { query: { keyword } }));
      expect(found.list.map((o) => [o.orderId, o.orderNo])).toEqual([[created.orderId, order?.orderNo]]);
    }
    const byNumber = okData(
      await operator.get<{ list: AdminOrder[] }>('/api/admin/orders', { query: { keyword: String(other) } }),
    );
    expect(byNumber.list.map((o) => o.orderId)).toContain(other);
  });

  it('a number already taken is drawn again; one that keeps colliding is an error, never a duplicate', async () => {
    const { userId } = await memberClient(t);
    const now = t.clock.now();
    const taken = orderNoOf(now, bytes(1));
    await insertTestOrder(t.database.db, userId, { now, orderNo: taken });
    const draws = [bytes(1), bytes(2)];
    const id = await withNewOrderNo(
      now,
      (orderNo) => insertTestOrder(t.database.db, userId, { now, orderNo }),
      () => draws.shift() ?? [],
    );
    expect((await findOrder(t.database.db, id))?.order_no).toBe(orderNoOf(now, bytes(2)));
    await expect(
      withNewOrderNo(
        now,
        (orderNo) => insertTestOrder(t.database.db, userId, { now, orderNo }),
        () => bytes(1),
      ),
    ).rejects.toThrow();
    const rows = await t.database.db.selectFrom('orders').select('id').where('order_no', '=', taken).execute();
    expect(rows).toHaveLength(1);
  });

  it('concurrent orders that draw the same number first all end with distinct numbers (real concurrency on PostgreSQL)', async () => {
    const { userId } = await memberClient(t);
    const now = t.clock.now();
    let unique = 100;
    const created = await Promise.all(
      Array.from({ length: 24 }, () => {
        let first = true;
        return withNewOrderNo(
          now,
          (orderNo) => insertTestOrder(t.database.db, userId, { now, orderNo }),
          () => {
            if (first) {
              first = false;
              return bytes(7);
            }
            return bytes(unique++);
          },
        );
      }),
    );
    const numbers = await t.database.db.selectFrom('orders').select('order_no').where('id', 'in', created).execute();
    expect(new Set(numbers.map((r) => r.order_no)).size).toBe(24);
    expect(numbers.filter((r) => r.order_no === orderNoOf(now, bytes(7)))).toHaveLength(1);
  });
});

describe('migration 022 numbers the orders placed before it', () => {
  it('gives every existing order a distinct number dated by its creation, under a unique index', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const db = database.db;
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '022-order-numbers'));
      const migrate = (set: typeof migrations) =>
        new Migrator({ db, provider: { getMigrations: async () => set }, allowUnorderedMigrations: true }).migrateToLatest();
      expect((await migrate(before)).error).toBeUndefined();
      const created = Date.UTC(2025, 0, 31, 20, 0); // 1 February in Beijing
      await sql`insert into users (account, password_hash, name, created_at, updated_at)
        values ('old', 'x', 'old', ${created}, ${created})`.execute(db);
      const user = await sql<{ id: number }>`select id from users where account = 'old'`.execute(db);
      for (let i = 0; i < 30; i++) {
        await sql`insert into orders (user_id, item_id, kind, status, seller_id, title, item_price, end_time,
          shipping_payer, snapshot, service_fee, inspection_fee, created_at, status_at, updated_at)
          values (${user.rows[0]?.id}, ${`x${1_000_000 + i}`}, 'bid', 2, 's', 't', 1000, ${created + 86_400_000},
          'buyer', '{}', 300, 200, ${created}, ${created}, ${created})`.execute(db);
      }
      expect((await migrate(migrations)).error).toBeUndefined();
      const rows = await sql<{ order_no: string }>`select order_no from orders`.execute(db);
      expect(rows.rows).toHaveLength(30);
      for (const r of rows.rows) expect(r.order_no).toMatch(/^DG20250201-[2-9A-HJ-NP-Z]{6}$/);
      expect(new Set(rows.rows.map((r) => r.order_no)).size).toBe(30);
      const first = rows.rows[0]?.order_no ?? '';
      await expect(sql`update orders set order_no = ${first}`.execute(db)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
