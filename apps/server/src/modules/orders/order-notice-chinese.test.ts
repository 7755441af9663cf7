import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, openStaffDesk } from '../../../test/kits/staff-kit';
import { insertTestOrder, warehousedItem } from '../../../test/kits/world';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { runStoragePass } from '../parcels/storage-pass';
import { multipartFile, solidImage } from '../users/test-uploads';

/** Hiragana and katakana (U+3041–U+30FF): none may reach a member's notice. */
const KANA = /[\u3041-\u30ff]/;

let t: TestApp, operator: TestClient, member: TestClient, demoId: number;
beforeAll(async () => {
  ({ t, operator, member, demoId } = await openStaffDesk(200_000));
});
afterAll(() => t.close());

interface Msg {
  orderId: number | null;
  title: string;
  content: string;
}

async function noticesOf(orderId: number): Promise<Msg[]> {
  const list = okData(await member.get<{ list: Msg[] }>('/api/order/msgList', { query: { msgSource: '系统消息', limit: 100 } }));
  return list.list.filter((m) => m.orderId === orderId);
}

async function orderNoOf(orderId: number): Promise<string> {
  const row = await t.database.db.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.order_no;
}

function setTitleZh(orderId: number, titleZh: string) {
  return t.database.db.updateTable('orders').set({ title_zh: titleZh }).where('id', '=', orderId).execute();
}

describe('notices name the order by its DG number and Chinese title (decision 078)', () => {
  it('purchase, photos and shipment quote the Chinese title, never the Japanese', async () => {
    const orderId = await insertTestOrder(t.database.db, demoId, { status: 2, now: t.clock.now(), inspection: 1 });
    await setTitleZh(orderId, '测试商品 手提包');
    okData(await member.post('/api/order/pay', { form: { orderId } }));
    okData(await operator.post('/api/admin/order/purchase', { json: { orderId, finalPrice: 2500 } }));
    okData(
      await operator.post('/api/admin/order/shipment', {
        json: { orderId, carrier: 'ヤマト運輸', trackingNo: '1234-5678-9012' },
      }),
    );
    okData(await operator.post('/api/admin/order/arrival', { json: { orderId, shippingFee: 0 } }));
    const { payload, headers } = multipartFile('photo.jpg', 'image/jpeg', await solidImage('jpeg', 600, 400));
    okData(await operator.post(`/api/admin/order/photo?orderId=${orderId}`, { json: payload, headers }));

    const orderNo = await orderNoOf(orderId);
    const notices = await noticesOf(orderId);
    expect(notices.length).toBeGreaterThanOrEqual(5);
    for (const m of notices) {
      expect(m.title, m.title).toContain(orderNo);
      expect(`${m.title} ${m.content}`, m.content).not.toMatch(KANA);
    }
    expect(notices.some((m) => m.content.includes('「测试商品 手提包」') && m.title.includes('已购买'))).toBe(true);
    expect(notices.some((m) => m.content.startsWith('「测试商品 手提包」的验货照片已上传'))).toBe(true);
    expect(notices.some((m) => m.content === '「测试商品 手提包」卖家已发货（大和运输 1234-5678-9012）')).toBe(true);
  });

  it('an order without a Chinese title yet is named by its number alone, not by the Japanese', async () => {
    const orderId = await insertTestOrder(t.database.db, demoId, { status: 2, now: t.clock.now() });
    okData(await member.post('/api/order/pay', { form: { orderId } }));
    okData(await operator.post('/api/admin/order/purchase', { json: { orderId, finalPrice: 2000 } }));
    const orderNo = await orderNoOf(orderId);
    const notices = await noticesOf(orderId);
    expect(notices.length).toBeGreaterThanOrEqual(2);
    for (const m of notices) {
      expect(m.title).toContain(orderNo);
      expect(`${m.title} ${m.content}`, m.content).not.toMatch(KANA);
    }
  });

  it('storage reminders and the overdue notice quote the Chinese title', async () => {
    const orderId = await warehousedItem(t, demoId, { daysAgo: 55 });
    await setTitleZh(orderId, '测试商品 钱包');
    const other = await warehousedItem(t, demoId, { daysAgo: 200 });
    await runStoragePass(t.database.db, t.clock.now());
    for (const id of [orderId, other]) {
      const notices = await noticesOf(id);
      expect(notices.length, String(id)).toBeGreaterThanOrEqual(1);
      for (const m of notices) {
        expect(m.title).toContain(await orderNoOf(id));
        expect(`${m.title} ${m.content}`, m.content).not.toMatch(KANA);
      }
    }
    expect((await noticesOf(orderId)).every((m) => m.content.startsWith('「测试商品 钱包」'))).toBe(true);
  });

  it('the parcel form lists warehoused orders with their DG number and Chinese title', async () => {
    const orderId = await warehousedItem(t, demoId, { daysAgo: 1 });
    await setTitleZh(orderId, '测试商品 手表');
    const items = okData(await member.get<Array<{ orderId: number; orderNo: string; titleZh: string }>>('/api/parcel/warehouse'));
    expect(items.find((i) => i.orderId === orderId)).toMatchObject({
      orderNo: await orderNoOf(orderId),
      titleZh: '测试商品 手表',
    });
  });
});
