import { type OrderParcel, PARCEL_STATUS_LABELS, type ParcelStatusCode } from '@daigou/contract';
import type { Db } from '../../db/database';
import { parcelStatuses } from './parcel-repository';

/**
 * The parcels orders' items are in, by parcel id, with their state, for the member's order list and detail
 * (decision 058; the orders area receives it through app.ts as its `OrderParcels`).
 */
export async function parcelsOfOrders(db: Db, parcelIds: number[]): Promise<Map<number, OrderParcel>> {
  const rows = await parcelStatuses(db, parcelIds);
  return new Map(
    rows.map((r) => {
      const status = Number(r.status) as ParcelStatusCode;
      return [r.id, { parcelId: r.id, status, statusLabel: PARCEL_STATUS_LABELS[status] }];
    }),
  );
}
