import { PARCEL_STATUS_LABELS, ParcelStatus, type ParcelStatusCode } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/errors';
import { moveParcel, parcelMoveAllowed } from './parcel-machine';
import { findParcel, insertParcel } from './parcel-repository';

const STATUSES = Object.keys(PARCEL_STATUS_LABELS).map(Number) as ParcelStatusCode[];

/** Decision 030's table, written out here independently of the machine's declaration. */
const { cancelled, requested, packed, paid, shipped, received, closed, problem } = ParcelStatus;
const TABLE: Record<ParcelStatusCode, readonly ParcelStatusCode[]> = {
  [cancelled]: [],
  [requested]: [packed, cancelled],
  [packed]: [paid, cancelled],
  [paid]: [shipped, problem],
  [shipped]: [received, problem],
  [received]: [],
  [closed]: [],
  [problem]: [paid, shipped, closed],
};
const canMoveParcel = (from: ParcelStatusCode, to: ParcelStatusCode) => TABLE[from].includes(to);

let t: TestApp;
let userId: number;
let methodId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ userId } = await memberClient(t));
  methodId = (await t.database.db.selectFrom('shipping_methods').select('id').where('code', '=', 'ems').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

async function parcelIn(status: ParcelStatusCode, problemFrom: ParcelStatusCode | null = null) {
  const now = t.clock.now();
  return insertParcel(t.database.db, {
    user_id: userId,
    status,
    problem_from: problemFrom,
    method_id: methodId,
    method_code: 'ems',
    method_name: 'EMS',
    address: '{}',
    consolidate: 0,
    remove_boxes: 0,
    protection: 0,
    insurance: 0,
    declared_total: 1000,
    quote_total: 1450,
    consolidation_fee: 0,
    protection_fee: 0,
    insurance_fee: 0,
    storage_fee: 0,
    refund_amount: 0,
    over_quote: 0,
    money_seq: 0,
    remark: '',
    created_at: now,
    status_at: now,
    updated_at: now,
  });
}

describe('the parcel state machine', () => {
  it('every move not in the table is refused and changes nothing (every pair, 21 from both of its sources)', async () => {
    let refused = 0;
    for (const from of STATUSES) {
      for (const problemFrom of from === 21 ? ([4, 5] as const) : [null]) {
        for (const to of STATUSES) {
          const id = await parcelIn(from, problemFrom);
          const before = await findParcel(t.database.db, id);
          if (!before) throw new Error('missing');
          const allowed = parcelMoveAllowed(before, to);
          expect(allowed, `${from}(${problemFrom}) → ${to}`).toBe(
            canMoveParcel(from, to) && (from !== 21 || to === 13 || to === problemFrom),
          );
          if (allowed) continue;
          const attempt = t.database.db
            .transaction()
            .execute((trx) => moveParcel(trx, before, to, { actor: { type: 'staff', id: 1 }, reason: 'x', now: t.clock.now() }));
          await expect(attempt).rejects.toBeInstanceOf(AppError);
          expect(await findParcel(t.database.db, id)).toEqual(before);
          const events = await t.database.db.selectFrom('parcel_events').select('id').where('parcel_id', '=', id).execute();
          expect(events).toHaveLength(0);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(50);
  });

  it('a move from a status the parcel no longer has (stale) is refused and changes nothing', async () => {
    const id = await parcelIn(2);
    const read = await findParcel(t.database.db, id);
    if (!read) throw new Error('missing');
    await t.database.db.updateTable('parcels').set({ money_seq: 1 }).where('id', '=', id).execute();
    const attempt = t.database.db
      .transaction()
      .execute((trx) => moveParcel(trx, read, 3, { actor: { type: 'staff', id: 1 }, reason: 'x', now: t.clock.now() }));
    await expect(attempt).rejects.toThrow('包裹已变化');
    expect((await findParcel(t.database.db, id))?.status).toBe(2);
  });
});
