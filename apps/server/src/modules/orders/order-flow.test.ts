import { minimumBid } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectMoneyInvariants, memberClient, topUp } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { runBiddingPass } from '../../jobs/bidding-engine';
import { findOrder } from './order-repository';

let t: TestApp;
let operator: TestClient;
let start: number;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 200, seed: 5 } });
  start = t.clock.now();
  ({ client: operator } = await memberClient(t, 'desk', 'operator'));
});
// Tests that end auctions move the clock; the next test starts at the catalogue's time again.
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const pass = () => runBiddingPass({ db: t.database.db, marketplace: t.app.marketplace, now: t.clock.now() });
const used = new Set<string>();

/** An open auction item not used by another test, ending at least `minHours` from now. */
async function openItem(options: { buyNow?: boolean; minHours?: number } = {}) {
  let query = t.database.db
    .selectFrom('items')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now() + (options.minHours ?? 2) * 3600_000)
    .where('end_time', '<', t.clock.now() + 10 * 24 * 3600_000)
    .where('current_price', '<', 20_000);
  query = options.buyNow ? query.where('buy_now_price', 'is not', null) : query.where('buy_now_price', 'is', null);
  const rows = await query.orderBy('item_id').execute();
  const row = rows.find((r) => !used.has(r.item_id));
  if (!row) throw new Error('no suitable item in the test catalogue');
  used.add(row.item_id);
  return row;
}

async function create(client: TestClient, form: Record<string, string | number>) {
  return client.post<{ orderId: number; payAmount: number }>('/api/order/create', { form });
}

async function pay(client: TestClient, orderId: number) {
  const res = await client.post<{ balance: number }>('/api/order/pay', { form: { orderId } });
  expect(res.body.msg).toBe('付款成功');
  return res;
}

async function member(funds = 0) {
  const m = await memberClient(t);
  if (funds) await topUp(m.client, funds);
  return m;
}

describe('creating orders', () => {
  it('validates the maximum against current price + increment, the item being on sale, the seller and buy-it-now', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    const least = minimumBid(item.current_price);
    const low = await create(client, { itemId: item.item_id, kind: 'bid', maxBid: least - 1 });
    expect(low.body.code).toBe(1);
    expect(low.body.msg).toContain('最高出价至少为');
    expect((await create(client, { itemId: item.item_id, kind: 'bid' })).body.code).toBe(1);
    expect((await create(client, { itemId: item.item_id, kind: 'buyout' })).body.msg).toContain('没有一口价');
    expect((await create(client, { itemId: 'x12345678', kind: 'bid', maxBid: 1000 })).body.msg).toContain('不存在');
    expect((await create(client, { itemId: item.item_id, kind: 'bid', maxBid: least, snipeMinutes: 61 })).status).toBe(400);

    await t.database.db
      .insertInto('seller_blacklist')
      .values({ user_id: userId, seller_id: item.seller_id, created_at: t.clock.now() })
      .execute();
    expect((await create(client, { itemId: item.item_id, kind: 'bid', maxBid: least })).body.msg).toContain('黑名单');
    await t.database.db.deleteFrom('seller_blacklist').where('user_id', '=', userId).execute();

    const ok = await create(client, {
      itemId: item.item_id,
      kind: 'bid',
      maxBid: least,
      snipeMinutes: '',
      inspection: 1,
      remark: '请仔细检查',
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.payAmount).toBe(least + 300 + 200);
    const order = await findOrder(t.database.db, ok.body.data.orderId);
    expect(order).toMatchObject({
      status: 2,
      max_bid: least,
      inspection: 1,
      remark: '请仔细检查',
      seller_id: item.seller_id,
      snipe_minutes: null,
    });
    expect((await create(client, { itemId: item.item_id, kind: 'bid', maxBid: least })).body.msg).toContain('进行中的订单');

    const ended = await openItem();
    await t.database.db
      .updateTable('items')
      .set({ end_time: t.clock.now() - 1000 })
      .where('item_id', '=', ended.item_id)
      .execute();
    expect((await create(client, { itemId: ended.item_id, kind: 'bid', maxBid: 1_000_000 })).body.msg).toContain('已结束');
  });
});

