import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { raceOnLockedRows } from '../../../test/kits/lock-race';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, balanceOf, declare, fund, memberClient, warehousedItem } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { expectedParcelHold } from './parcel-money';
import { findParcel } from './parcel-repository';

/**
 * The parcel version of issue 11's race (decision 033): a member pays a packed parcel while staff weigh it
 * again at a higher price. On PostgreSQL (`npm run test:pg`) the two really run in parallel on separate
 * connections, interleaved so that both have read the parcel before either writes it. Whatever commits first,
 * the ledger must hold exactly the fees of the parcel as it stands, never the old price under the new one.
 */
const PAIRS = 30;
const WAVE = 6;

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff } = await memberClient(t, 'race_staff', 'operator'));
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

interface Racer {
  client: TestClient;
  userId: number;
  parcelId: number;
  funds: number;
}
type Answer = { status: number; body: { code: number; msg: string } };

const pay = (r: Racer) => r.client.post('/api/parcel/pay', { form: { parcelId: r.parcelId, confirmPrice: 1 } });
/** 1,000 g → 6,000 g: EMS ¥2,200 → ¥7,400. */
const repack = (r: Racer) =>
  staff.post('/api/admin/parcel/pack', {
    json: { parcelId: r.parcelId, weightG: 6000, lengthCm: 40, widthCm: 30, heightCm: 20 },
  });

async function racer(): Promise<Racer> {
  const { client, userId } = await memberClient(t);
  const orderId = await warehousedItem(t, userId, { weightG: 600 });
  const addressId = await addressOf(client);
  const { parcelIds } = okData(
    await client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: { items: declare([orderId]), addressId, method: 'ems' },
    }),
  );
  okData(
    await staff.post('/api/admin/parcel/pack', {
      json: { parcelId: parcelIds[0], weightG: 1000, lengthCm: 30, widthCm: 20, heightCm: 10 },
    }),
  );
  const funds = 20_000;
  await fund(t.database.db, userId, funds, t.clock.now(), `prace:${userId}`);
  return { client, userId, parcelId: parcelIds[0], funds };
}

/** Both calls of each pair read the packed parcel before either writes (forced on PostgreSQL, as in the order race). */
const race = (racers: Racer[]): Promise<Array<[Answer, Answer]>> =>
  raceOnLockedRows(t, { table: 'parcels', idOf: (r) => r.parcelId, racers, pay, edit: repack, wave: WAVE });

describe('the parcel pay/re-weigh race (decision 033)', () => {
  it(`${PAIRS} concurrent pays and re-weighings of packed parcels: each charges exactly the price it stands at`, async () => {
    const racers: Racer[] = [];
    for (let i = 0; i < PAIRS; i++) racers.push(await racer());
    const answers = await race(racers);
    for (const pair of answers) {
      for (const a of pair) expect(a.status, a.body.msg).toBeLessThan(500);
      if (t.database.dialect === 'postgres') {
        expect(
          pair.filter((a) => a.body.code === 0),
          pair.map((a) => a.body.msg).join(' / '),
        ).toHaveLength(1);
        expect(['包裹已变化，请刷新后重试', '该包裹当前不能付款', '只有待打包或待付款的包裹可以称重计价']).toContain(
          pair.find((a) => a.body.code !== 0)?.body.msg,
        );
      }
    }
    for (const r of racers) {
      const parcel = await findParcel(t.database.db, r.parcelId);
      if (!parcel) throw new Error('parcel vanished');
      const balance = await balanceOf(t.database.db, r.userId);
      // Paid: the ledger holds the price the parcel stands at (¥2,200 if paid first, ¥7,400 if re-weighed first).
      expect(balance, `parcel ${r.parcelId} (${parcel.status})`).toBe(r.funds - expectedParcelHold(parcel));
      if (parcel.status === 4) expect([2200, 7400]).toContain(r.funds - balance);
    }
  });
});
