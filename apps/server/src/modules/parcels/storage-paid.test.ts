import { type AdminParcelDetail, DAY_MS, type ParcelInfo, type ParcelQuote } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, declare, fund, memberClient, warehousedItem } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'storage_paid_staff', 'operator'));
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

const HOUR = 3_600_000;

/** An item that arrived now, 70 days (and an hour) on: day 71, 11 days past the 60 free ones at ¥50. */
async function shippedAfter70Days() {
  const m = await memberClient(t);
  const orderId = await warehousedItem(t, m.userId, { weightG: 700, daysAgo: 0 });
  t.clock.advance(70 * DAY_MS + HOUR);
  const addressId = await addressOf(m.client);
  const quote = async () =>
    okData(await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare([orderId]), addressId } }));
  expect(await quote()).toMatchObject({ storageFee: 550, items: [{ storageDays: 71, storageFee: 550 }] });
  const { parcelIds } = okData(
    await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: { items: declare([orderId]), addressId, method: 'ems' },
    }),
  );
  const parcelId = parcelIds[0];
  okData(
    await staff.post<AdminParcelDetail>('/api/admin/parcel/pack', {
      json: { parcelId, weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 },
    }),
  );
  await fund(t.database.db, m.userId, 50_000, t.clock.now(), `storage-paid:${m.userId}`);
  okData(await m.client.post('/api/parcel/pay', { form: { parcelId } }));
  t.clock.advance(2 * DAY_MS);
  okData(await staff.post('/api/admin/parcel/ship', { json: { parcelId, carrier: 'EMS', trackingNo: 'EJ200000001JP' } }));
  t.clock.advance(3 * DAY_MS);
  okData(await staff.post('/api/admin/parcel/problem', { json: { parcelId, reason: '包裹被退回日本' } }));
  const parcel = okData(await m.client.get<ParcelInfo>(`/api/parcel/info?parcelId=${parcelId}`)).parcel;
  expect(parcel.storageFee).toBe(550);
  return { ...m, orderId, parcelId, quote, paid: parcel.paidAmount };
}

describe('storage already paid is not charged again (issue 25.2, decision 057)', () => {
  it('items returned from a closed parcel resume from the days paid: ¥0 at once, then only the new days', async () => {
    const r = await shippedAfter70Days();
    const detail = okData(await staff.get<AdminParcelDetail>(`/api/admin/parcel?parcelId=${r.parcelId}`));
    expect(detail.storagePaid).toEqual({ fee: 550, kept: 550 });
    // Shipping and service fees refunded; the storage the member used is kept.
    okData(
      await staff.post('/api/admin/parcel/resolve', {
        json: { parcelId: r.parcelId, to: 'close', refund: r.paid - 550, returnItems: 1, reason: '退回日本，退运费' },
      }),
    );
    expect(await r.quote()).toMatchObject({ storageFee: 0, items: [{ storageDays: 71, storageFee: 0 }] });
    t.clock.advance(5 * DAY_MS);
    expect(await r.quote()).toMatchObject({ storageFee: 250, items: [{ storageDays: 76, storageFee: 250 }] });
    const order = await t.database.db
      .selectFrom('orders')
      .select(['storage_paid', 'parcel_id'])
      .where('id', '=', r.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ storage_paid: 550, parcel_id: null });
  });

  it('a refund beyond the shipping and service fees gives storage back: those days are due again', async () => {
    const r = await shippedAfter70Days();
    // Everything but ¥150 refunded: ¥400 of the ¥550 storage is given back, ¥150 (3 days) stays paid.
    okData(
      await staff.post('/api/admin/parcel/resolve', {
        json: { parcelId: r.parcelId, to: 'close', refund: r.paid - 150, returnItems: 1, reason: '全额退款' },
      }),
    );
    expect(await r.quote()).toMatchObject({ storageFee: 400, items: [{ storageDays: 71, storageFee: 400 }] });
  });

  it('a second request of a returned item carries only the new storage; cancelling it keeps the first payment', async () => {
    const r = await shippedAfter70Days();
    okData(
      await staff.post('/api/admin/parcel/resolve', {
        json: { parcelId: r.parcelId, to: 'close', refund: r.paid - 550, returnItems: 1, reason: '退回日本' },
      }),
    );
    t.clock.advance(4 * DAY_MS);
    const addressId = await addressOf(r.client);
    const { parcelIds } = okData(
      await r.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: { items: declare([r.orderId]), addressId, method: 'ems' },
      }),
    );
    const second = okData(await r.client.get<ParcelInfo>(`/api/parcel/info?parcelId=${parcelIds[0]}`)).parcel;
    expect(second.storageFee).toBe(200);
    // Cancelled before payment: nothing more was paid, the first ¥550 still counts.
    okData(await r.client.post('/api/parcel/cancel', { form: { parcelId: parcelIds[0] } }));
    expect(await r.quote()).toMatchObject({ storageFee: 200 });
  });
});
