import type { ParcelMoneyCheck, ParcelMoneyMismatch } from '@daigou/contract';
import type { Db } from '../../db/database';
import { ledgerTotalsForParcels } from '../wallet/parcel-ledger-repository';
import { expectedParcelHold } from './parcel-money';
import { parcelMoneyChecks, parcelsAfter } from './parcel-repository';

/** Mismatches kept per run (the count is always complete), and runs kept. */
const KEEP_MISMATCHES = 100;
const KEEP_RUNS = 50;

/**
 * The per-parcel money invariant (decisions 017 and 033): money returned never exceeds money taken, and what
 * the ledger still holds for a parcel equals what it should hold in its status with its fees and refunds.
 */
export async function findParcelMoneyMismatches(db: Db): Promise<{ checked: number; mismatches: ParcelMoneyMismatch[] }> {
  const mismatches: ParcelMoneyMismatch[] = [];
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const parcels = await parcelsAfter(db, afterId, 1000);
    if (parcels.length === 0) break;
    const totals = await ledgerTotalsForParcels(
      db,
      parcels.map((p) => p.id),
    );
    for (const parcel of parcels) {
      const { taken, returned } = totals.get(parcel.id) ?? { taken: 0, returned: 0 };
      const expected = expectedParcelHold(parcel);
      const held = taken - returned;
      if (returned > taken || held !== expected) {
        mismatches.push({ parcelId: parcel.id, userId: parcel.user_id, status: parcel.status, expected, held, taken, returned });
      }
    }
    checked += parcels.length;
    afterId = parcels[parcels.length - 1].id;
  }
  return { checked, mismatches };
}

/** Runs the check and keeps its result for the console's dashboard (decision 048). */
export async function runParcelMoneyCheck(db: Db, now: () => number): Promise<ParcelMoneyCheck> {
  const startedAt = now();
  const { checked, mismatches } = await findParcelMoneyMismatches(db);
  const finishedAt = now();
  const kept = mismatches.slice(0, KEEP_MISMATCHES);
  await parcelMoneyChecks.insert(db, {
    started_at: startedAt,
    finished_at: finishedAt,
    parcels_checked: checked,
    mismatch_count: mismatches.length,
    mismatches: JSON.stringify(kept),
  });
  await parcelMoneyChecks.prune(db, KEEP_RUNS);
  return { checkedAt: finishedAt, parcelsChecked: checked, mismatchCount: mismatches.length, mismatches: kept };
}

export async function getLatestParcelMoneyCheck(db: Db): Promise<ParcelMoneyCheck | null> {
  const row = await parcelMoneyChecks.latest(db);
  if (!row) return null;
  return {
    checkedAt: Number(row.finished_at),
    parcelsChecked: row.parcels_checked,
    mismatchCount: row.mismatch_count,
    mismatches: JSON.parse(row.mismatches) as ParcelMoneyMismatch[],
  };
}
