import { randomUUID } from 'node:crypto';
import { minimumBid } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../test/kits/staff-kit';
import {
  addressOf,
  balanceOf,
  declare,
  expectMoneyInvariants,
  fund,
  memberClient,
  topUp,
  warehousedItem,
} from '../../test/kits/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { CallResult, TestClient } from '../../test/test-client';
import { IDEMPOTENCY_KEY_TTL_MS, KEY_BUSY_MSG, KEY_FORMAT_MSG, KEY_REUSED_MSG } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 60, seed: 7 } });
});
afterAll(async () => {
  await expectMoneyInvariants(t.database.db);
  await t.close();
});

const keyed = (key: string) => ({ 'idempotency-key': key });

async function openItem(offset = 0): Promise<{ itemId: string; maxBid: number }> {
  const item = await t.database.db
    .selectFrom('items')
    .select(['item_id', 'current_price'])
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now() + 3 * 3_600_000)
    .orderBy('item_id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { itemId: item.item_id, maxBid: minimumBid(Number(item.current_price)) };
}

async function orderOf(client: TestClient, offset = 0): Promise<number> {
  const item = await openItem(offset);
  return okData(await client.post<{ orderId: number }>('/api/order/create', { form: { ...item, kind: 'bid' } })).orderId;
}

const countMessages = async (orderId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('order_id', '=', orderId)
        .where('sender', '=', 'member')
        .executeTakeFirstOrThrow()
    ).n,
  );

