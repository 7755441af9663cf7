import { type AdminParcelDetail, DAY_MS, type Parcel, type ParcelInfo, type ParcelQuote } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, balanceOf, declare, fund, memberClient, warehousedItem } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { ID_NUMBER_KEY: 'c3'.repeat(32) } });
  ({ client: staff } = await memberClient(t, 'parcel_staff', 'operator'));
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

const info = async (client: TestClient, parcelId: number) =>
  okData(await client.get<ParcelInfo>(`/api/parcel/info?parcelId=${parcelId}`));
const pack = (parcelId: number, weightG: number, box: [number, number, number] = [40, 30, 20]) =>
  staff.post<AdminParcelDetail>('/api/admin/parcel/pack', {
    json: { parcelId, weightG, lengthCm: box[0], widthCm: box[1], heightCm: box[2] },
  });

async function requested(items = 2, options: { method?: string; daysAgo?: number; insurance?: number } = {}) {
  const m = await memberClient(t);
  const orderIds: number[] = [];
  for (let i = 0; i < items; i++) orderIds.push(await warehousedItem(t, m.userId, { weightG: 700, daysAgo: options.daysAgo }));
  const addressId = await addressOf(m.client);
  const created = okData(
    await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: { items: declare(orderIds), addressId, method: options.method ?? 'ems', insurance: options.insurance ?? 0 },
    }),
  );
  return { ...m, orderIds, addressId, parcelId: created.parcelIds[0] };
}

