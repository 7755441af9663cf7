import { ParcelStatus } from '@daigou/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { moneyCheckRuns } from '../../db/money-check-repository';
import type {
  ParcelEventsTable,
  ParcelItemsTable,
  ParcelStatusColumn,
  ParcelsTable,
  ShippingMethodsTable,
  ShippingRateCardsTable,
} from '../../db/tables/parcels';
import { orderGoods } from '../orders/order-repository';
import { accountOf } from '../users/user-repository';

export type ParcelRow = Selectable<ParcelsTable>;
export type ParcelItemRow = Selectable<ParcelItemsTable>;
export type ShippingMethodRow = Selectable<ShippingMethodsTable>;
export type RateCardRow = Selectable<ShippingRateCardsTable>;

// ---------------------------------------------------------------- shipping methods and cards

export function listShippingMethods(db: Db): Promise<ShippingMethodRow[]> {
  return db.selectFrom('shipping_methods').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findShippingMethod(db: Db, code: string): Promise<ShippingMethodRow | undefined> {
  return db.selectFrom('shipping_methods').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findShippingMethodById(db: Db, id: number): Promise<ShippingMethodRow | undefined> {
  return db.selectFrom('shipping_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export function cardsOfMethods(db: Db, methodIds: number[]): Promise<RateCardRow[]> {
  if (methodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_rate_cards')
    .selectAll()
    .where('method_id', 'in', methodIds)
    .orderBy('method_id')
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertShippingMethod(db: Db, values: Insertable<ShippingMethodsTable>): Promise<number> {
  const row = await db.insertInto('shipping_methods').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShippingMethod(db: Db, id: number, values: Updateable<ShippingMethodsTable>): Promise<void> {
  await db.updateTable('shipping_methods').set(values).where('id', '=', id).execute();
}

export async function insertRateCard(db: Db, values: Insertable<ShippingRateCardsTable>): Promise<number> {
  const row = await db.insertInto('shipping_rate_cards').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------------------------------------------------------------- parcels

export async function insertParcel(db: Db, values: Insertable<ParcelsTable>): Promise<number> {
  const row = await db.insertInto('parcels').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findParcel(db: Db, parcelId: number): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('id', '=', parcelId).executeTakeFirst();
}

export function findMemberParcel(db: Db, userId: number, parcelId: number): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('id', '=', parcelId).where('user_id', '=', userId).executeTakeFirst();
}

/** A write to a parcel is conditional on the status and money_seq its writer read (decision 017's rule). */
export interface ParcelGuard {
  status: ParcelStatusColumn;
  moneySeq: number;
}

export async function updateParcelIf(db: Db, parcelId: number, guard: ParcelGuard, values: Updateable<ParcelsTable>) {
  const result = await db
    .updateTable('parcels')
    .set(values)
    .where('id', '=', parcelId)
    .where('status', '=', guard.status)
    .where('money_seq', '=', guard.moneySeq)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertParcelItems(db: Db, rows: Insertable<ParcelItemsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('parcel_items').values(rows).execute();
}

export function itemsOfParcels(db: Db, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('parcel_items')
    .innerJoin(orderGoods(db).as('o'), 'o.order_id', 'parcel_items.order_id')
    .selectAll('parcel_items')
    .select(['o.order_no', 'o.title', 'o.title_zh', 'o.image', 'o.weight_g', 'o.length_cm', 'o.width_cm', 'o.height_cm'])
    .where('parcel_items.parcel_id', 'in', parcelIds)
    .orderBy('parcel_items.id')
    .execute();
}
export type ParcelItemView = Awaited<ReturnType<typeof itemsOfParcels>>[number];

export async function insertParcelEvent(db: Db, values: Insertable<ParcelEventsTable>): Promise<void> {
  await db.insertInto('parcel_events').values(values).execute();
}

export function parcelEvents(db: Db, parcelId: number) {
  return db.selectFrom('parcel_events').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute();
}

export async function listMemberParcels(
  db: Db,
  userId: number,
  status: ParcelStatusColumn | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ParcelRow[]; total: number }> {
  let base = db.selectFrom('parcels').where('user_id', '=', userId);
  if (status !== undefined) base = base.where('status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countParcelsByStatus(db: Db, userId: number | null): Promise<Map<number, number>> {
  let query = db.selectFrom('parcels').select(['status', (eb) => eb.fn.countAll<number>().as('n')]);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const rows = await query.groupBy('status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** The runs of the per-parcel money check (decision 048). */
export const parcelMoneyChecks = moneyCheckRuns('parcel_money_checks');

/** The member's parcels not yet paid for (待打包 and 待付款): what they will cost is owed to the store. */
export function unpaidParcelsOf(db: Db, userId: number): Promise<ParcelRow[]> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [ParcelStatus.requested, ParcelStatus.packed])
    .execute();
}

/** Staff lists: by status; requests (2) oldest first as a queue, the rest newest first. */
export async function listParcelsForStaff(db: Db, status: ParcelStatusColumn | undefined, page: number, limit: number) {
  let base = db.selectFrom('parcels');
  if (status !== undefined) base = base.where('parcels.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('parcels')
      .select((eb) => accountOf(db, eb.ref('parcels.user_id')).as('account'))
      .orderBy('parcels.id', status === ParcelStatus.requested ? 'asc' : 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Shipped parcels nobody confirmed since `before`, for the automatic receipt. */
export function shippedBefore(db: Db, before: number, limit: number): Promise<ParcelRow[]> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('status', '=', ParcelStatus.shipped)
    .where('shipped_at', '<=', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A page of parcels in id order after `afterId` (the money check). */
export function parcelsAfter(db: Db, afterId: number, limit: number): Promise<ParcelRow[]> {
  return db.selectFrom('parcels').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

// ---------------------------------------------------------------- photos

export async function insertParcelPhoto(db: Db, parcelId: number, imageKey: string, createdBy: number, now: number) {
  await db
    .insertInto('parcel_photos')
    .values({ parcel_id: parcelId, image_key: imageKey, created_by: createdBy, created_at: now })
    .execute();
}

export function parcelPhotos(db: Db, parcelId: number) {
  return db.selectFrom('parcel_photos').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute();
}

export async function countParcelPhotos(db: Db, parcelId: number): Promise<number> {
  const row = await db
    .selectFrom('parcel_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parcel_id', '=', parcelId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- storage reminders

export async function insertReminderIfNew(
  db: Db,
  values: { order_id: number; kind: 'free7' | 'free1' | 'max7' | 'max1' | 'over'; limit_at: number; sent_at: number },
): Promise<boolean> {
  const row = await db
    .insertInto('storage_reminders')
    .values(values)
    .onConflict((oc) => oc.columns(['order_id', 'kind', 'limit_at']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Id and status of parcels, for the member's order screens (decision 058). */
export function parcelStatuses(db: Db, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('parcels').select(['id', 'status']).where('id', 'in', parcelIds).execute();
}
