import type { AdminThread, Paged } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { insertMessage } from '../messages/message-repository';
import { countUnreadThreads, markThreadReadByStaff } from '../messages/staff-inbox-repository';
import { listThreads } from './staff-inbox-repository';
import { findOrderOwner } from './staff-inspection-repository';

export async function listInbox(
  db: Db,
  query: { keyword?: string; unread?: number; page: number; limit: number },
): Promise<Paged<AdminThread> & { unreadThreads: number }> {
  const [{ rows, last, total }, unreadThreads] = await Promise.all([
    listThreads(db, { keyword: query.keyword, unreadOnly: query.unread === 1 }, query.page, query.limit),
    countUnreadThreads(db),
  ]);
  const list = rows.map((r) => {
    const message = last.get(Number(r.last_id));
    return {
      orderId: r.order_id,
      userId: r.user_id,
      account: r.account,
      title: r.title,
      status: Number(r.status),
      unread: Number(r.unread),
      total: Number(r.total),
      lastAt: Number(r.last_at),
      lastSender: message?.sender ?? 'member',
      lastContent: (message?.content ?? '').slice(0, 120),
    };
  });
  return { list, total, page: query.page, limit: query.limit, unreadThreads };
}

/** Staff have read the member's messages of one order. */
export async function readThread(db: Db, actor: Actor, orderId: number, now: number): Promise<number> {
  const order = await findOrderOwner(db, orderId);
  if (!order) throw notFound('订单不存在');
  return inTransaction(db, async (trx) => {
    const read = await markThreadReadByStaff(trx, orderId, now);
    if (read > 0) {
      await recordAudit(trx, actor, { action: 'message.read', targetType: 'order', targetId: orderId, details: { read }, now });
    }
    return read;
  });
}

/** A staff message in the order's thread, already read by staff: the member sees it and the unread badge. */
export function insertStaffMessage(db: Db, order: { id: number; user_id: number }, title: string, content: string, now: number) {
  return insertMessage(db, {
    user_id: order.user_id,
    order_id: order.id,
    source: 'order',
    sender: 'staff',
    title,
    content,
    read_at: null,
    staff_read_at: now,
    deleted_at: null,
    created_at: now,
  });
}

/**
 * Staff answer in an order's thread: the member sees it in the thread and in the unread badge. Answering
 * also marks the member's messages read by staff.
 */
export async function replyInThread(db: Db, actor: Actor, input: { orderId: number; content: string }, now: number) {
  const order = await findOrderOwner(db, input.orderId);
  if (!order) throw notFound('订单不存在');
  await inTransaction(db, async (trx) => {
    const msgId = await insertStaffMessage(trx, order, `订单 ${order.order_no} 客服回复`, input.content, now);
    await markThreadReadByStaff(trx, order.id, now);
    await recordAudit(trx, actor, {
      action: 'message.reply',
      targetType: 'order',
      targetId: order.id,
      details: { msgId, content: input.content.slice(0, 500) },
      now,
    });
  });
}