describe('from order to warehouse', () => {
  it('a won bid settles at the final price and refunds the difference; shipment, arrival and inspection follow', async () => {
    const { client, userId } = await member(200_000);
    const item = await openItem();
    const maxBid = minimumBid(item.current_price) + 5_000;
    const created = await create(client, { itemId: item.item_id, kind: 'bid', maxBid, inspection: 1 });
    const orderId = created.body.data.orderId;
    const paid = await client.post<{ balance: number }>('/api/order/pay', { form: { orderId } });
    expect(paid.body).toMatchObject({ code: 0, data: { balance: 200_000 - (maxBid + 500) } });

    const listed = await client.get<{ list: Array<{ orderId: number; status: number }>; counts: Record<string, number> }>(
      '/api/order/list',
      {
        query: { type: '3' },
      },
    );
    expect(listed.body.data.list.map((o) => o.orderId)).toContain(orderId);
    expect(listed.body.data.counts['3']).toBeGreaterThanOrEqual(1);

    expect((await pass()).bidsPlaced).toBeGreaterThanOrEqual(1);
    expect((await findOrder(t.database.db, orderId))?.bid_state).toBe('placed');
    const cancel = await client.post('/api/order/cancel', { form: { orderId } });
    expect(cancel.body.code).toBe(1);

    t.clock.set(item.end_time + 1000);
    expect((await pass()).won).toBeGreaterThanOrEqual(1);
    const won = await findOrder(t.database.db, orderId);
    expect(won?.status).toBe(4);
    const finalPrice = Number(won?.final_price);
    expect(finalPrice).toBeLessThanOrEqual(maxBid);
    expect(await balanceOf(t.database.db, userId)).toBe(200_000 - finalPrice - 500);
    const records = await client.get<{ list: Array<{ kind: string; amount: number }> }>('/api/user/GetOrderRecord', {
      query: { type: 'money', orderId },
    });
    expect(records.body.data.list.find((r) => r.kind === 'order_settle_refund')?.amount).toBe(maxBid - finalPrice);

    expect(
      (await operator.post('/api/admin/order/shipment', { form: { orderId, carrier: '佐川急便', trackingNo: '1234-5678' } })).body
        .code,
    ).toBe(0);
    const arrival = await operator.post<{ status: number }>('/api/admin/order/arrival', { form: { orderId, shippingFee: 800 } });
    expect(arrival.body.data.status).toBe(20);
    expect(await balanceOf(t.database.db, userId)).toBe(200_000 - finalPrice - 500 - 800);
    const info = await client.get<{
      order: { status: number; actions: string[]; trackingNo: string };
      timeline: Array<{ toStatus: number; actor: string }>;
    }>('/api/order/info', { query: { orderId } });
    expect(info.body.data.order).toMatchObject({ status: 20, trackingNo: '1234-5678' });
    expect(info.body.data.order.actions).toContain('inspectionConfirm');
    expect(info.body.data.timeline.map((e) => e.toStatus)).toEqual([2, 3, 4, 5, 20]);
    expect(info.body.data.timeline.map((e) => e.actor)).toEqual(['会员', '会员', '系统', '客服', '客服']);

    expect((await client.post('/api/order/YahooInspectionConfirm', { form: { orderId } })).body.code).toBe(0);
    expect((await findOrder(t.database.db, orderId))?.status).toBe(6);
    const messages = await client.get<{ total: number }>('/api/order/msgList', { query: { orderId } });
    expect(messages.body.data.total).toBe(5);
    await expectMoneyInvariants(t.database.db);
  });

  it('an outbid order fails with a full refund', async () => {
    const item = await openItem();
    const high = await member(100_000);
    const low = await member(100_000);
    const base = minimumBid(item.current_price);
    // The lower maximum is placed first and leads, until the higher one passes it.
    const b = await create(low.client, { itemId: item.item_id, kind: 'bid', maxBid: base });
    const a = await create(high.client, { itemId: item.item_id, kind: 'bid', maxBid: base + 3_000 });
    await pay(high.client, a.body.data.orderId);
    await pay(low.client, b.body.data.orderId);
    expect((await pass()).outbid).toBe(1);
    expect((await findOrder(t.database.db, b.body.data.orderId))?.bid_state).toBe('outbid');
    const notice = await low.client.get<{ list: Array<{ title: string }> }>('/api/order/msgList', {
      query: { orderId: b.body.data.orderId },
    });
    expect(notice.body.data.list.map((m) => m.title)).toContain(
      `订单 ${(await findOrder(t.database.db, b.body.data.orderId))?.order_no}：出价已被超过`,
    );
    expect((await pass()).outbid).toBe(0);
    t.clock.set(item.end_time + 1000);
    await pass();
    expect((await findOrder(t.database.db, a.body.data.orderId))?.status).toBe(4);
    expect((await findOrder(t.database.db, b.body.data.orderId))?.status).toBe(13);
    expect(await balanceOf(t.database.db, low.userId)).toBe(100_000);
    await expectMoneyInvariants(t.database.db);
  });

  it('a snipe bid waits until N minutes before the end', async () => {
    const { client } = await member(100_000);
    const item = await openItem({ minHours: 3 });
    const created = await create(client, {
      itemId: item.item_id,
      kind: 'bid',
      maxBid: minimumBid(item.current_price),
      snipeMinutes: 10,
    });
    const orderId = created.body.data.orderId;
    await pay(client, orderId);
    await pass();
    expect((await findOrder(t.database.db, orderId))?.bid_state).toBe('none');
    t.clock.set(item.end_time - 11 * 60_000);
    await pass();
    expect((await findOrder(t.database.db, orderId))?.bid_state).toBe('none');
    t.clock.set(item.end_time - 10 * 60_000);
    await pass();
    expect((await findOrder(t.database.db, orderId))?.bid_state).toBe('placed');
  });

  it('a buyout is purchased at once at the buy-it-now price', async () => {
    const { client, userId } = await member(1_000_000);
    const item = await openItem({ buyNow: true });
    const created = await create(client, { itemId: item.item_id, kind: 'buyout' });
    const orderId = created.body.data.orderId;
    await pay(client, orderId);
    expect((await pass()).bought).toBeGreaterThanOrEqual(1);
    const order = await findOrder(t.database.db, orderId);
    expect(order).toMatchObject({ status: 4, final_price: item.buy_now_price });
    expect(await balanceOf(t.database.db, userId)).toBe(1_000_000 - Number(item.buy_now_price) - 300);
  });

  it('unpaid orders of ended auctions are cancelled; a paid order cancelled before its bid is refunded', async () => {
    const { client, userId } = await member(100_000);
    const item = await openItem({ minHours: 3 });
    const unpaid = await create(client, { itemId: item.item_id, kind: 'bid', maxBid: minimumBid(item.current_price) });
    const other = await openItem({ minHours: 3 });
    const sniped = await create(client, {
      itemId: other.item_id,
      kind: 'bid',
      maxBid: minimumBid(other.current_price),
      snipeMinutes: 5,
    });
    await pay(client, sniped.body.data.orderId);
    expect(await balanceOf(t.database.db, userId)).toBeLessThan(100_000);
    expect(
      (await client.post('/api/order/cancel', { form: { orderId: sniped.body.data.orderId, reason: '不想要了' } })).body.code,
    ).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(100_000);
    expect((await findOrder(t.database.db, sniped.body.data.orderId))?.status).toBe(1);

    t.clock.set(Math.max(item.end_time, other.end_time) + 1000);
    await pass();
    expect((await findOrder(t.database.db, unpaid.body.data.orderId))?.status).toBe(1);
    await expectMoneyInvariants(t.database.db);
  });
});

