import { type AdminShipping, DAY_MS, ORDER_NO_PATTERN, type ParcelQuote, type StorageReport } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, declare, memberClient, warehousedItem } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { findOrder } from '../orders/order-repository';
import { autoReceiveParcels, runStoragePass } from './storage-pass';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'storage_staff', 'operator'));
});
afterAll(async () => {
  await expectMoneyInvariants(t.database.db);
  await t.close();
});

const titles = async (userId: number) =>
  (await t.database.db.selectFrom('messages').select('title').where('user_id', '=', userId).orderBy('id').execute()).map(
    (m) => m.title,
  );

describe('the storage clock with the injectable clock', () => {
  it('reminds 7 days and 1 day before free storage ends and before the maximum, once each; past it, the staff queue', async () => {
    const { userId } = await memberClient(t);
    const orderId = await warehousedItem(t, userId, { daysAgo: 0 });
    const at = (day: number) => t.clock.now() + day * DAY_MS;
    const start = t.clock.now();
    const pass = async (day: number) => runStoragePass(t.database.db, start + day * DAY_MS);
    expect(await pass(50)).toEqual({ reminders: 0, queued: 0 });
    expect((await pass(53)).reminders).toBe(1);
    expect((await pass(54)).reminders).toBe(0);
    expect((await pass(59.5)).reminders).toBe(1);
    expect((await pass(59.6)).reminders).toBe(0);
    expect((await pass(173.5)).reminders).toBe(1);
    expect((await pass(179.5)).reminders).toBe(1);
    expect(await pass(181)).toEqual({ reminders: 0, queued: 1 });
    expect(await pass(182)).toEqual({ reminders: 0, queued: 0 });
    expect(at(0)).toBe(start);
    const sent = await titles(userId);
    const orderNo = (await findOrder(t.database.db, orderId))?.order_no;
    expect(orderNo).toMatch(ORDER_NO_PATTERN);
    expect(sent).toEqual([
      `订单 ${orderNo}：免费仓储 7 天后到期`,
      `订单 ${orderNo}：免费仓储 1 天后到期`,
      `订单 ${orderNo}：最长保管期 7 天后到期`,
      `订单 ${orderNo}：最长保管期 1 天后到期`,
      `订单 ${orderNo}：已超过最长保管期`,
    ]);

    t.clock.set(start + 181 * DAY_MS);
    const report = okData(await staff.get<StorageReport>('/api/admin/storage'));
    expect(report.queued).toBe(1);
    expect(report.list[0]).toMatchObject({ orderId, state: 'over', queued: true, fee: 121 * 50 });
    okData(await staff.post('/api/admin/storage/resolve', { json: { orderId, extraDays: 30, note: '会员确认下周发货' } }));
    const after = okData(await staff.get<StorageReport>('/api/admin/storage'));
    expect(after.queued).toBe(0);
    expect(after.list.find((i) => i.orderId === orderId)).toMatchObject({ state: 'charging', note: '会员确认下周发货' });
    // The maximum moved by 30 days: reminders for the new limit come again.
    expect((await runStoragePass(t.database.db, start + 203.5 * DAY_MS)).reminders).toBe(1);
  });

  it('items in a shipment request are not reminded (their clock is stopped)', async () => {
    t.clock.set(Date.UTC(2027, 0, 1));
    const m = await memberClient(t);
    const orderId = await warehousedItem(t, m.userId, { daysAgo: 40 });
    const addressId = await addressOf(m.client);
    okData(await m.client.post('/api/parcel/create', { json: { items: declare([orderId]), addressId, method: 'ems' } }));
    expect((await runStoragePass(t.database.db, t.clock.now() + 15 * DAY_MS)).reminders).toBe(0);
    expect(await titles(m.userId)).toEqual([]);
  });

  it('storage fees in a quote follow the configured rules; staff change them and the rate card', async () => {
    const m = await memberClient(t);
    const orderId = await warehousedItem(t, m.userId, { daysAgo: 70 });
    const quote = async () =>
      okData(await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare([orderId]) } }));
    expect((await quote()).storageFee).toBe(10 * 50);
    okData(await staff.post('/api/admin/shipping/storage', { json: { freeDays: 30, dailyFee: 20, maxDays: 120 } }));
    expect((await quote()).storageFee).toBe(40 * 20);
    const bad = await staff.post('/api/admin/shipping/storage', { json: { freeDays: 100, dailyFee: 20, maxDays: 50 } });
    expect(bad.body.code).not.toBe(0);

    // A new EMS card from tomorrow: today's quote keeps the old one, tomorrow's uses the new.
    const before = (await quote()).methods.find((x) => x.code === 'ems')?.shippingFee;
    const card = { mode: 'table', rows: [{ upToG: 30000, price: 9999 }] };
    okData(
      await staff.post<AdminShipping>('/api/admin/shipping/rateCard', {
        json: { code: 'ems', effectiveFrom: t.clock.now() + DAY_MS, card },
      }),
    );
    expect((await quote()).methods.find((x) => x.code === 'ems')?.shippingFee).toBe(before);
    t.clock.advance(DAY_MS + 1);
    expect((await quote()).methods.find((x) => x.code === 'ems')?.shippingFee).toBe(9999);
    const past = await staff.post('/api/admin/shipping/rateCard', { json: { code: 'ems', effectiveFrom: 0, card } });
    expect(past.body.msg).toContain('生效时间');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['shipping.card', 'settings.storage'])
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('a shipped parcel nobody confirms is received automatically after the configured days', async () => {
    const m = await memberClient(t);
    const orderId = await warehousedItem(t, m.userId);
    const addressId = await addressOf(m.client);
    const { parcelIds } = okData(
      await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: { items: declare([orderId]), addressId, method: 'ems' },
      }),
    );
    const [parcelId] = parcelIds;
    await t.database.db.updateTable('parcels').set({ status: 5, shipped_at: t.clock.now() }).where('id', '=', parcelId).execute();
    expect(await autoReceiveParcels(t.database.db, t.clock.now() + 14 * DAY_MS)).toBe(0);
    expect(await autoReceiveParcels(t.database.db, t.clock.now() + 15 * DAY_MS)).toBe(1);
    const row = await t.database.db.selectFrom('parcels').select('status').where('id', '=', parcelId).executeTakeFirstOrThrow();
    expect(row.status).toBe(6);
  });
});
