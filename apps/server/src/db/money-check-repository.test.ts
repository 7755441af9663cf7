import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { moneyCheckRuns } from './money-check-repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const orderRuns = moneyCheckRuns('order_money_checks');
const parcelRuns = moneyCheckRuns('parcel_money_checks');
const run = (at: number) => ({ started_at: at, finished_at: at + 1, mismatch_count: at, mismatches: '[]' });

describe('the runs of a money check', () => {
  it('answers the latest run and keeps the newest few, each check in its own table', async () => {
    const db = database.db;
    expect(await orderRuns.latest(db)).toBeUndefined();
    for (const at of [10, 20, 30, 40]) await orderRuns.insert(db, { ...run(at), orders_checked: at });
    for (const at of [1, 2, 3]) await parcelRuns.insert(db, { ...run(at), parcels_checked: at });
    expect(await orderRuns.latest(db)).toMatchObject({ finished_at: 41, orders_checked: 40 });
    expect(await parcelRuns.latest(db)).toMatchObject({ finished_at: 4, parcels_checked: 3 });

    await orderRuns.prune(db, 2);
    const kept = await db.selectFrom('order_money_checks').select('started_at').orderBy('id').execute();
    expect(kept.map((r) => Number(r.started_at))).toEqual([30, 40]);
    expect(await db.selectFrom('parcel_money_checks').select('id').execute()).toHaveLength(3);

    await parcelRuns.prune(db, 5);
    expect(await db.selectFrom('parcel_money_checks').select('id').execute()).toHaveLength(3);
  });
});
