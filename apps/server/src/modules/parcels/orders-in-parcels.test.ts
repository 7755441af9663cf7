import type { OrderInfo, OrderList } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, declare, fund, memberClient, warehousedItem } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'filing_staff', 'operator'));
});
afterAll(() => t.close());

describe('an order in an international parcel (issue 25.3, decision 058)', () => {
  it('shows the parcel’s state and is filed under 国际发货, not 已入库, until its items come back', async () => {
    const m = await memberClient(t);
    const shipped = await warehousedItem(t, m.userId, { weightG: 700 });
    const waiting = await warehousedItem(t, m.userId, { weightG: 500 });
    const list = async (type: string) => okData(await m.client.get<OrderList>(`/api/order/list?type=${type}&page=1&limit=20`));
    const info = async (orderId: number) => okData(await m.client.get<OrderInfo>(`/api/order/info?orderId=${orderId}`));

    expect((await list('6')).list.map((o) => o.orderId).sort()).toEqual([shipped, waiting].sort());
    expect((await info(shipped)).parcel).toBeNull();

    const addressId = await addressOf(m.client);
    const { parcelIds } = okData(
      await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: { items: declare([shipped]), addressId, method: 'ems' },
      }),
    );
    const parcelId = parcelIds[0];
    expect((await info(shipped)).parcel).toEqual({ parcelId, status: 2, statusLabel: '待打包' });
    okData(
      await staff.post('/api/admin/parcel/pack', { json: { parcelId, weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 } }),
    );
    await fund(t.database.db, m.userId, 20_000, t.clock.now(), `filing:${m.userId}`);
    okData(await m.client.post('/api/parcel/pay', { form: { parcelId } }));
    okData(await staff.post('/api/admin/parcel/ship', { json: { parcelId, carrier: 'EMS', trackingNo: 'EJ300000001JP' } }));
    okData(await m.client.post('/api/parcel/confirmReceipt', { form: { parcelId } }));

    expect((await info(shipped)).parcel).toEqual({ parcelId, status: 6, statusLabel: '已签收' });
    const warehoused = await list('6');
    expect(warehoused.list.map((o) => o.orderId)).toEqual([waiting]);
    expect(warehoused.counts).toMatchObject({ all: 2, '6': 1, parcel: 1 });
    const inParcels = await list('parcel');
    expect(inParcels.list.map((o) => o.orderId)).toEqual([shipped]);
    expect(inParcels.parcels).toEqual({ [parcelId]: { parcelId, status: 6, statusLabel: '已签收' } });
    const all = await list('all');
    expect(all.list).toHaveLength(2);
    expect(Object.keys(all.parcels)).toEqual([String(parcelId)]);
  });

  it('a cancelled request puts the item back under 已入库', async () => {
    const m = await memberClient(t);
    const orderId = await warehousedItem(t, m.userId);
    const addressId = await addressOf(m.client);
    const { parcelIds } = okData(
      await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: { items: declare([orderId]), addressId, method: 'ems' },
      }),
    );
    const counts = async () => okData(await m.client.get<OrderList>('/api/order/list?type=all')).counts;
    expect(await counts()).toMatchObject({ '6': 0, parcel: 1 });
    okData(await m.client.post('/api/parcel/cancel', { form: { parcelId: parcelIds[0] } }));
    expect(await counts()).toMatchObject({ '6': 1, parcel: 0 });
  });
});
