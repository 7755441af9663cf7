import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, openStaffDesk } from '../../../test/kits/staff-kit';
import { insertTestOrder } from '../../../test/kits/world';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { multipartFile, solidImage } from '../users/test-uploads';
import { sumLedgerForUser } from '../wallet/ledger-repository';

let t: TestApp, operator: TestClient, member: TestClient, demoId: number;
beforeAll(async () => {
  ({ t, operator, member, demoId } = await openStaffDesk(200_000));
});
afterAll(() => t.close());

interface Detail {
  order: {
    orderId: number;
    status: number;
    finalPrice: number | null;
    staffActions: string[];
    account: string;
    paidAmount: number;
  };
  timeline: Array<{ toStatus: number; actor: string; note: string }>;
  money: Array<{ kind: string; amount: number }>;
  photos: Array<{ url: string }>;
  thread: Array<{ sender: string; content: string }>;
}

/** A paid order (3) through the member's real pay call: bid, maximum ¥3,000, service fee ¥300. */
async function paidOrder(options: { inspection?: number; shippingPayer?: 'buyer' | 'seller' } = {}): Promise<number> {
  const orderId = await insertTestOrder(t.database.db, demoId, { status: 2, now: t.clock.now(), ...options });
  okData(await member.post('/api/order/pay', { form: { orderId } }));
  return orderId;
}

const detail = async (orderId: number) => okData(await operator.get<Detail>('/api/admin/order/info', { query: { orderId } }));
const memberOrder = async (orderId: number) =>
  okData(
    await member.get<{ order: { status: number }; timeline: Array<{ toStatus: number }> }>('/api/order/info', {
      query: { orderId },
    }),
  );
const balance = async () => okData(await member.get<{ balance: number }>('/api/user/balance')).balance;
const unread = async () => okData(await member.get<{ totalNum: number }>('/api/order/msgCount')).totalNum;

async function expectBooksBalance() {
  expect(await sumLedgerForUser(t.database.db, demoId)).toBe(await balance());
}

function uploadPhoto(orderId: number, content: Buffer) {
  const { payload, headers } = multipartFile('photo.jpg', 'image/jpeg', content);
  return operator.post<Array<{ url: string }>>(`/api/admin/order/photo?orderId=${orderId}`, { json: payload, headers });
}

