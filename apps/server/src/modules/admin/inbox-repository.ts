import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { contains } from './like';

export interface ThreadFilter {
  keyword?: string;
  unreadOnly?: boolean;
}

const unreadSum = sql<number>`sum(case when messages.sender = 'member' and messages.staff_read_at is null then 1 else 0 end)`;

function threads(db: Db, f: ThreadFilter) {
  let q = db
    .selectFrom('messages')
    .innerJoin('orders', 'orders.id', 'messages.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('messages.source', '=', 'order');
  const keyword = f.keyword;
  if (keyword !== undefined) {
    q = q.where((eb) =>
      /^\d{1,9}$/.test(keyword)
        ? eb.or([eb('orders.id', '=', Number(keyword)), contains('users.account', keyword)])
        : contains('users.account', keyword),
    );
  }
  let grouped = q
    .select([
      'orders.id as order_id',
      'orders.user_id as user_id',
      'users.account as account',
      'orders.title as title',
      'orders.status as status',
      unreadSum.as('unread'),
      (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.max('messages.created_at').as('last_at'),
      (eb) => eb.fn.max('messages.id').as('last_id'),
    ])
    .groupBy(['orders.id', 'orders.user_id', 'users.account', 'orders.title', 'orders.status']);
  if (f.unreadOnly) grouped = grouped.having(unreadSum, '>', 0);
  return grouped;
}

/** Order threads (orders with member/staff messages): unread first, then the latest activity. */
export async function listThreads(db: Db, f: ThreadFilter, page: number, limit: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom(threads(db, f).as('t'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    threads(db, f)
      .orderBy(sql`case when ${unreadSum} > 0 then 0 else 1 end`)
      .orderBy(sql`max(messages.created_at)`, 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const lastIds = rows.map((r) => Number(r.last_id));
  const last =
    lastIds.length === 0
      ? []
      : await db.selectFrom('messages').select(['id', 'sender', 'content']).where('id', 'in', lastIds).execute();
  return { rows, last: new Map(last.map((m) => [m.id, m])), total: Number(count.n) };
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
