import { OrderStatus } from '@daigou/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, EndingWindow } from '../../db/database';
import { moneyCheckRuns } from '../../db/money-check-repository';
import type { OrderEventsTable, OrderStatusColumn, OrdersTable } from '../../db/tables/orders';
import { nullInt, nullRef, nullText, type RecordFilter, type RecordPart, type RecordRow } from '../wallet/record-repository';

export type OrderRow = Selectable<OrdersTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;

export async function insertOrder(db: Db, values: Insertable<OrdersTable>): Promise<number> {
  const row = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findMemberOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}

/** The order's number and title when it belongs to the member (the messages area's thread check, decision 025). */
export function findMemberOrderTitle(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'title'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * What a write to an order is conditional on: the status and money_seq it read (decision 017), and the bid
 * state where the step depends on it. A stale writer changes nothing and is told so.
 */
export interface OrderGuard {
  status: OrderStatusColumn;
  moneySeq: number;
  bidState?: OrderRow['bid_state'];
}

/** Updates an order only if it is still as the caller saw it; answers whether it was. */
export async function updateOrderIf(
  db: Db,
  orderId: number,
  guard: OrderGuard,
  values: Updateable<OrdersTable>,
): Promise<boolean> {
  let query = db
    .updateTable('orders')
    .set(values)
    .where('id', '=', orderId)
    .where('status', '=', guard.status)
    .where('money_seq', '=', guard.moneySeq);
  if (guard.bidState !== undefined) query = query.where('bid_state', '=', guard.bidState);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders in inspection (20) since `before` or earlier: the member did not answer. */
export function inspectionsWaitingSince(db: Db, before: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', OrderStatus.inspecting)
    .where('status_at', '<=', before)
    .limit(limit)
    .execute();
}

export async function insertOrderEvent(db: Db, values: Insertable<OrderEventsTable>): Promise<void> {
  await db.insertInto('order_events').values(values).execute();
}

export function orderEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function listMemberOrders(
  db: Db,
  userId: number,
  filter: { status?: OrderStatusColumn; inParcel?: boolean; orderId?: number },
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  if (filter.inParcel !== undefined) base = base.where('parcel_id', filter.inParcel ? 'is not' : 'is', null);
  if (filter.orderId !== undefined) base = base.where('id', '=', filter.orderId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The member's orders per status, and how many of them are in an international parcel (decision 058). */
export async function countMemberOrdersByStatus(
  db: Db,
  userId: number,
): Promise<{ byStatus: Map<number, number>; inParcel: Map<number, number> }> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('parcel_id').as('in_parcel')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  return {
    byStatus: new Map(rows.map((r) => [Number(r.status), Number(r.n)])),
    inParcel: new Map(rows.map((r) => [Number(r.status), Number(r.in_parcel)])),
  };
}

export async function countOpenOrdersForItem(db: Db, userId: number, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('status', 'in', [OrderStatus.unpaid, OrderStatus.paid])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUnpaidOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', OrderStatus.unpaid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of orders in id order after `afterId`, for scans over every order (the money check). */
export function ordersAfter(db: Db, afterId: number, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The runs of the per-order money check (decision 017). */
export const orderMoneyChecks = moneyCheckRuns('order_money_checks');

/**
 * Paid bid orders (status 3, so the bid is not settled) whose auction ends in (now, until] and that `keep`
 * lets through (the reminders' conditions on member and item, decision 025). Served by orders_status_end_idx.
 */
export function findEndingBidOrders(db: Db, { now, until, limit, keep }: EndingWindow) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_no', 'o.user_id', 'o.item_id', 'o.title', 'o.title_zh', 'o.max_bid'])
    .where('o.status', '=', OrderStatus.paid)
    .where('o.kind', '=', 'bid')
    .where('o.end_time', '>', now)
    .where('o.end_time', '<=', until)
    .where((eb) => keep(eb.ref('o.user_id'), eb.ref('o.item_id')))
    .orderBy('o.end_time')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** The goods of orders as a derived table another area joins on `order_id` (parcel items, decision 025). */
export function orderGoods(db: Db) {
  return db
    .selectFrom('orders')
    .select([
      'orders.id as order_id',
      'orders.order_no',
      'orders.title',
      'orders.title_zh',
      'orders.image',
      'orders.weight_g',
      'orders.length_cm',
      'orders.width_cm',
      'orders.height_cm',
    ]);
}

function eventsOf(db: Db, f: RecordFilter) {
  let q = db.selectFrom('order_events').where('order_events.user_id', '=', f.userId);
  if (f.orderId !== undefined) q = q.where('order_events.order_id', '=', f.orderId);
  if (f.from !== undefined) q = q.where('order_events.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('order_events.created_at', '<', f.to);
  return q;
}

/** The member's order status records as the wallet's record page lists them (`GetOrderRecord`, decision 025). */
export const orderEventRecords = (db: Db): RecordPart => ({
  rows: (f) =>
    eventsOf(db, f)
      .select([
        sql<'order'>`'order'`.as('type'),
        'order_events.id as id',
        'order_events.order_id as order_id',
        nullText.as('recharge_no'),
        nullRef.as('external_ref'),
        nullText.as('kind'),
        nullInt.as('amount'),
        nullInt.as('balance_after'),
        'order_events.from_status as from_status',
        'order_events.to_status as to_status',
        'order_events.actor_type as actor',
        'order_events.reason as note',
        'order_events.created_at as created_at',
      ])
      .$castTo<RecordRow>(),
  count: async (f) => {
    const row = await eventsOf(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});

/** The viewer's orders on one item that may have bid (the bid history's 我的出价, decision 085). */
export function findViewerBidOrders(db: Db, userId: number, itemId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'bid_amount'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('kind', '=', 'bid')
    .execute();
}