describe('order desk: one order from 已付款 to 已入库', () => {
  it('purchase, shipment, arrival, photos, note and the member’s confirmation, each seen by the member', async () => {
    const orderId = await paidOrder({ inspection: 1, shippingPayer: 'buyer' });
    const paidBalance = await balance();

    // Listed under 已付款, found by order id, item id, member and seller.
    const list = okData(
      await operator.get<{ list: Array<{ orderId: number; staffActions: string[] }>; counts: Record<string, number> }>(
        '/api/admin/orders',
        {
          query: { status: 3 },
        },
      ),
    );
    expect(list.list.map((o) => o.orderId)).toContain(orderId);
    expect(list.list.find((o) => o.orderId === orderId)?.staffActions).toEqual(['purchase', 'fail', 'problem']);
    expect(list.counts['3']).toBeGreaterThanOrEqual(1);
    const itemId = (
      await t.database.db.selectFrom('orders').select('item_id').where('id', '=', orderId).executeTakeFirstOrThrow()
    ).item_id;
    for (const keyword of [String(orderId), itemId, 'dem', 'test-seller']) {
      const found = okData(await operator.get<{ list: Array<{ orderId: number }> }>('/api/admin/orders', { query: { keyword } }));
      expect(
        found.list.map((o) => o.orderId),
        keyword,
      ).toContain(orderId);
    }

    // 3 → 4 at ¥2,500: the ¥500 difference comes back at once.
    const unreadBefore = await unread();
    const bought = okData(await operator.post<Detail>('/api/admin/order/purchase', { json: { orderId, finalPrice: 2500 } }));
    expect(bought.order).toMatchObject({ status: 4, finalPrice: 2500 });
    expect(await balance()).toBe(paidBalance + 500);
    expect((await memberOrder(orderId)).order.status).toBe(4);
    expect(await unread()).toBe(unreadBefore + 1);
    expect(await auditOf(t, 'order.purchase')).toHaveLength(1);
    const purchaseEvent = await t.database.db
      .selectFrom('order_events')
      .select(['actor_type', 'actor_id'])
      .where('order_id', '=', orderId)
      .where('to_status', '=', 4)
      .executeTakeFirstOrThrow();
    expect(purchaseEvent.actor_type).toBe('staff');

    // 4 → 5 with carrier and tracking number (audited in the transaction of the move).
    okData(
      await operator.post('/api/admin/order/shipment', {
        json: { orderId, carrier: 'ヤマト運輸', trackingNo: '1234-5678-9012' },
      }),
    );
    expect((await memberOrder(orderId)).order.status).toBe(5);
    const [ship] = await auditOf(t, 'order.ship');
    expect(ship).toMatchObject({ target_type: 'order', target_id: String(orderId), operator_account: 'admin' });

    // 5 → 20: at the warehouse, inspection asked for; domestic shipping ¥800 at cost (buyer pays).
    okData(await operator.post('/api/admin/order/arrival', { json: { orderId, shippingFee: 800 } }));
    expect((await memberOrder(orderId)).order.status).toBe(20);
    expect(await balance()).toBe(paidBalance + 500 - 800);
    expect(await auditOf(t, 'order.arrive')).toHaveLength(1);

    // Photos, re-encoded; the member sees them.
    const photo = await sharp(await solidImage('jpeg', 3000, 2000))
      .jpeg()
      .toBuffer();
    okData(await uploadPhoto(orderId, photo));
    const photos = okData(await uploadPhoto(orderId, await solidImage('png', 800, 600)));
    expect(photos).toHaveLength(2);
    const seen = okData(await member.get<Array<{ url: string }>>('/api/order/inspectionPhotos', { query: { orderId } }));
    expect(seen.map((p) => p.url)).toEqual(photos.map((p) => p.url));
    const served = await t.app.inject({ method: 'GET', url: seen[0].url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    expect(await auditOf(t, 'order.photos')).toHaveLength(2);

    // A note reaches the member's thread and badge.
    const before = await unread();
    okData(await operator.post('/api/admin/order/note', { json: { orderId, note: '外观完好，配件齐全' } }));
    expect(await unread()).toBe(before + 1);
    const thread = okData(
      await member.get<{ thread: Array<{ sender: string; content: string }> }>('/api/order/msgInfo', { query: { orderId } }),
    );
    expect(thread.thread.at(-1)).toMatchObject({ sender: 'staff', content: '验货说明：外观完好，配件齐全' });

    // The member confirms: 20 → 6.
    okData(await member.post('/api/order/YahooInspectionConfirm', { form: { orderId } }));
    const done = await detail(orderId);
    expect(done.order.status).toBe(6);
    expect(done.timeline.map((e) => e.toStatus)).toEqual([3, 4, 5, 20, 6]);
    expect(done.photos).toHaveLength(2);
    expect(done.money.map((m) => m.kind)).toEqual(['order_pay', 'order_settle_refund', 'shipping_fee']);
    await expectBooksBalance();
  });

  it('refuses staff moves the table does not allow, changing nothing', async () => {
    const orderId = await paidOrder();
    okData(await operator.post('/api/admin/order/purchase', { json: { orderId, finalPrice: 3000 } }));
    const snapshot = await detail(orderId);
    const audits = (await t.database.db.selectFrom('audit_log').select('id').execute()).length;
    for (const [url, json] of [
      ['/api/admin/order/purchase', { orderId, finalPrice: 1000 }],
      ['/api/admin/order/fail', { orderId, reason: '卖家取消' }],
      ['/api/admin/order/resolve', { orderId, to: 'back', reason: '已处理' }],
      ['/api/admin/order/arrival', { orderId, shippingFee: 0 }],
    ] as const) {
      const result = await operator.post(url, { json });
      expect(result.body.code, url).not.toBe(0);
    }
    const photo = await uploadPhoto(orderId, await solidImage('png', 100, 100));
    expect(photo.body).toMatchObject({ code: 1, msg: expect.stringContaining('到仓') });
    expect(await detail(orderId)).toEqual(snapshot);
    expect((await t.database.db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });
});

describe('order desk: failures and problem orders refund through the ledger', () => {
  it('a failed purchase needs a reason and refunds everything', async () => {
    const start = await balance();
    const orderId = await paidOrder();
    const noReason = await operator.post('/api/admin/order/fail', { json: { orderId } });
    expect(noReason.body).toMatchObject({ code: 1, msg: expect.stringContaining('原因') });
    const failed = okData(await operator.post<Detail>('/api/admin/order/fail', { json: { orderId, reason: '卖家取消交易' } }));
    expect(failed.order.status).toBe(13);
    expect(failed.money.map((m) => [m.kind, m.amount])).toEqual([
      ['order_pay', -3300],
      ['order_refund', 3300],
    ]);
    expect(await balance()).toBe(start);
    const [record] = await auditOf(t, 'order.fail');
    expect(JSON.parse(record.details)).toMatchObject({ reason: '卖家取消交易', refunded: 3300 });
    await expectBooksBalance();
  });

  it('moves to 21 with a reason and back where it came from, or to 13 with a refund', async () => {
    const start = await balance();
    const orderId = await paidOrder();
    okData(await operator.post('/api/admin/order/purchase', { json: { orderId, finalPrice: 2000 } }));
    const problem = okData(
      await operator.post<Detail>('/api/admin/order/problem', { json: { orderId, reason: '卖家要求补充地址' } }),
    );
    expect(problem.order).toMatchObject({ status: 21, staffActions: ['resolve', 'photos', 'note'] });
    const messages = okData(await member.get<{ list: Array<{ title: string; content: string }> }>('/api/order/msgList'));
    expect(messages.list[0].content).toContain('卖家要求补充地址');
    const back = okData(
      await operator.post<Detail>('/api/admin/order/resolve', { json: { orderId, to: 'back', reason: '地址已补充' } }),
    );
    expect(back.order.status).toBe(4);
    okData(await operator.post('/api/admin/order/problem', { json: { orderId, reason: '卖家无法联系' } }));
    const failed = okData(
      await operator.post<Detail>('/api/admin/order/resolve', { json: { orderId, to: 'fail', reason: '卖家失联' } }),
    );
    expect(failed.order.status).toBe(13);
    expect(failed.timeline.map((e) => [e.toStatus, e.actor])).toEqual([
      [3, '会员'],
      [4, '客服'],
      [21, '客服'],
      [4, '客服'],
      [21, '客服'],
      [13, '客服'],
    ]);
    expect(await balance()).toBe(start);
    expect(await auditOf(t, 'order.problem')).toHaveLength(2);
    expect(await auditOf(t, 'order.resolve')).toHaveLength(2);
    await expectBooksBalance();
  });

  it('every money movement an operator caused has an audit record on its order', async () => {
    const staffKinds = ['order_settle_refund', 'order_refund', 'shipping_fee', 'adjust'] as const;
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'order_id'])
      .where('kind', 'in', [...staffKinds])
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const audited = new Set(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select(['target_type', 'target_id'])
          .where('target_type', '=', 'order')
          .execute()
      ).map((a) => Number(a.target_id)),
    );
    for (const entry of entries)
      if (entry.order_id !== null) expect(audited.has(entry.order_id), `${entry.kind} ${entry.order_id}`).toBe(true);
  });
});

describe('messages inbox', () => {
  it('lists order threads unread first; a reply reaches the member’s thread and badge', async () => {
    const quiet = await paidOrder();
    const busy = await paidOrder();
    okData(await member.post('/api/order/sendMsg', { form: { orderId: quiet, content: '请问什么时候发货？' } }));
    okData(await operator.post('/api/admin/messages/reply', { json: { orderId: quiet, content: '预计明天发货' } }));
    okData(await member.post('/api/order/sendMsg', { form: { orderId: busy, content: '可以加购验货吗？' } }));

    type Threads = {
      list: Array<{ orderId: number; unread: number; lastContent: string; account: string }>;
      unreadThreads: number;
    };
    const inbox = okData(await operator.get<Threads>('/api/admin/messages/threads'));
    expect(inbox.list[0]).toMatchObject({ orderId: busy, unread: 1, lastContent: '可以加购验货吗？', account: 'demo' });
    expect(inbox.list.find((th) => th.orderId === quiet)).toMatchObject({ unread: 0, lastContent: '预计明天发货' });
    expect(inbox.unreadThreads).toBe(1);
    expect(
      okData(await operator.get<Threads>('/api/admin/messages/threads', { query: { unread: 1 } })).list.map((th) => th.orderId),
    ).toEqual([busy]);
    expect(okData(await operator.get<{ unreadThreads: number }>('/api/admin/dashboard')).unreadThreads).toBe(1);

    const before = await unread();
    okData(await operator.post('/api/admin/messages/reply', { json: { orderId: busy, content: '可以，已为您加购' } }));
    expect(await unread()).toBe(before + 1);
    const thread = okData(
      await member.get<{ thread: Array<{ sender: string; content: string }> }>('/api/order/msgInfo', {
        query: { orderId: busy },
      }),
    );
    expect(thread.thread.map((m) => [m.sender, m.content]).filter(([s]) => s !== 'system')).toEqual([
      ['member', '可以加购验货吗？'],
      ['staff', '可以，已为您加购'],
    ]);
    expect(okData(await operator.get<Threads>('/api/admin/messages/threads')).unreadThreads).toBe(0);
    expect(await auditOf(t, 'message.reply')).toHaveLength(2);
    expect((await operator.post('/api/admin/messages/reply', { json: { orderId: busy, content: '  ' } })).status).toBe(400);
  });

  it('another member never sees someone’s inspection photos', async () => {
    const orderId = await paidOrder();
    const other = await t.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect(other.id).not.toBe(demoId);
    const result = await operator.get('/api/order/inspectionPhotos', { query: { orderId } });
    expect(result.status).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts orders per status', async () => {
    const dash = okData(await operator.get<{ counts: Record<string, number> }>('/api/admin/dashboard'));
    const rows = await t.database.db.selectFrom('orders').select('status').execute();
    for (const code of [3, 4, 6, 13] as OrderStatusColumn[]) {
      expect(dash.counts[String(code)], String(code)).toBe(rows.filter((r) => r.status === code).length);
    }
    expect(dash.counts.all).toBe(rows.length);
  });
});
