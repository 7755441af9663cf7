import { type Message, type MsgInfo, ORDER_MESSAGE_SOURCE, type Paged, SYSTEM_MESSAGE_SOURCE } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import {
  countUnreadForMember,
  findMemberMessage,
  hideMemberMessage,
  insertMessage,
  insertSystemMessageIfWanted,
  listMemberMessages,
  type MessageRow,
  markMemberMessagesRead,
  type NotifyEvent,
  orderThread,
} from './message-repository';

/**
 * The member's own order (its number and title), or undefined: threads exist only on the member's own
 * orders. The orders area answers it (decision 025); messages sits below orders, so `app.ts` passes it in.
 */
export type MemberOrderLookup = (
  db: Db,
  userId: number,
  orderId: number,
) => Promise<{ id: number; order_no: string; title: string } | undefined>;

/** The spec's msgSource labels (订单消息, 系统消息) to stored sources; anything else counts all. */
export function sourceOf(label: string | undefined): 'order' | 'system' | undefined {
  if (label === ORDER_MESSAGE_SOURCE) return 'order';
  if (label === SYSTEM_MESSAGE_SOURCE) return 'system';
  return undefined;
}

export async function getUnreadCount(db: Db, userId: number, msgSource?: string): Promise<number> {
  return countUnreadForMember(db, userId, sourceOf(msgSource));
}

export function toMessage(row: MessageRow): Message {
  return {
    msgId: row.id,
    orderId: row.order_id,
    msgSource: row.source === 'order' ? ORDER_MESSAGE_SOURCE : SYSTEM_MESSAGE_SOURCE,
    sender: row.sender,
    title: row.title,
    content: row.content,
    read: row.sender === 'member' ? row.staff_read_at !== null : row.read_at !== null,
    createdAt: Number(row.created_at),
  };
}

export async function listMessages(
  db: Db,
  userId: number,
  query: { msgSource?: string; orderId?: number; unread?: number; page: number; limit: number },
): Promise<Paged<Message>> {
  const { rows, total } = await listMemberMessages(
    db,
    userId,
    { source: sourceOf(query.msgSource), orderId: query.orderId, unreadOnly: query.unread === 1 },
    query.page,
    query.limit,
  );
  return { list: rows.map(toMessage), total, page: query.page, limit: query.limit };
}

/** One message with its order's thread, or an order's thread. Another member's ids are "not found". */
export async function getMessageInfo(
  db: Db,
  memberOrder: MemberOrderLookup,
  userId: number,
  query: { msgId?: number; orderId?: number },
): Promise<MsgInfo> {
  let message: MessageRow | undefined;
  let orderId = query.orderId ?? null;
  if (query.msgId !== undefined) {
    message = await findMemberMessage(db, userId, query.msgId);
    if (!message) throw notFound('消息不存在');
    orderId = message.order_id;
  } else if (orderId !== null && !(await memberOrder(db, userId, orderId))) {
    throw notFound('订单不存在');
  }
  const thread = orderId === null ? [] : await orderThread(db, userId, orderId);
  return { message: message ? toMessage(message) : null, orderId, thread: thread.map(toMessage) };
}

export async function readMessages(
  db: Db,
  memberOrder: MemberOrderLookup,
  userId: number,
  target: { msgId?: number; orderId?: number; all?: number },
  now: number,
): Promise<{ read: number; totalNum: number }> {
  if (target.msgId !== undefined && !(await findMemberMessage(db, userId, target.msgId))) throw notFound('消息不存在');
  if (target.orderId !== undefined && !(await memberOrder(db, userId, target.orderId))) throw notFound('订单不存在');
  const read = await markMemberMessagesRead(db, userId, { msgId: target.msgId, orderId: target.orderId }, now);
  return { read, totalNum: await countUnreadForMember(db, userId) };
}

export async function deleteMessage(db: Db, userId: number, msgId: number, now: number): Promise<void> {
  if (!(await hideMemberMessage(db, userId, msgId, now))) throw notFound('消息不存在');
}

/** The member writes in an order's thread (staff answer from the operator console). */
export async function sendOrderMessage(
  db: Db,
  memberOrder: MemberOrderLookup,
  userId: number,
  orderId: number,
  content: string,
  now: number,
): Promise<Message> {
  const order = await memberOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  const id = await insertMessage(db, {
    user_id: userId,
    order_id: orderId,
    source: 'order',
    sender: 'member',
    title: `订单 ${order.order_no} 留言`,
    content,
    read_at: now,
    staff_read_at: null,
    deleted_at: null,
    created_at: now,
  });
  const row = await findMemberMessage(db, userId, id);
  if (!row) throw new Error('message vanished after insert');
  return toMessage(row);
}

export type { NotifyEvent } from './message-repository';

/**
 * A system message to the member (status changes, top-ups), inside the caller's transaction. Skipped when
 * the member turned that event off in the message settings; the order record keeps the event either way.
 */
export async function postSystemMessage(
  db: Db,
  message: { userId: number; orderId?: number | null; event: NotifyEvent; title: string; content: string; now: number },
): Promise<void> {
  await insertSystemMessageIfWanted(db, {
    userId: message.userId,
    orderId: message.orderId ?? null,
    event: message.event,
    title: message.title.slice(0, 200),
    content: message.content,
    now: message.now,
  });
}

/**
 * A notice about the member's own account (password reset, email confirmed): always posted, whatever the
 * message settings say, since it may be the only sign that someone else acted on the account.
 */
export async function postAccountNotice(
  db: Db,
  notice: { userId: number; title: string; content: string; now: number },
): Promise<void> {
  await insertMessage(db, {
    user_id: notice.userId,
    order_id: null,
    source: 'system',
    sender: 'system',
    title: notice.title.slice(0, 200),
    content: notice.content,
    read_at: null,
    staff_read_at: null,
    deleted_at: null,
    created_at: notice.now,
  });
}
