import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
});
afterAll(() => t.close());

describe('GET /api/order/msgCount', () => {
  it('answers 401 in the envelope when logged out', async () => {
    const { status, body } = await t.client().get('/api/order/msgCount', { query: { msgSource: '订单消息' } });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it('answers 0 until messages exist, then counts unread ones', async () => {
    const member = t.client();
    await member.login('demo', 'demo12345');
    const before = await member.get<{ totalNum: number }>('/api/order/msgCount', { query: { msgSource: '订单消息' } });
    expect(before.body).toMatchObject({ code: 0, data: { totalNum: 0 } });

    const user = await t.database.db.selectFrom('users').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('messages')
      .values([
        {
          user_id: user.id,
          order_id: 1,
          source: 'order',
          sender: 'staff',
          title: '回复',
          content: '已收到',
          read_at: null,
          staff_read_at: null,
          deleted_at: null,
          created_at: t.clock.now(),
        },
        {
          user_id: user.id,
          order_id: 1,
          source: 'order',
          sender: 'member',
          title: '提问',
          content: '请问',
          read_at: null,
          staff_read_at: null,
          deleted_at: null,
          created_at: t.clock.now(),
        },
        {
          user_id: user.id,
          order_id: null,
          source: 'system',
          sender: 'system',
          title: '充值成功',
          content: '¥10,000',
          read_at: null,
          staff_read_at: null,
          deleted_at: null,
          created_at: t.clock.now(),
        },
      ])
      .execute();
    const orders = await member.get<{ totalNum: number }>('/api/order/msgCount', { query: { msgSource: '订单消息' } });
    expect(orders.body.data.totalNum).toBe(1);
    const all = await member.get<{ totalNum: number }>('/api/order/msgCount');
    expect(all.body.data.totalNum).toBe(2);
  });
});
