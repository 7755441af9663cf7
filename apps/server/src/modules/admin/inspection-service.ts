import { INSPECTION_PHOTOS_MAX, type InspectionPhoto } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { insertMessage } from '../messages/message-repository';
import { storedImageUrl, storeImage } from './image-service';
import {
  countInspectionPhotos,
  deleteInspectionPhoto,
  findInspectionPhoto,
  findOrderOwner,
  insertInspectionPhoto,
  listInspectionPhotos,
} from './inspection-photo-repository';

/** Photos are posted once the parcel is at the warehouse: inspecting, warehoused, or a problem there. */
const PHOTO_STATUSES = new Set([20, 6, 21]);

export async function listPhotosOf(db: Db, orderId: number): Promise<InspectionPhoto[]> {
  const rows = await listInspectionPhotos(db, orderId);
  return rows.map((r) => ({ id: r.id, url: storedImageUrl(r.image_key), createdAt: Number(r.created_at) }));
}

/** The member's own order's photos; another member's order is "not found". */
export async function listMemberPhotos(db: Db, userId: number, orderId: number): Promise<InspectionPhoto[]> {
  const order = await findOrderOwner(db, orderId);
  if (!order || order.user_id !== userId) throw notFound('订单不存在');
  return listPhotosOf(db, orderId);
}

/** One inspection photo: content-checked, re-encoded, stored and attached to the order, audited. */
export async function addInspectionPhoto(
  db: Db,
  actor: Actor,
  orderId: number,
  upload: Buffer,
  now: number,
): Promise<InspectionPhoto[]> {
  const order = await findOrderOwner(db, orderId);
  if (!order) throw notFound('订单不存在');
  if (!PHOTO_STATUSES.has(order.status)) throw refuse('商品到仓后才能上传验货照片');
  if ((await countInspectionPhotos(db, orderId)) >= INSPECTION_PHOTOS_MAX) {
    throw refuse(`每个订单最多 ${INSPECTION_PHOTOS_MAX} 张验货照片`);
  }
  await storeImage(db, actor, 'inspection', upload, now, {
    attach: async (trx, key) => {
      await insertInspectionPhoto(trx, orderId, key, actor.id, now);
    },
    audit: { action: 'order.photos', targetType: 'order', targetId: orderId },
  });
  return listPhotosOf(db, orderId);
}

export async function removeInspectionPhoto(db: Db, actor: Actor, id: number, now: number): Promise<InspectionPhoto[]> {
  const photo = await findInspectionPhoto(db, id);
  if (!photo) throw notFound('照片不存在');
  await db.transaction().execute(async (trx) => {
    await deleteInspectionPhoto(trx, id);
    await recordAudit(trx, actor, {
      action: 'order.photoDelete',
      targetType: 'order',
      targetId: photo.order_id,
      details: { photoId: id, key: photo.image_key },
      now,
    });
  });
  return listPhotosOf(db, photo.order_id);
}

/** An inspection note: a staff message in the order's thread (the member sees it and the unread badge). */
export async function postInspectionNote(db: Db, actor: Actor, input: { orderId: number; note: string }, now: number) {
  const order = await findOrderOwner(db, input.orderId);
  if (!order) throw notFound('订单不存在');
  await db.transaction().execute(async (trx) => {
    const msgId = await insertMessage(trx, {
      user_id: order.user_id,
      order_id: order.id,
      source: 'order',
      sender: 'staff',
      title: `订单 ${order.id} 验货说明`,
      content: `验货说明：${input.note}`,
      read_at: null,
      staff_read_at: now,
      deleted_at: null,
      created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'order.note',
      targetType: 'order',
      targetId: order.id,
      details: { msgId, note: input.note },
      now,
    });
  });
}
