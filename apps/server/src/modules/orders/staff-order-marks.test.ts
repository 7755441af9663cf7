import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, operatorClient } from '../../../test/kits/staff-kit';
import { insertTestOrder, memberClient, topUp, warehousedItem } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { multipartFile, solidImage } from '../users/test-uploads';

let t: TestApp;
let operator: TestClient;
let member: TestClient;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
  operator = await operatorClient(t);
  ({ client: member, userId } = await memberClient(t));
  await topUp(member, 100_000);
});
afterAll(() => t.close());

type DeskList = { list: Array<{ orderId: number; unreadMessages: number }> };
const unreadOnDesk = async (orderId: number) => {
  const list = okData(await operator.get<DeskList>('/api/admin/orders', { query: { keyword: String(orderId) } }));
  return list.list.find((o) => o.orderId === orderId)?.unreadMessages;
};

describe('the order desk marks orders with unread member messages', () => {
  it('counts the member’s messages staff have not read, per order, until staff read the thread', async () => {
    const orderId = await insertTestOrder(t.database.db, userId, { status: 2, now: t.clock.now() });
    okData(await member.post('/api/order/pay', { form: { orderId } }));
    const quiet = await insertTestOrder(t.database.db, userId, { status: 2, now: t.clock.now() });
    expect(await unreadOnDesk(orderId)).toBe(0);

    // A staff message is not the member's: it does not count.
    okData(await operator.post('/api/admin/messages/reply', { json: { orderId, content: '已收到付款，今天内为您购买' } }));
    okData(await member.post('/api/order/sendMsg', { form: { orderId, content: '请问什么时候能买到？' } }));
    okData(await member.post('/api/order/sendMsg', { form: { orderId, content: '另外请帮忙看看有没有划痕' } }));
    expect(await unreadOnDesk(orderId)).toBe(2);
    expect(await unreadOnDesk(quiet)).toBe(0);
    const detail = okData(
      await operator.get<{ order: { unreadMessages: number } }>('/api/admin/order/info', { query: { orderId } }),
    );
    expect(detail.order.unreadMessages).toBe(2);

    okData(await operator.post('/api/admin/messages/read', { json: { orderId } }));
    expect(await unreadOnDesk(orderId)).toBe(0);
  });
});

type Unweighed = { list: Array<{ orderId: number; orderNo: string; account: string; arrivedAt: number }>; total: number };

describe('待称重: items at the warehouse without a weight', () => {
  it('lists them for staff, oldest arrival first; a weight alone makes one shippable and takes it off the list', async () => {
    const older = await warehousedItem(t, userId, { daysAgo: 30 });
    const newer = await warehousedItem(t, userId, { daysAgo: 2 });
    const weighed = await warehousedItem(t, userId, { daysAgo: 40 });
    // Rows from the previous release: arrived before the arrival step recorded a weight.
    await t.database.db
      .updateTable('orders')
      .set({ weight_g: null, length_cm: null, width_cm: null, height_cm: null })
      .where('id', 'in', [older, newer])
      .execute();

    const before = okData(await operator.get<Unweighed>('/api/admin/warehouse/unweighed'));
    expect(before.list.map((i) => i.orderId)).toEqual([older, newer]);
    expect(before.total).toBe(2);
    expect(before.list.map((i) => i.orderId)).not.toContain(weighed);
    expect(before.list[0].account).toMatch(/^m/);

    // The member is told what happens: staff weigh it, nothing for them to do.
    const address = okData(
      await member.post<{ addressId: number }>('/api/address/add', {
        form: {
          recipient: '收件人',
          mobile: '13900139000',
          provinceCode: '44',
          cityCode: '4403',
          districtCode: '440305',
          street: '深南大道 1 号',
          isDefault: '1',
        },
      }),
    );
    const refused = await member.post('/api/parcel/create', {
      json: {
        items: [{ orderId: older, description: '二手手提包', declaredValue: 3000 }],
        addressId: address.addressId,
        method: 'ems',
      },
    });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toContain('客服称重后即可申请');

    // The quick weigh: the weight alone (no box).
    okData(await operator.post('/api/admin/order/measure', { json: { orderId: older, weightG: 1200 } }));
    const after = okData(await operator.get<Unweighed>('/api/admin/warehouse/unweighed'));
    expect(after.list.map((i) => i.orderId)).toEqual([newer]);
    expect(String((await auditOf(t, 'order.measure'))[0].target_id)).toBe(String(older));
    const created = okData(
      await member.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: {
          items: [{ orderId: older, description: '二手手提包', declaredValue: 3000 }],
          addressId: address.addressId,
          method: 'ems',
        },
      }),
    );

    // A packing photo is logged as a parcel's photo, not as an item's inspection photo.
    const { payload, headers } = multipartFile('box.jpg', 'image/jpeg', await solidImage('jpeg'));
    okData(await operator.post(`/api/admin/parcel/photo?parcelId=${created.parcelIds[0]}`, { json: payload, headers }));
    const [photoAudit] = await auditOf(t, 'parcel.photos');
    const details = typeof photoAudit.details === 'string' ? JSON.parse(photoAudit.details) : photoAudit.details;
    expect(details.kind).toBe('parcel');
  });

  it('refuses a box with only some of its sides', async () => {
    const item = await warehousedItem(t, userId);
    const answer = await operator.post('/api/admin/order/measure', { json: { orderId: item, weightG: 500, lengthCm: 30 } });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.msg).toContain('长、宽、高');
  });
});
