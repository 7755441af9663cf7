import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, memberClient, topUp } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { moveOrder } from '../orders/order-machine';
import { findOrder } from '../orders/order-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function messagesOf(userId: number) {
  return t.database.db.selectFrom('messages').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

describe('system messages', () => {
  it('every status change and top-up messages the member', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 1_000);
    const orderId = await insertTestOrder(t.database.db, userId, { now: t.clock.now() });
    const order = await findOrder(t.database.db, orderId);
    if (!order) throw new Error('order missing');
    await t.database.db
      .transaction()
      .execute((trx) =>
        moveOrder(trx, order, 1, { actor: { type: 'member', id: userId }, reason: '会员取消订单', now: t.clock.now() }),
      );
    const messages = await messagesOf(userId);
    expect(messages.map((m) => [m.source, m.sender, m.order_id, m.title])).toEqual([
      ['system', 'system', null, '充值成功'],
      ['system', 'system', orderId, `订单 ${order.order_no}：已取消`],
    ]);
    expect(messages[1].content).toContain('会员取消订单');
    expect(messages.every((m) => m.read_at === null)).toBe(true);
  });

  it('events the member switched off in the message settings post nothing, but the order record keeps them', async () => {
    const { client, userId } = await memberClient(t);
    await t.database.db
      .insertInto('msg_settings')
      .values({
        user_id: userId,
        order_status: 0,
        order_message: 1,
        auction_ending: 1,
        outbid: 1,
        top_up: 0,
        updated_at: t.clock.now(),
      })
      .execute();
    await topUp(client, 1_000);
    const orderId = await insertTestOrder(t.database.db, userId, { now: t.clock.now() });
    const order = await findOrder(t.database.db, orderId);
    if (!order) throw new Error('order missing');
    await t.database.db
      .transaction()
      .execute((trx) => moveOrder(trx, order, 1, { actor: { type: 'member', id: userId }, reason: '取消', now: t.clock.now() }));
    expect(await messagesOf(userId)).toEqual([]);
    const events = await t.database.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute();
    expect(events).toHaveLength(1);
  });
});
