import { sql } from 'kysely';
import type { Db } from '../../db/database';

const unreadSum = sql<number>`sum(case when messages.sender = 'member' and messages.staff_read_at is null then 1 else 0 end)`;

/**
 * The messages table's part of the staff inbox (decision 025): one row per order with a thread — its unread
 * count (member messages staff have not read), message count, latest time and latest message id. The orders
 * area joins it as a derived table (`.innerJoin(orderThreadStats(db, f).as('t'), 't.order_id', 'orders.id')`),
 * so the inbox stays one statement and only this module names `messages`.
 */
export function orderThreadStats(db: Db, f: { unreadOnly?: boolean }) {
  let q = db
    .selectFrom('messages')
    .where('messages.source', '=', 'order')
    .where('messages.order_id', 'is not', null)
    .select([
      sql<number>`messages.order_id`.as('order_id'),
      unreadSum.as('unread'),
      (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.max('messages.created_at').as('last_at'),
      (eb) => eb.fn.max('messages.id').as('last_id'),
    ])
    .groupBy('messages.order_id');
  if (f.unreadOnly) q = q.having(unreadSum, '>', 0);
  return q;
}

/** The latest messages of the threads on a page, by id. */
export async function messagesByIds(db: Db, ids: number[]) {
  const rows =
    ids.length === 0 ? [] : await db.selectFrom('messages').select(['id', 'sender', 'content']).where('id', 'in', ids).execute();
  return new Map(rows.map((m) => [m.id, m]));
}

/** Unread member messages (not yet read by staff) per order, for a page of the order desk; orders with none are absent. */
export async function unreadMemberMessagesByOrder(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select([sql<number>`messages.order_id`.as('order_id'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('source', '=', 'order')
    .where('sender', '=', 'member')
    .where('staff_read_at', 'is', null)
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.order_id), Number(r.n)]));
}

export async function countUnreadThreads(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.count<number>('order_id').distinct().as('n'))
    .where('source', '=', 'order')
    .where('sender', '=', 'member')
    .where('staff_read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's messages of one order read by staff; answers how many changed. */
export async function markThreadReadByStaff(db: Db, orderId: number, now: number): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ staff_read_at: now })
    .where('order_id', '=', orderId)
    .where('sender', '=', 'member')
    .where('staff_read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
