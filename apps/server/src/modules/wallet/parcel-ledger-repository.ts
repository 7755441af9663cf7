import type { Db } from '../../db/database';
import { ledgerTotalsBy } from './ledger-repository';

/** Ledger queries by parcel (issue 14): what the ledger holds for parcels, per kind and in total. */

/** Net yen charged per parcel and ledger kind (positive = taken from the balance). */
export async function heldByKindForParcel(db: Db, parcelId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('parcel_id', '=', parcelId)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, 0 - Number(r.total)]));
}

/** Net yen charged per parcel, for a page of parcels. */
export async function netChargedForParcels(db: Db, parcelIds: number[]): Promise<Map<number, number>> {
  if (parcelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['parcel_id', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('parcel_id', 'in', parcelIds)
    .groupBy('parcel_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.parcel_id), 0 - Number(r.total)]));
}

/** What the ledger took and gave back per parcel, for a batch of parcels. */
export const ledgerTotalsForParcels = (db: Db, parcelIds: number[]) => ledgerTotalsBy(db, 'parcel_id', parcelIds);

export function parcelLedger(db: Db, parcelId: number) {
  return db.selectFrom('ledger_entries').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute();
}