describe('recovery', () => {
  it('claims left by a crash are resolved: a bid counts as placed, a buyout not yet made is retried', async () => {
    const { client } = await member(1_000_000);
    const bidItem = await openItem();
    const bid = await create(client, { itemId: bidItem.item_id, kind: 'bid', maxBid: minimumBid(bidItem.current_price) });
    const buyItem = await openItem({ buyNow: true });
    const buy = await create(client, { itemId: buyItem.item_id, kind: 'buyout' });
    for (const orderId of [bid.body.data.orderId, buy.body.data.orderId]) {
      await pay(client, orderId);
      await t.database.db
        .updateTable('orders')
        .set({ bid_state: 'placing', updated_at: t.clock.now() - 10 * 60_000 })
        .where('id', '=', orderId)
        .execute();
    }
    await pass();
    // Counted as placed; the marketplace never saw it, so it does not lead and the member hears so.
    expect(['placed', 'outbid']).toContain((await findOrder(t.database.db, bid.body.data.orderId))?.bid_state);
    expect((await findOrder(t.database.db, buy.body.data.orderId))?.status).toBe(4);
  });
});

describe('editing paid orders', () => {
  it('changing the maximum or inspection moves the hold, and a short balance is refused', async () => {
    const { client, userId } = await member(50_000);
    const item = await openItem({ minHours: 3 });
    const least = minimumBid(item.current_price);
    const created = await create(client, { itemId: item.item_id, kind: 'bid', maxBid: least, snipeMinutes: 30 });
    const orderId = created.body.data.orderId;
    await pay(client, orderId);
    const afterPay = await balanceOf(t.database.db, userId);
    expect(
      (await client.post('/api/order/editInfo', { form: { orderId, maxBid: least + 1000, remark: '加价' } })).body.code,
    ).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(afterPay - 1000);
    expect((await client.post('/api/order/editInspectionState', { form: { orderId, inspection: 1 } })).body.code).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(afterPay - 1200);
    expect((await client.post('/api/order/editInspectionState', { form: { orderId, inspection: 0 } })).body.code).toBe(0);
    expect(await balanceOf(t.database.db, userId)).toBe(afterPay - 1000);
    const tooMuch = await client.post<{ shortfall: number }>('/api/order/editInfo', {
      form: { orderId, maxBid: least + 1_000_000 },
    });
    expect(tooMuch.body.code).toBe(1);
    expect(tooMuch.body.data.shortfall).toBeGreaterThan(0);
    expect((await findOrder(t.database.db, orderId))?.max_bid).toBe(least + 1000);
    await expectMoneyInvariants(t.database.db);
  });
});

