import { OrderStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import { accountOf } from '../users/user-repository';
import type { OrderRow } from './order-repository';

/**
 * Orders as items at the Japanese warehouse (issue 14): the queries the parcels module and the storage jobs
 * run on the orders table, kept in the module that owns it. Every write is conditional on what was read.
 */

/** The member's warehoused items (status 6), newest arrival first. */
export function memberWarehouseItems(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', OrderStatus.warehoused)
    .where('arrived_at', 'is not', null)
    .orderBy('arrived_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export function memberOrdersByIds(db: Db, userId: number, orderIds: number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('id', 'in', orderIds).execute();
}

export function ordersByIds(db: Db, orderIds: number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
}

/**
 * Puts a warehoused item into a parcel: only if it is still warehoused, in no parcel, and as it was read
 * (status and money_seq, decision 017). Answers whether it was.
 */
export async function claimForParcel(db: Db, order: OrderRow, parcelId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ parcel_id: parcelId, updated_at: now })
    .where('id', '=', order.id)
    .where('user_id', '=', order.user_id)
    .where('status', '=', OrderStatus.warehoused)
    .where('money_seq', '=', order.money_seq)
    .where('parcel_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes items out of a parcel that was cancelled (or closed with its items returned): back in the warehouse,
 * their storage clock resumes without the time they spent in the parcel. `storagePaid` (order id → yen) adds
 * the storage a closed parcel charged for each item and kept (decision 057), so those days are not charged again;
 * it changes what the item's storage costs, so it bumps the order's money_seq.
 */
export async function releaseFromParcel(
  db: Db,
  parcelId: number,
  pausedMs: number,
  now: number,
  storagePaid: ReadonlyMap<number, number> = new Map(),
): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      parcel_id: null,
      storage_paused_ms: eb('storage_paused_ms', '+', Math.max(0, pausedMs)),
      updated_at: now,
    }))
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  for (const [orderId, paid] of storagePaid) {
    if (paid <= 0) continue;
    await db
      .updateTable('orders')
      .set((eb) => ({ storage_paid: eb('storage_paid', '+', paid), money_seq: eb('money_seq', '+', 1) }))
      .where('id', '=', orderId)
      .execute();
  }
  return Number(result.numUpdatedRows);
}

/** Warehoused items in no parcel, for the storage clock's pass, in id order after `afterId`. */
export function storedItemsAfter(db: Db, afterId: number, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', [OrderStatus.warehoused, OrderStatus.inspecting, OrderStatus.problem])
    .where('arrived_at', 'is not', null)
    .where('parcel_id', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Puts an item past its maximum into the staff queue (once). */
export async function queueOverdue(db: Db, orderId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ storage_queued_at: now })
    .where('id', '=', orderId)
    .where('storage_queued_at', 'is', null)
    .where('parcel_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Staff handled an overdue item: a note and extra days; it leaves the queue. */
export async function resolveOverdue(db: Db, order: OrderRow, extraDays: number, note: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      storage_extra_days: Number(order.storage_extra_days) + extraDays,
      storage_note: note,
      storage_queued_at: null,
      updated_at: now,
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('money_seq', '=', order.money_seq)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Items at the warehouse with their member, for the storage report. */
export function storedItemsWithAccount(db: Db, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
    .where('orders.status', 'in', [OrderStatus.warehoused, OrderStatus.inspecting, OrderStatus.problem])
    .where('orders.arrived_at', 'is not', null)
    .where('orders.parcel_id', 'is', null)
    .orderBy('orders.arrived_at')
    .limit(limit)
    .execute();
}

/** Items past the maximum storage time still waiting for staff (the overdue queue). */
export async function countStorageQueued(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('storage_queued_at', 'is not', null)
    .where('status', 'in', [OrderStatus.warehoused, OrderStatus.inspecting, OrderStatus.problem])
    .where('parcel_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Items at the warehouse without a weight (members cannot ship them), oldest arrival first, with their member. */
function unweighed(db: Db) {
  return db
    .selectFrom('orders')
    .where('orders.status', 'in', [OrderStatus.warehoused, OrderStatus.inspecting, OrderStatus.problem])
    .where('orders.arrived_at', 'is not', null)
    .where('orders.weight_g', 'is', null)
    .where('orders.parcel_id', 'is', null);
}

export async function listUnweighedItems(db: Db, page: number, limit: number) {
  const [count, rows] = await Promise.all([
    unweighed(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    unweighed(db)
      .selectAll('orders')
      .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
      .orderBy('orders.arrived_at')
      .orderBy('orders.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
