import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { messagesByIds, orderThreadStats } from '../messages/staff-inbox-repository';
import { accountOf, idsOfAccountsContaining } from '../users/user-repository';

export interface ThreadFilter {
  keyword?: string;
  unreadOnly?: boolean;
}

/** Orders with a thread: the order's columns, the member's account and the thread's figures (messages' part). */
function threads(db: Db, f: ThreadFilter) {
  let q = db
    .selectFrom('orders')
    .innerJoin(orderThreadStats(db, { unreadOnly: f.unreadOnly }).as('t'), 't.order_id', 'orders.id');
  const keyword = f.keyword;
  if (keyword !== undefined) {
    q = q.where((eb) =>
      /^\d{1,9}$/.test(keyword)
        ? eb.or([eb('orders.id', '=', Number(keyword)), eb('orders.user_id', 'in', idsOfAccountsContaining(db, keyword))])
        : eb('orders.user_id', 'in', idsOfAccountsContaining(db, keyword)),
    );
  }
  return q;
}

/** Order threads (orders with member/staff messages): unread first, then the latest activity. */
export async function listThreads(db: Db, f: ThreadFilter, page: number, limit: number) {
  const [count, rows] = await Promise.all([
    threads(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    threads(db, f)
      .select((eb) => [
        'orders.id as order_id',
        'orders.user_id as user_id',
        accountOf(db, eb.ref('orders.user_id')).as('account'),
        'orders.title as title',
        'orders.status as status',
        't.unread as unread',
        't.total as total',
        't.last_at as last_at',
        't.last_id as last_id',
      ])
      .orderBy(sql`case when t.unread > 0 then 0 else 1 end`)
      .orderBy('t.last_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const last = await messagesByIds(
    db,
    rows.map((r) => Number(r.last_id)),
  );
  return { rows, last, total: Number(count.n) };
}