describe('operator steps', () => {
  it('arrival with a shipping fee the balance cannot pay moves the order to 21 with a message', async () => {
    const { client, userId } = await member(100_000);
    const item = await openItem({ buyNow: true });
    const created = await create(client, { itemId: item.item_id, kind: 'buyout' });
    const orderId = created.body.data.orderId;
    await pay(client, orderId);
    await pass();
    await operator.post('/api/admin/order/shipment', { form: { orderId, carrier: 'ヤマト運輸', trackingNo: 'Y-1' } });
    const left = await balanceOf(t.database.db, userId);
    const arrival = await operator.post<{ status: number; shortfall: number }>('/api/admin/order/arrival', {
      form: { orderId, shippingFee: left + 700 },
    });
    const order = await findOrder(t.database.db, orderId);
    const expectProblem = order?.shipping_payer === 'buyer';
    expect(arrival.body.data.status).toBe(expectProblem ? 21 : 6);
    if (expectProblem) {
      expect(arrival.body.data.shortfall).toBe(700);
      expect(order).toMatchObject({ status: 21, problem_from: 5 });
      const messages = await client.get<{ list: Array<{ content: string }> }>('/api/order/msgList', { query: { orderId } });
      expect(messages.body.data.list.some((m) => m.content.includes('还差 700 日元'))).toBe(true);
    }
    expect(await balanceOf(t.database.db, userId)).toBe(left);
  });

  it('the admin calls need an operator', async () => {
    const { client } = await member();
    expect((await client.post('/api/admin/order/shipment', { form: { orderId: 1, carrier: 'x', trackingNo: 'y' } })).status).toBe(
      403,
    );
    expect((await t.client().post('/api/admin/order/arrival', { form: { orderId: 1 } })).status).toBe(401);
  });
});

describe('order messages', () => {
  it('a message thread works both ways, with read marks, the unread count and deletion', async () => {
    const { client, userId } = await member();
    const item = await openItem();
    const created = await create(client, { itemId: item.item_id, kind: 'bid', maxBid: minimumBid(item.current_price) });
    const orderId = created.body.data.orderId;
    const sent = await client.post<{ msgId: number; sender: string }>('/api/order/sendMsg', {
      form: { orderId, content: '请问卖家发货了吗？' },
    });
    expect(sent.body.data.sender).toBe('member');
    // Staff answer (the operator console's call comes with the operator issue).
    await t.database.db
      .insertInto('messages')
      .values({
        user_id: userId,
        order_id: orderId,
        source: 'order',
        sender: 'staff',
        title: `订单 ${orderId} 回复`,
        content: '已联系卖家，预计明天发货',
        read_at: null,
        staff_read_at: null,
        deleted_at: null,
        created_at: t.clock.now() + 1,
      })
      .execute();
    const count = await client.get<{ totalNum: number }>('/api/order/msgCount', { query: { msgSource: '订单消息' } });
    expect(count.body.data.totalNum).toBe(1);
    const list = await client.get<{ list: Array<{ msgId: number; sender: string; read: boolean }> }>('/api/order/msgList', {
      query: { msgSource: '订单消息', orderId },
    });
    expect(list.body.data.list.map((m) => m.sender)).toEqual(['staff', 'member']);
    const staffMsg = list.body.data.list[0];
    const info = await client.get<{ thread: Array<{ content: string }> }>('/api/order/msgInfo', {
      query: { msgId: staffMsg.msgId },
    });
    expect(info.body.data.thread.map((m) => m.content)).toEqual(['请问卖家发货了吗？', '已联系卖家，预计明天发货']);
    const read = await client.post<{ read: number; totalNum: number }>(`/api/order/readMsg?msgId=${staffMsg.msgId}`);
    expect(read.body.data).toEqual({ read: 1, totalNum: 0 });
    expect((await client.post('/api/order/delOrderMsg', { form: { msgId: staffMsg.msgId } })).body.code).toBe(0);
    const after = await client.get<{ total: number }>('/api/order/msgList', { query: { orderId } });
    expect(after.body.data.total).toBe(1);
  });
});

