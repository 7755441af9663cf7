import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MessagesTable } from '../../db/tables/messages';

/** Unread messages addressed to the member (from staff or the system), optionally of one source. */
export async function countUnreadForMember(db: Db, userId: number, source?: 'order' | 'system'): Promise<number> {
  let query = db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('sender', '!=', 'member')
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null);
  if (source) query = query.where('source', '=', source);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export type MessageRow = Selectable<MessagesTable>;

export async function insertMessage(db: Db, values: Insertable<MessagesTable>): Promise<number> {
  const row = await db.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface MessageFilter {
  source?: 'order' | 'system';
  orderId?: number;
  unreadOnly?: boolean;
}

function memberMessages(db: Db, userId: number, filter: MessageFilter) {
  let query = db.selectFrom('messages').where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (filter.source) query = query.where('source', '=', filter.source);
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  if (filter.unreadOnly) query = query.where('sender', '!=', 'member').where('read_at', 'is', null);
  return query;
}

/** The member's messages, newest first, with the total for paging. */
export async function listMemberMessages(
  db: Db,
  userId: number,
  filter: MessageFilter,
  page: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    memberMessages(db, userId, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    memberMessages(db, userId, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findMemberMessage(db: Db, userId: number, msgId: number): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', msgId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** One order's thread as the member sees it, oldest first. */
export function orderThread(db: Db, userId: number, orderId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Marks messages to the member as read: one, one order's, or all. Answers how many changed. */
export async function markMemberMessagesRead(
  db: Db,
  userId: number,
  target: { msgId?: number; orderId?: number },
  now: number,
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('sender', '!=', 'member')
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null);
  if (target.msgId !== undefined) query = query.where('id', '=', target.msgId);
  if (target.orderId !== undefined) query = query.where('order_id', '=', target.orderId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hideMemberMessage(db: Db, userId: number, msgId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ deleted_at: now })
    .where('id', '=', msgId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnreadInOrder(db: Db, userId: number, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('sender', '!=', 'member')
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type NotifyEvent = 'order_status' | 'order_message' | 'top_up' | 'outbid' | 'auction_ending' | 'saved_search';

/**
 * Inserts a system message unless the member turned the event off in the message settings: one statement
 * (no settings row means every event notifies), so status changes and top-ups stay cheap.
 */
export async function insertSystemMessageIfWanted(
  db: Db,
  m: { userId: number; orderId: number | null; event: NotifyEvent; title: string; content: string; now: number },
): Promise<void> {
  await sql`insert into messages (user_id, order_id, source, sender, title, content, created_at)
    select cast(${m.userId} as integer), cast(${m.orderId} as integer), 'system', 'system',
      cast(${m.title} as varchar(200)), cast(${m.content} as text), cast(${m.now} as bigint)
    where not exists (select 1 from msg_settings where user_id = ${m.userId} and ${sql.ref(m.event)} = 0)`.execute(db);
}

/** The whole thread of an order (member, staff and system messages), oldest first. */
export function orderMessages(db: Db, orderId: number) {
  return db.selectFrom('messages').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}
