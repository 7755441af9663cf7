import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderEventsTable, OrderMoneyChecksTable, OrderStatusColumn, OrdersTable } from '../../db/tables/orders';

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

export async function insertOrderEvent(db: Db, values: Insertable<OrderEventsTable>): Promise<void> {
  await db.insertInto('order_events').values(values).execute();
}

export function orderEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function orderLedger(db: Db, orderId: number) {
  return db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function listMemberOrders(
  db: Db,
  userId: number,
  filter: { status?: OrderStatusColumn; orderId?: number },
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
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

export async function countMemberOrdersByStatus(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

export async function countOpenOrdersForItem(db: Db, userId: number, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('status', 'in', [2, 3])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUnpaidOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sellerBlacklisted(db: Db, userId: number, sellerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('seller_blacklist')
    .select('seller_id')
    .where('user_id', '=', userId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Net yen charged per order (positive = taken from the balance), for a page of orders. */
export async function netChargedForOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['order_id', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.order_id), 0 - Number(r.total)]));
}

/** A page of orders in id order after `afterId`, for scans over every order (the money check). */
export function ordersAfter(db: Db, afterId: number, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function insertMoneyCheck(db: Db, values: Insertable<OrderMoneyChecksTable>): Promise<void> {
  await db.insertInto('order_money_checks').values(values).execute();
}

export function latestMoneyCheck(db: Db) {
  return db.selectFrom('order_money_checks').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Keeps the newest `keep` runs of the money check. */
export async function pruneMoneyChecks(db: Db, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('order_money_checks')
    .select('id')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await db.deleteFrom('order_money_checks').where('id', '<=', cutoff.id).execute();
}