describe('access', () => {
  it("another member's orders, messages and top-ups can be neither read nor changed", async () => {
    const owner = await member(50_000);
    const intruder = await member(50_000);
    const item = await openItem({ minHours: 3 });
    const created = await create(owner.client, { itemId: item.item_id, kind: 'bid', maxBid: minimumBid(item.current_price) });
    const orderId = created.body.data.orderId;
    const sent = await owner.client.post<{ msgId: number }>('/api/order/sendMsg', { form: { orderId, content: '私人留言' } });
    const msgId = sent.body.data.msgId;
    const recharge = await owner.client.post<{ rechargeId: string }>('/api/user/webRecharge', {
      form: { channel: 'wechat', amount: 1000 },
    });
    const before = {
      order: await findOrder(t.database.db, orderId),
      messages: await t.database.db.selectFrom('messages').selectAll().where('user_id', '=', owner.userId).execute(),
      balance: await balanceOf(t.database.db, owner.userId),
      intruderBalance: await balanceOf(t.database.db, intruder.userId),
    };

    const c = intruder.client;
    const reads = [
      await c.get('/api/order/info', { query: { orderId } }),
      await c.get('/api/order/msgInfo', { query: { msgId } }),
      await c.get('/api/order/msgInfo', { query: { orderId } }),
      await c.get('/api/user/GetRechargeStatus', { query: { rechargeId: recharge.body.data.rechargeId } }),
    ];
    for (const r of reads) expect(r.status).toBe(404);
    const list = await c.get<{ total: number }>('/api/order/list', { query: { orderId } });
    expect(list.body.data.total).toBe(0);
    const msgs = await c.get<{ total: number }>('/api/order/msgList', { query: { orderId } });
    expect(msgs.body.data.total).toBe(0);
    const records = await c.get<{ total: number }>('/api/user/GetOrderRecord', { query: { orderId } });
    expect(records.body.data.total).toBe(0);

    const writes = [
      await c.post('/api/order/pay', { form: { orderId } }),
      await c.post('/api/order/cancel', { form: { orderId } }),
      await c.post('/api/order/editInfo', { form: { orderId, remark: 'hacked' } }),
      await c.post('/api/order/editInspectionState', { form: { orderId, inspection: 1 } }),
      await c.post('/api/order/YahooInspectionConfirm', { form: { orderId } }),
      await c.post('/api/order/sendMsg', { form: { orderId, content: 'hi' } }),
      await c.post(`/api/order/readMsg?msgId=${msgId}`),
      await c.post(`/api/order/readMsg?orderId=${orderId}`),
      await c.post('/api/order/delOrderMsg', { form: { msgId } }),
    ];
    for (const w of writes) expect(w.status).toBe(404);

    const anonymous = t.client();
    for (const url of ['/api/order/list', '/api/order/msgList']) expect((await anonymous.get(url)).status).toBe(401);
    expect((await anonymous.get('/api/order/info', { query: { orderId } })).status).toBe(401);
    expect((await anonymous.post('/api/order/pay', { form: { orderId } })).status).toBe(401);

    expect({
      order: await findOrder(t.database.db, orderId),
      messages: await t.database.db.selectFrom('messages').selectAll().where('user_id', '=', owner.userId).execute(),
      balance: await balanceOf(t.database.db, owner.userId),
      intruderBalance: await balanceOf(t.database.db, intruder.userId),
    }).toEqual(before);
  });
});
