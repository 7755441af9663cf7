import type { OrderInfo } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { balanceOf, insertTestOrder, memberClient } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'reject_staff', 'operator'));
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

const info = async (client: TestClient, orderId: number) =>
  okData(await client.get<OrderInfo>(`/api/order/info?orderId=${orderId}`)).order;

describe('inspection has a way out (issue 14.8)', () => {
  it('the member rejects at 验货中 with a reason → 问题订单; staff return it to the seller with a full refund', async () => {
    const m = await memberClient(t);
    const orderId = await insertTestOrder(t.database.db, m.userId, { status: 20, inspection: 1, now: t.clock.now() });
    const before = await balanceOf(t.database.db, m.userId);
    expect((await info(m.client, orderId)).actions).toContain('inspectionReject');
    okData(await m.client.post('/api/order/inspectionReject', { form: { orderId, reason: 'damaged', note: '屏幕有裂痕' } }));
    const rejected = await info(m.client, orderId);
    expect(rejected).toMatchObject({ status: 21, problemFrom: 20 });
    const paid = rejected.paidAmount;
    const events = okData(await m.client.get<OrderInfo>(`/api/order/info?orderId=${orderId}`)).timeline;
    expect(events.at(-1)?.note).toContain('商品破损（屏幕有裂痕）');
    okData(await staff.post('/api/admin/order/resolve', { json: { orderId, to: 'fail', reason: '已退回卖家，卖家同意退款' } }));
    expect(await info(m.client, orderId)).toMatchObject({ status: 13, paidAmount: 0 });
    expect(await balanceOf(t.database.db, m.userId)).toBe(before + paid);
  });

  it('staff may keep the item with a note (21 → 6); only an order from a rejected inspection may be kept', async () => {
    const m = await memberClient(t);
    const orderId = await insertTestOrder(t.database.db, m.userId, { status: 20, inspection: 1, now: t.clock.now() });
    okData(await m.client.post('/api/order/inspectionReject', { form: { orderId, reason: 'not_as_described' } }));
    okData(await staff.post('/api/admin/order/resolve', { json: { orderId, to: 'keep', reason: '卖家补偿后会员同意保留' } }));
    expect((await info(m.client, orderId)).status).toBe(6);

    const other = await insertTestOrder(t.database.db, m.userId, { status: 21, problemFrom: 5, now: t.clock.now() });
    const refused = await staff.post('/api/admin/order/resolve', { json: { orderId: other, to: 'keep', reason: '保留' } });
    expect(refused.body.code).not.toBe(0);
    expect((await info(m.client, other)).status).toBe(21);
  });

  it('rejecting outside 验货中, or another member’s order, changes nothing', async () => {
    const m = await memberClient(t);
    const warehoused = await insertTestOrder(t.database.db, m.userId, { status: 6, now: t.clock.now() });
    const res = await m.client.post('/api/order/inspectionReject', { form: { orderId: warehoused, reason: 'damaged' } });
    expect(res.body.code).not.toBe(0);
    const stranger = await memberClient(t);
    const inspecting = await insertTestOrder(t.database.db, m.userId, { status: 20, inspection: 1, now: t.clock.now() });
    const theirs = await stranger.client.post('/api/order/inspectionReject', {
      form: { orderId: inspecting, reason: 'damaged' },
    });
    expect(theirs.status).toBe(404);
    expect((await info(m.client, inspecting)).status).toBe(20);
  });
});
