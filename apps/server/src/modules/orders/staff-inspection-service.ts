import { INSPECTION_PHOTOS_MAX, type InspectionPhoto, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { storedImageUrl, storeImage } from '../images/image-service';
import { notifyMember } from '../notifications/notify-member';
import { mailItemTitle, noticeItem } from './order-notice-title';
import { insertStaffMessage } from './staff-inbox-service';
import {
  countInspectionPhotos,
  deleteInspectionPhoto,
  findInspectionPhoto,
  findOrderOwner,
  hasInspectionPhotoSince,
  insertInspectionPhoto,
  listInspectionPhotos,
  lockOrderOwner,
} from './staff-inspection-repository';

/** Photos are posted once the parcel is at the warehouse: inspecting, warehoused, or a problem there. */
const PHOTO_STATUSES = new Set<OrderStatusCode>([OrderStatus.inspecting, OrderStatus.warehoused, OrderStatus.problem]);

/**
 * Photos uploaded within this time of the previous one are one round (staff upload a batch one file per
 * call): the member hears "photos ready" with the first photo of a round, not once per file (decision 050).
 */
export const PHOTO_ROUND_MS = 30 * 60_000;

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
      const owner = (await lockOrderOwner(trx, orderId)) ?? order;
      const newRound = !(await hasInspectionPhotoSince(trx, orderId, now - PHOTO_ROUND_MS));
      await insertInspectionPhoto(trx, orderId, key, actor.id, now);
      if (newRound) await noticePhotosReady(trx, owner, now);
    },
    audit: { action: 'order.photos', targetType: 'order', targetId: orderId },
  });
  return listPhotosOf(db, orderId);
}

/** 验货照片已上传: a site message (order status settings) and, where chosen, a mail with a link to the order. */
async function noticePhotosReady(
  trx: Db,
  order: { id: number; order_no: string; user_id: number; status: number; title_zh: string },
  now: number,
) {
  const ask = order.status === OrderStatus.inspecting ? '请查看并确认验货结果（确认入库或拒收）。' : '请在订单详情中查看。';
  await notifyMember(trx, {
    userId: order.user_id,
    orderId: order.id,
    event: 'order_status',
    title: `订单 ${order.order_no}：验货照片已上传`,
    content: `${noticeItem(order, 60, '商品')}的验货照片已上传，${ask}`,
    now,
    mail: { kind: 'inspection_photos', itemTitle: mailItemTitle(order), path: `/order/${order.id}`, linkLabel: '查看验货照片' },
  });
}

export async function removeInspectionPhoto(db: Db, actor: Actor, id: number, now: number): Promise<InspectionPhoto[]> {
  const photo = await findInspectionPhoto(db, id);
  if (!photo) throw notFound('照片不存在');
  await inTransaction(db, async (trx) => {
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
  await inTransaction(db, async (trx) => {
    const msgId = await insertStaffMessage(trx, order, `订单 ${order.order_no} 验货说明`, `验货说明：${input.note}`, now);
    await recordAudit(trx, actor, {
      action: 'order.note',
      targetType: 'order',
      targetId: order.id,
      details: { msgId, note: input.note },
      now,
    });
  });
}
