import { type AdminOrderQuery, parseOrderNo } from '@daigou/contract';
import type { Db } from '../../db/database';
import { accountOf, idsOfAccountsContaining } from '../users/user-repository';

const SORT_COLUMNS = {
  id: 'orders.id',
  createdAt: 'orders.created_at',
  statusAt: 'orders.status_at',
  updatedAt: 'orders.updated_at',
  endTime: 'orders.end_time',
} as const;

function deskOrders(db: Db, query: Pick<AdminOrderQuery, 'status' | 'keyword'>) {
  let q = db.selectFrom('orders');
  if (query.status !== undefined) q = q.where('orders.status', '=', query.status);
  const keyword = query.keyword;
  if (keyword !== undefined) {
    q = q.where((eb) => {
      const any = [
        eb('orders.item_id', '=', keyword.toLowerCase()),
        eb('orders.seller_id', '=', keyword),
        eb('orders.user_id', 'in', idsOfAccountsContaining(db, keyword)),
      ];
      if (/^\d{1,9}$/.test(keyword)) any.push(eb('orders.id', '=', Number(keyword)));
      const orderNo = parseOrderNo(keyword);
      if (orderNo) any.push(eb('orders.order_no', '=', orderNo));
      return eb.or(any);
    });
  }
  return q;
}

/** Every member's orders for the desk: by status, searched by order number or id, item id, member or seller, sorted. */
export async function listDeskOrders(db: Db, query: AdminOrderQuery) {
  const [count, rows] = await Promise.all([
    deskOrders(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    deskOrders(db, query)
      .selectAll('orders')
      .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
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
    .selectAll('orders')
    .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
