import type { AdminParcelSummary, ParcelMoneyCheck } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, declare, memberClient, warehousedItem } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { runStoragePass } from './storage-pass';

/** The console's 概览: parcels per status, the overdue storage queue, and the per-parcel money check (decision 048). */
describe('the parcel desk on the dashboard', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    ({ client: staff } = await memberClient(t, 'summary_staff', 'operator'));
  });
  afterAll(() => t.close());

  const summary = async () => okData(await staff.get<AdminParcelSummary>('/api/admin/parcels/summary'));

  it('counts parcels per status and items past the maximum storage; the money check finds a parcel whose ledger disagrees', async () => {
    expect(await summary()).toEqual({
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 13: 0, 21: 0 },
      storageQueued: 0,
      moneyCheck: null,
    });
    const m = await memberClient(t);
    const orderId = await warehousedItem(t, m.userId, { weightG: 700 });
    const addressId = await addressOf(m.client);
    const created = await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: { items: declare([orderId]), addressId, method: 'ems' },
    });
    const parcelId = okData(created).parcelIds[0];
    // An item 200 days at the warehouse: the storage pass puts it in the staff queue.
    await warehousedItem(t, m.userId, { daysAgo: 200 });
    await runStoragePass(t.database.db, t.clock.now());

    let desk = await summary();
    expect(desk.counts[2]).toBe(1);
    expect(desk.storageQueued).toBe(1);

    const clean = okData(await staff.post<ParcelMoneyCheck>('/api/admin/parcels/moneyCheck', { json: {} }));
    expect(clean).toMatchObject({ parcelsChecked: 1, mismatchCount: 0, mismatches: [] });
    expect((await summary()).moneyCheck).toEqual(clean);

    // A parcel marked paid with nothing in the ledger: the next run lists it.
    await t.database.db.updateTable('parcels').set({ status: 4, shipping_fee: 2200 }).where('id', '=', parcelId).execute();
    const found = okData(await staff.post<ParcelMoneyCheck>('/api/admin/parcels/moneyCheck', { json: {} }));
    expect(found.mismatchCount).toBe(1);
    expect(found.mismatches[0]).toMatchObject({ parcelId, status: 4, held: 0, taken: 0, returned: 0 });
    expect(found.mismatches[0].expected).toBeGreaterThanOrEqual(2200);
    desk = await summary();
    expect(desk.counts).toMatchObject({ 2: 0, 4: 1 });
    expect(desk.moneyCheck?.mismatchCount).toBe(1);

    // Members cannot read it.
    expect((await m.client.get('/api/admin/parcels/summary')).status).toBe(403);
  });
});
