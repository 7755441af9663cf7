import type { AdminOrderQuery } from '@daigou/contract';
import type { Db } from '../../db/database';
import { contains } from './like';

const SORT_COLUMNS = {
  id: 'orders.id',
  createdAt: 'orders.created_at',
  statusAt: 'orders.status_at',
  updatedAt: 'orders.updated_at',
  endTime: 'orders.end_time',
} as const;

function deskOrders(db: Db, query: Pick<AdminOrderQuery, 'status' | 'keyword'>) {
  let q = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  if (query.status !== undefined) q = q.where('orders.status', '=', query.status);
  const keyword = query.keyword;
  if (keyword !== undefined) {
    q = q.where((eb) => {
      const any = [
        eb('orders.item_id', '=', keyword.toLowerCase()),
        eb('orders.seller_id', '=', keyword),
        contains('users.account', keyword),
      ];
      if (/^\d{1,9}$/.test(keyword)) any.push(eb('orders.id', '=', Number(keyword)));
      return eb.or(any);
    });
  }
  return q;
}

/** Every member's orders for the desk: by status, searched by order id, item id, member or seller, sorted. */
export async function listDeskOrders(db: Db, query: AdminOrderQuery) {
  const [count, rows] = await Promise.all([
    deskOrders(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    deskOrders(db, query)
      .selectAll('orders')
      .select('users.account')
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('orders.id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countOrdersByStatus(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

export function findDeskOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.account')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** The whole thread of an order (member, staff and system messages), oldest first. */
export function orderMessages(db: Db, orderId: number) {
  return db.selectFrom('messages').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

export async function countPendingRechargesAll(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