const countOf = async (table: 'orders' | 'recharges' | 'withdrawals' | 'parcels', userId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key on member writes (decision 066)', () => {
  it('a message resent with its key is answered as the first time, and sent once', async () => {
    const { client } = await memberClient(t);
    const orderId = await orderOf(client);
    const key = randomUUID();
    const first = await client.post<{ id: number }>('/api/order/sendMsg', {
      form: { orderId, content: '请帮我确认尺码' },
      headers: keyed(key),
    });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.response.headers['idempotent-replayed']).toBeUndefined();
    // The same form, its fields in another order: the same request.
    const again = await client.post('/api/order/sendMsg', { form: { content: '请帮我确认尺码', orderId }, headers: keyed(key) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(await countMessages(orderId)).toBe(1);

    // Without a key, or with a fresh one, a resend is a new message, as before.
    expect((await client.post('/api/order/sendMsg', { form: { orderId, content: '请帮我确认尺码' } })).body.code).toBe(0);
    expect(
      (await client.post('/api/order/sendMsg', { form: { orderId, content: '请帮我确认尺码' }, headers: keyed(randomUUID()) }))
        .body.code,
    ).toBe(0);
    expect(await countMessages(orderId)).toBe(3);
  });

  it('the same key with another body is refused in Chinese (422) and changes nothing', async () => {
    const { client, userId } = await memberClient(t);
    const orderId = await orderOf(client);
    const key = randomUUID();
    expect(
      (await client.post('/api/order/sendMsg', { form: { orderId, content: '第一条' }, headers: keyed(key) })).body.code,
    ).toBe(0);
    const other = await client.post('/api/order/sendMsg', { form: { orderId, content: '另一条' }, headers: keyed(key) });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 422, msg: KEY_REUSED_MSG, data: null });
    // Nor on another route.
    const elsewhere = await client.post('/api/user/webRecharge', {
      form: { channel: 'alipay', amount: 1_000 },
      headers: keyed(key),
    });
    expect(elsewhere.status).toBe(422);
    expect(await countMessages(orderId)).toBe(1);
    expect(await countOf('recharges', userId)).toBe(0);
  });

  it('a key is the member’s own: another member’s same key is another request', async () => {
    const a = await memberClient(t);
    const b = await memberClient(t);
    const key = randomUUID();
    const form = { channel: 'wechat', amount: 2_000 };
    const first = await a.client.post<{ rechargeId: string }>('/api/user/webRecharge', { form, headers: keyed(key) });
    const second = await b.client.post<{ rechargeId: string }>('/api/user/webRecharge', { form, headers: keyed(key) });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(second.body.code, second.body.msg).toBe(0);
    expect(second.body.data.rechargeId).not.toBe(first.body.data.rechargeId);
    // Each resend of a's top-up request is the first top-up, not a second one.
    const resent = await a.client.post<{ rechargeId: string }>('/api/user/webRecharge', { form, headers: keyed(key) });
    expect(resent.body.data.rechargeId).toBe(first.body.data.rechargeId);
    expect(await countOf('recharges', a.userId)).toBe(1);
    expect(await countOf('recharges', b.userId)).toBe(1);
  });

  it('an order created and paid with keys is created and paid once, however often the member resends', async () => {
    const { client, userId } = await memberClient(t);
    await fund(t.database.db, userId, 10_000_000, t.clock.now(), `idem-fund-${userId}`);
    const item = await openItem(1);
    const createKey = randomUUID();
    const created = okData(
      await client.post<{ orderId: number }>('/api/order/create', { form: { ...item, kind: 'bid' }, headers: keyed(createKey) }),
    );
    const recreated = okData(
      await client.post<{ orderId: number }>('/api/order/create', { form: { ...item, kind: 'bid' }, headers: keyed(createKey) }),
    );
    expect(recreated.orderId).toBe(created.orderId);
    expect(await countOf('orders', userId)).toBe(1);

    const payKey = randomUUID();
    const paid = await client.post<{ balance: number }>('/api/order/pay', {
      form: { orderId: created.orderId },
      headers: keyed(payKey),
    });
    expect(paid.body.code, paid.body.msg).toBe(0);
    const balance = await balanceOf(t.database.db, userId);
    expect(balance).toBe(paid.body.data.balance);
    // The member never saw the answer and pays again with the same key: the same success, not "已付款".
    const repaid = await client.post('/api/order/pay', { form: { orderId: created.orderId }, headers: keyed(payKey) });
    expect(repaid.body).toEqual(paid.body);
    expect(await balanceOf(t.database.db, userId)).toBe(balance);
  });

  it('a withdrawal request resent with its key holds the money once', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 3_000);
    const key = randomUUID();
    const form = { amount: 1_000, note: '不再使用' };
    const first = await client.post('/api/user/withdrawals/create', { form, headers: keyed(key) });
    expect(first.body.code, first.body.msg).toBe(0);
    const again = await client.post('/api/user/withdrawals/create', { form, headers: keyed(key) });
    expect(again.body).toEqual(first.body);
    expect(await countOf('withdrawals', userId)).toBe(1);
    expect(await balanceOf(t.database.db, userId)).toBe(2_000);
  });

  it('a parcel request sent twice at once with its key is one parcel', async () => {
    const { client, userId } = await memberClient(t);
    const orderId = await warehousedItem(t, userId, { weightG: 700 });
    const addressId = await addressOf(client);
    const key = randomUUID();
    const json = { items: declare([orderId]), addressId, method: 'ems', insurance: 0 };
    const answers = await Promise.all(
      [0, 1].map(() => client.post<{ parcelIds: number[] }>('/api/parcel/create', { json, headers: keyed(key) })),
    );
    expect(answers.some((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    expect(await countOf('parcels', userId)).toBe(1);
    const resent = await client.post<{ parcelIds: number[] }>('/api/parcel/create', { json, headers: keyed(key) });
    expect(resent.body.code, resent.body.msg).toBe(0);
    expect(resent.response.headers['idempotent-replayed']).toBe('true');
  });

  it('identical requests sent at the same moment have one effect: the others get its answer or 409', async () => {
    const { client, userId } = await memberClient(t);
    const orderId = await orderOf(client, 2);
    await client.get('/api/user/info');
    const key = randomUUID();
    const results: CallResult[] = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/order/sendMsg', { form: { orderId, content: '同时发送的留言' }, headers: keyed(key) }),
      ),
    );
    expect(await countMessages(orderId)).toBe(1);
    const succeeded = results.filter((r) => r.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const r of succeeded) expect(r.body).toEqual(succeeded[0]?.body);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { code: 409, msg: KEY_BUSY_MSG } });

    const orderKey = randomUUID();
    const item = await openItem(3);
    const orders = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post<{ orderId: number }>('/api/order/create', { form: { ...item, kind: 'bid' }, headers: keyed(orderKey) }),
      ),
    );
    expect(await countOf('orders', userId)).toBe(2);
    expect(new Set(orders.filter((r) => r.status === 200).map((r) => r.body.data.orderId)).size).toBe(1);
  });

  it('a key lasts 24 hours; a malformed key is refused; a visitor is asked to log in', async () => {
    const { client } = await memberClient(t);
    const orderId = await orderOf(client, 4);
    const key = randomUUID();
    expect(
      (await client.post('/api/order/sendMsg', { form: { orderId, content: '昨天的' }, headers: keyed(key) })).body.code,
    ).toBe(0);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 60_000);
    const fresh = await client.post('/api/order/sendMsg', { form: { orderId, content: '今天的' }, headers: keyed(key) });
    expect(fresh.body.code, fresh.body.msg).toBe(0);
    expect(fresh.response.headers['idempotent-replayed']).toBeUndefined();
    expect(await countMessages(orderId)).toBe(2);
    // Expired keys are deleted as new ones are taken: only today's is left of this member's.
    const kept = await t.database.db
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('created_at', '<', t.clock.now() - IDEMPOTENCY_KEY_TTL_MS)
      .execute();
    expect(kept).toEqual([]);

    const bad = await client.post('/api/order/sendMsg', { form: { orderId, content: '格式' }, headers: keyed('x'.repeat(256)) });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(KEY_FORMAT_MSG);
    expect(await countMessages(orderId)).toBe(2);
    const anonymous = await t
      .client()
      .post('/api/order/sendMsg', { form: { orderId, content: '访客' }, headers: keyed(randomUUID()) });
    expect(anonymous.status).toBe(401);
  });
});
