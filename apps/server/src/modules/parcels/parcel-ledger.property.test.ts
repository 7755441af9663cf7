import { DAY_MS } from '@daigou/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addressOf, declare, fund, memberClient, signInAgain, warehousedItem } from '../../../test/kits/world';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

/**
 * The ledger property, extended to parcels (decision 033): random sequences of top-ups, requests (with storage
 * fees after the clock moved), packing and re-weighing, pays, cancels, shipping, problems and resolutions
 * with refunds — some sent together — keep every balance equal to its ledger and every parcel holding
 * exactly its fees less its refunds, on both databases.
 */
type Step =
  | { op: 'topup'; who: number; amount: number }
  | { op: 'request'; who: number; items: number; daysAgo: number }
  | { op: 'pack'; pick: number; weight: number }
  | { op: 'pay' | 'cancel' | 'ship' | 'problem' | 'receive'; pick: number }
  | { op: 'resolve'; pick: number; close: boolean; refund: number; back: boolean }
  | { op: 'days'; days: number };
type Op = Step | { op: 'together'; a: Step; b: Step };

const pick = fc.nat(40);
const parcelStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('pack' as const), pick, weight: fc.integer({ min: 200, max: 9000 }) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('ship' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('problem' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('receive' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('resolve' as const),
      pick,
      close: fc.boolean(),
      refund: fc.nat(6000),
      back: fc.boolean(),
    }),
  },
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('topup' as const), who: fc.nat(1), amount: fc.integer({ min: 500, max: 30_000 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('request' as const),
      who: fc.nat(1),
      items: fc.integer({ min: 1, max: 3 }),
      daysAgo: fc.nat(90),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 8, arbitrary: parcelStep },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('together' as const), a: parcelStep, b: parcelStep }) },
);

let t: TestApp;
let staff: TestClient;
let staffId: number;
const members: Array<{ client: TestClient; userId: number; addressId: number }> = [];
const parcels: Array<{ id: number; who: number }> = [];
let topups = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff, userId: staffId } = await memberClient(t, 'prop_staff', 'operator'));
  // Members 0 and 1 take the random steps; member 2 only the closing sequence, so nothing random stands in its way.
  for (let i = 0; i < 3; i++) {
    const m = await memberClient(t);
    members.push({ ...m, addressId: await addressOf(m.client) });
  }
});
afterAll(() => t.close());

/** Runs one step; for the calls, returns the answer's code and message (0 when it was done). */
async function run(step: Step): Promise<{ code: number; msg?: string } | undefined> {
  if (step.op === 'topup') {
    await fund(t.database.db, members[step.who].userId, step.amount, t.clock.now(), `prop:${topups++}`);
    return;
  }
  if (step.op === 'days') {
    t.clock.advance(step.days * DAY_MS);
    // The runs move the clock by months in all, further than a session lasts: everyone signs in again, so no
    // later step is refused with 401 instead of being tried.
    staff = await signInAgain(t, staffId);
    for (const m of members) m.client = await signInAgain(t, m.userId);
    return;
  }
  if (step.op === 'request') {
    const m = members[step.who];
    const ids: number[] = [];
    for (let i = 0; i < step.items; i++)
      ids.push(await warehousedItem(t, m.userId, { weightG: 500 + i * 300, daysAgo: step.daysAgo }));
    const res = await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
      json: {
        items: declare(ids, 3000),
        addressId: m.addressId,
        method: 'ems',
        insurance: step.items % 2,
        protection: step.daysAgo % 2,
      },
    });
    for (const id of res.body.data?.parcelIds ?? []) parcels.push({ id, who: step.who });
    return res.body;
  }
  if (parcels.length === 0) return;
  const p = parcels[step.pick % parcels.length];
  const client = members[p.who].client;
  switch (step.op) {
    case 'pack':
      return answer(
        staff.post('/api/admin/parcel/pack', {
          json: { parcelId: p.id, weightG: step.weight, lengthCm: 30, widthCm: 20, heightCm: 10 },
        }),
      );
    case 'pay':
      return answer(client.post('/api/parcel/pay', { form: { parcelId: p.id, confirmPrice: 1 } }));
    case 'cancel':
      return answer(client.post('/api/parcel/cancel', { form: { parcelId: p.id } }));
    case 'ship':
      return answer(
        staff.post('/api/admin/parcel/ship', { json: { parcelId: p.id, carrier: 'EMS', trackingNo: `EJ${p.id}0000JP` } }),
      );
    case 'problem':
      return answer(staff.post('/api/admin/parcel/problem', { json: { parcelId: p.id, reason: '海关扣关' } }));
    case 'receive':
      return answer(client.post('/api/parcel/confirmReceipt', { form: { parcelId: p.id } }));
    case 'resolve':
      return answer(
        staff.post('/api/admin/parcel/resolve', {
          json: {
            parcelId: p.id,
            to: step.close ? 'close' : 'back',
            refund: step.refund,
            returnItems: step.close && step.back ? 1 : 0,
            reason: '处理完毕',
          },
        }),
      );
  }
}

async function answer(sent: Promise<{ body: { code: number; msg?: string } }>) {
  const { body } = await sent;
  return { code: body.code, msg: body.msg };
}

describe('the ledger with parcels', () => {
  it('random parcel steps — some sent together — keep every balance and the money of every parcel consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (ops) => {
        for (const op of ops) {
          if (op.op === 'together') await Promise.all([run(op.a), run(op.b)]);
          else await run(op);
        }
        await expectMoneyInvariants(t.database.db);
      }),
      { numRuns: 12 },
    );
    // And one sequence that surely walks every kind of money move, whatever the random runs reached.
    const n = parcels.length;
    for (const step of [
      { op: 'topup', who: 2, amount: 50_000 },
      { op: 'days', days: 70 },
      { op: 'request', who: 2, items: 2, daysAgo: 80 },
      { op: 'pack', pick: n, weight: 2000 },
      { op: 'pay', pick: n },
      { op: 'ship', pick: n },
      { op: 'problem', pick: n },
      { op: 'resolve', pick: n, close: true, refund: 1000, back: true },
    ] as Step[]) {
      const answer = await run(step);
      if (answer && answer.code !== 0) throw new Error(`${step.op} was refused: ${answer.code} ${answer.msg ?? ''}`);
      await expectMoneyInvariants(t.database.db);
    }
    const paid = await t.database.db.selectFrom('ledger_entries').select('kind').where('parcel_id', 'is not', null).execute();
    const kinds = new Set(paid.map((e) => e.kind));
    for (const kind of ['parcel_shipping', 'parcel_storage', 'parcel_refund'])
      if (!kinds.has(kind as never)) throw new Error(`no ${kind} in the run`);
  }, 240_000);
});
