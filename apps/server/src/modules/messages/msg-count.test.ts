import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient, topUp } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

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

/** The header bell (decision 045): the spec's count for order messages and the same call for system messages. */
describe('the bell: unread system messages beside the order messages', () => {
  const countOf = async (client: TestClient, msgSource?: string) => {
    const reply = await client.get<{ totalNum: number }>('/api/order/msgCount', { query: msgSource ? { msgSource } : {} });
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data.totalNum;
  };

  it('a top-up’s system message counts under 系统消息 only, and reading it clears it', async () => {
    const { client } = await memberClient(t);
    expect([await countOf(client, '订单消息'), await countOf(client, '系统消息')]).toEqual([0, 0]);

    await topUp(client, 1_000);
    expect(await countOf(client, '系统消息')).toBe(1);
    expect(await countOf(client, '订单消息')).toBe(0);
    expect(await countOf(client)).toBe(1);

    const list = await client.get<{ list: Array<{ msgId: number; title: string; read: boolean }> }>('/api/order/msgList', {
      query: { msgSource: '系统消息', unread: 1 },
    });
    expect(list.body.data.list.map((m) => [m.title, m.read])).toEqual([['充值成功', false]]);

    const read = await client.post<{ read: number; totalNum: number }>('/api/order/readMsg', {
      query: { msgId: list.body.data.list[0].msgId },
    });
    expect(read.body.data).toEqual({ read: 1, totalNum: 0 });
    expect(await countOf(client, '系统消息')).toBe(0);
  });

  it('a deleted system message no longer counts; the others stay unread', async () => {
    const { client, userId } = await memberClient(t);
    await topUp(client, 1_000);
    await t.database.db
      .insertInto('messages')
      .values({
        user_id: userId,
        order_id: null,
        source: 'system',
        sender: 'system',
        title: '包裹已发货',
        content: '您的包裹已发出',
        read_at: null,
        staff_read_at: null,
        deleted_at: null,
        created_at: t.clock.now(),
      })
      .execute();
    expect(await countOf(client, '系统消息')).toBe(2);

    const list = await client.get<{ list: Array<{ msgId: number; title: string }> }>('/api/order/msgList', {
      query: { msgSource: '系统消息' },
    });
    const shipped = list.body.data.list.find((m) => m.title === '包裹已发货');
    if (!shipped) throw new Error('the shipped message is missing');
    const deleted = await client.post('/api/order/delOrderMsg', { form: { msgId: shipped.msgId } });
    expect(deleted.body.code).toBe(0);
    expect(await countOf(client, '系统消息')).toBe(1);
    expect(await countOf(client, '订单消息')).toBe(0);
  });
});
