import type { Db } from '../../db/database';

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
  return db.selectFrom('orders').select(['id', 'user_id', 'status']).where('id', '=', orderId).executeTakeFirst();
}