describe('a consolidated parcel from the warehouse to the door', () => {
  it('quote → request → pack and weigh → pay each fee once → ship with tracking → receipt', async () => {
    const m = await memberClient(t);
    const a = await warehousedItem(t, m.userId, { weightG: 700, daysAgo: 70 });
    const b = await warehousedItem(t, m.userId, { weightG: 900, daysAgo: 5 });
    const addressId = await addressOf(m.client);
    const quote = okData(
      await m.client.post<ParcelQuote>('/api/parcel/quote', {
        json: { items: declare([a, b], 4000), addressId, consolidate: 1, insurance: 1 },
      }),
    );
    // 700 + 900 + 300 g packing = 1,900 g: EMS ¥3,400; consolidation ¥500; insurance max(¥200, 2% of ¥8,000);
    // storage: item a is on day 70, 10 days past the 60 free ones at ¥50.
    expect(quote).toMatchObject({
      weightG: 1900,
      consolidationFee: 500,
      insuranceFee: 200,
      storageFee: 500,
      overCustomsLimit: false,
    });
    const ems = quote.methods.find((x) => x.code === 'ems');
    expect(ems).toMatchObject({ chargeableG: 1900, shippingFee: 3400, total: 3400 + 500 + 200 + 500, unavailable: null });
    const line = quote.methods.find((x) => x.code === 'line');
    expect(line?.unavailable).toContain('身份证');

    const { parcelIds } = okData(
      await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
        json: { items: declare([a, b], 4000), addressId, method: 'ems', consolidate: 1, insurance: 1 },
      }),
    );
    const parcelId = parcelIds[0];
    expect((await info(m.client, parcelId)).parcel).toMatchObject({ status: 2, quoteTotal: 4600, storageFee: 500, total: null });
    // The items are in the parcel now: their clock is stopped and they cannot be asked for twice.
    const again = await m.client.post('/api/parcel/quote', { json: { items: declare([a]) } });
    expect(again.body.msg).toContain(`P${parcelId}`);

    // Staff weigh the packed box: 2,100 g → EMS ¥3,900, ¥500 above the quote: more than the 10 % tolerance.
    const heavy = okData(await pack(parcelId, 2100));
    expect(heavy.parcel).toMatchObject({ status: 3, weightG: 2100, chargeableG: 2100, shippingFee: 3900, total: 5100 });
    expect(heavy.parcel.needsPriceConfirm).toBe(true);
    // Weighed again without the extra carton: 2,000 g → ¥3,400, as quoted.
    const packed = okData(await pack(parcelId, 2000));
    expect(packed.parcel).toMatchObject({
      status: 3,
      chargeableG: 2000,
      shippingFee: 3400,
      total: 4600,
      needsPriceConfirm: false,
    });

    await fund(t.database.db, m.userId, 6000, t.clock.now(), `parcel-flow:${m.userId}`);
    const paid = okData(await m.client.post<{ balance: number }>('/api/parcel/pay', { form: { parcelId } }));
    expect(paid.balance).toBe(1400);
    const entries = await t.database.db.selectFrom('ledger_entries').selectAll().where('parcel_id', '=', parcelId).execute();
    expect(entries.map((e) => [e.kind, Number(e.amount)]).sort()).toEqual(
      [
        ['parcel_consolidation', -500],
        ['parcel_insurance', -200],
        ['parcel_shipping', -3400],
        ['parcel_storage', -500],
      ].sort(),
    );

    okData(await staff.post('/api/admin/parcel/ship', { json: { parcelId, carrier: 'EMS', trackingNo: 'EJ123456789JP' } }));
    const shipped = (await info(m.client, parcelId)).parcel;
    expect(shipped).toMatchObject({ status: 5, carrier: 'EMS', trackingNo: 'EJ123456789JP', actions: ['confirmReceipt'] });
    okData(await m.client.post('/api/parcel/confirmReceipt', { form: { parcelId } }));
    const done = await info(m.client, parcelId);
    expect(done.parcel.status).toBe(6);
    expect(done.timeline.map((r) => r.toStatus)).toEqual([2, 3, 4, 5, 6]);
    expect(done.money).toHaveLength(4);
    const order = okData(await m.client.get<{ order: { parcelId: number | null } }>(`/api/order/info?orderId=${a}`));
    expect(order.order.parcelId).toBe(parcelId);
  });

  it('cancel before payment returns the items to the warehouse; the clock resumes without the time in the request', async () => {
    const r = await requested(2, { daysAgo: 50 });
    t.clock.advance(20 * DAY_MS);
    okData(await pack(r.parcelId, 1800));
    okData(await r.client.post('/api/parcel/cancel', { form: { parcelId: r.parcelId, reason: '想再等等' } }));
    expect((await info(r.client, r.parcelId)).parcel.status).toBe(1);
    const orders = await t.database.db.selectFrom('orders').selectAll().where('id', 'in', r.orderIds).execute();
    for (const o of orders) {
      expect(o.parcel_id).toBeNull();
      expect(Number(o.storage_paused_ms)).toBe(20 * DAY_MS);
    }
    // Day 50 before the request, 20 days in it: still day 50, free.
    const quote = okData(await r.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare(r.orderIds) } }));
    expect(quote.storageFee).toBe(0);
    expect(quote.items[0].storageDays).toBe(50);
  });

  it('a final price above the quote by more than the tolerance needs the member’s confirmation; a short balance says what is missing', async () => {
    const r = await requested(1);
    okData(await pack(r.parcelId, 6000));
    const parcel = (await info(r.client, r.parcelId)).parcel;
    expect(parcel).toMatchObject({ needsPriceConfirm: true, shippingFee: 7400 });
    const refused = await r.client.post<{ reason: string }>('/api/parcel/pay', { form: { parcelId: r.parcelId } });
    expect(refused.body.data).toMatchObject({ reason: 'over_quote', total: 7400 });
    const short = await r.client.post<{ shortfall: number }>('/api/parcel/pay', {
      form: { parcelId: r.parcelId, confirmPrice: 1 },
    });
    expect(short.body.data).toMatchObject({ reason: 'insufficient_balance', required: 7400, balance: 0, shortfall: 7400 });
    expect((await info(r.client, r.parcelId)).parcel.status).toBe(3);
    await fund(t.database.db, r.userId, 7400, t.clock.now(), `over:${r.userId}`);
    okData(await r.client.post('/api/parcel/pay', { form: { parcelId: r.parcelId, confirmPrice: 1 } }));
    expect(await balanceOf(t.database.db, r.userId)).toBe(0);
  });

  it('100 concurrent pays of one parcel charge once', async () => {
    const r = await requested(2);
    okData(await pack(r.parcelId, 1800));
    await fund(t.database.db, r.userId, 100_000, t.clock.now(), `p100:${r.userId}`);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => r.client.post('/api/parcel/pay', { form: { parcelId: r.parcelId } })),
    );
    expect(results.every((x) => x.status === 200)).toBe(true);
    expect(results.filter((x) => x.body.code === 0)).toHaveLength(1);
    const total = (await info(r.client, r.parcelId)).parcel.total ?? 0;
    expect(await balanceOf(t.database.db, r.userId)).toBe(100_000 - total);
    const entries = await t.database.db.selectFrom('ledger_entries').selectAll().where('parcel_id', '=', r.parcelId).execute();
    expect(new Set(entries.map((e) => e.kind)).size).toBe(entries.length);
  });

  it('the declared-value limit: a warning above ¥1,000 CNY for several items, and split parcels on request', async () => {
    const m = await memberClient(t);
    const ids = [await warehousedItem(t, m.userId), await warehousedItem(t, m.userId), await warehousedItem(t, m.userId)];
    const addressId = await addressOf(m.client);
    // ¥1,000 CNY at the higher rate (0.0485) is ¥20,618: three items of ¥9,000 need two parcels.
    const items = declare(ids, 9000);
    const quote = okData(await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items, addressId } }));
    expect(quote).toMatchObject({ overCustomsLimit: true, customsLimitCny: 1000 });
    expect(quote.declaredCny).toBeCloseTo(27000 * 0.0485, 2);
    expect(quote.splitSuggestion).toEqual([[ids[0], ids[1]], [ids[2]]]);
    const one = okData(
      await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare([ids[0]], 90000), addressId } }),
    );
    expect(one.overCustomsLimit).toBe(false);
    const split = okData(
      await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', { json: { items, addressId, method: 'ems', split: 1 } }),
    );
    expect(split.parcelIds).toHaveLength(2);
    const list = okData(await m.client.get<{ list: Parcel[]; counts: Record<string, number> }>('/api/parcel/list?type=2'));
    expect(list.list.map((p) => p.items.length).sort()).toEqual([1, 2]);
    expect(list.counts['2']).toBe(2);
  });

  it('volumetric weight: the private line charges a light big box by volume; EMS by actual weight', async () => {
    const m = await memberClient(t);
    const big = await warehousedItem(t, m.userId, { weightG: 1000, box: [60, 40, 30] });
    const addressId = await addressOf(m.client, true);
    const quote = okData(await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare([big]), addressId } }));
    expect(quote.methods.find((x) => x.code === 'ems')).toMatchObject({ chargeableG: 1300, unavailable: null });
    expect(quote.methods.find((x) => x.code === 'line')).toMatchObject({ chargeableG: 12000, unavailable: null });
  });

  it('problem parcels: back with a partial refund, then closed with the rest refunded and the items back in the warehouse', async () => {
    const r = await requested(2, { insurance: 1 });
    okData(await pack(r.parcelId, 1800));
    await fund(t.database.db, r.userId, 20_000, t.clock.now(), `prob:${r.userId}`);
    okData(await r.client.post('/api/parcel/pay', { form: { parcelId: r.parcelId } }));
    okData(
      await staff.post('/api/admin/parcel/ship', { json: { parcelId: r.parcelId, carrier: 'EMS', trackingNo: 'EJ100000001JP' } }),
    );
    okData(await staff.post('/api/admin/parcel/problem', { json: { parcelId: r.parcelId, reason: '海关扣关，需补充材料' } }));
    const held = (await info(r.client, r.parcelId)).parcel.paidAmount;
    const tooMuch = await staff.post('/api/admin/parcel/resolve', {
      json: { parcelId: r.parcelId, to: 'back', refund: held + 1, reason: '多退' },
    });
    expect(tooMuch.body.code).not.toBe(0);
    okData(
      await staff.post('/api/admin/parcel/resolve', {
        json: { parcelId: r.parcelId, to: 'back', refund: 300, reason: '补偿部分运费' },
      }),
    );
    expect((await info(r.client, r.parcelId)).parcel).toMatchObject({ status: 5, refunded: 300, paidAmount: held - 300 });
    okData(await staff.post('/api/admin/parcel/problem', { json: { parcelId: r.parcelId, reason: '包裹被退回日本' } }));
    okData(
      await staff.post('/api/admin/parcel/resolve', {
        json: { parcelId: r.parcelId, to: 'close', refund: held - 300, returnItems: 1, reason: '退回日本，全额退款' },
      }),
    );
    expect((await info(r.client, r.parcelId)).parcel).toMatchObject({ status: 13, paidAmount: 0 });
    const orders = await t.database.db.selectFrom('orders').select('parcel_id').where('id', 'in', r.orderIds).execute();
    expect(orders.every((o) => o.parcel_id === null)).toBe(true);
  });

  it('another member can neither read nor change a parcel (404, nothing changed)', async () => {
    const r = await requested(1);
    const other = await memberClient(t);
    expect((await other.client.get(`/api/parcel/info?parcelId=${r.parcelId}`)).status).toBe(404);
    for (const url of ['/api/parcel/cancel', '/api/parcel/pay', '/api/parcel/confirmReceipt']) {
      expect((await other.client.post(url, { form: { parcelId: r.parcelId } })).status, url).toBe(404);
    }
    const quote = await other.client.post('/api/parcel/quote', { json: { items: declare(r.orderIds) } });
    expect(quote.status).toBe(404);
    const stolen = await other.client.post('/api/parcel/create', {
      json: { items: declare(r.orderIds), addressId: r.addressId, method: 'ems' },
    });
    expect(stolen.status).toBe(404);
    expect((await info(r.client, r.parcelId)).parcel.status).toBe(2);
    const list = okData(await other.client.get<{ total: number }>('/api/parcel/list'));
    expect(list.total).toBe(0);
    expect((await t.client().get('/api/parcel/list')).status).toBe(401);
  });
});
