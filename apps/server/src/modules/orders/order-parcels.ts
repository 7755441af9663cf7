import type { OrderParcel } from '@daigou/contract';
import type { Db } from '../../db/database';

/**
 * The international parcels orders' items are in, by parcel id, as the member's order screens show them
 * (decision 058). The parcels module owns the table and imports this area, so the app wires its answer in
 * (app.ts) and this area does not import it back.
 */
export type OrderParcels = (db: Db, parcelIds: number[]) => Promise<Map<number, OrderParcel>>;
