import { type Db, isSqlite } from '../../db/database';

export async function insertInspectionPhoto(db: Db, orderId: number, imageKey: string, createdBy: number, now: number) {
  const row = await db
    .insertInto('inspection_photos')
    .values({ order_id: orderId, image_key: imageKey, created_by: createdBy, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listInspectionPhotos(db: Db, orderId: number) {
  return db.selectFrom('inspection_photos').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function countInspectionPhotos(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('inspection_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findInspectionPhoto(db: Db, id: number) {
  return db.selectFrom('inspection_photos').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteInspectionPhoto(db: Db, id: number): Promise<void> {
  await db.deleteFrom('inspection_photos').where('id', '=', id).execute();
}

export function findOrderOwner(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'user_id', 'status', 'title', 'title_zh'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The order's owner row, locked for the rest of the transaction on PostgreSQL (SQLite transactions are serial). */
export function lockOrderOwner(db: Db, orderId: number) {
  const query = db
    .selectFrom('orders')
    .select(['id', 'order_no', 'user_id', 'status', 'title', 'title_zh'])
    .where('id', '=', orderId);
  return (isSqlite(db as never) ? query : query.forUpdate()).executeTakeFirst();
}

/** Whether the order has a photo uploaded at or after `since`. */
export async function hasInspectionPhotoSince(db: Db, orderId: number, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('inspection_photos')
    .select('id')
    .where('order_id', '=', orderId)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The order photos (shelf and inspection photos) of a set of orders (a parcel's items). */
export function photosOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('inspection_photos').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}
