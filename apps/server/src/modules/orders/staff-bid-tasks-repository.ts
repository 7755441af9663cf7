import { type BidTaskState, OrderStatus } from '@daigou/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { accountOf } from '../users/user-repository';
import type { OrderRow } from './order-repository';

/**
 * Staff bidding's reads and writes of the orders table (decision 035). A task is a paid order (3) still
 * waiting for its purchase: not yet bid (bid_state none), bid placed, or outbid. Writes are single guarded
 * updates on the status, money_seq and bid_state read; settlement goes through order-settlement.ts.
 */

export type TaskRow = OrderRow & { account: string };

const OPEN_STATES = ['none', 'placed', 'outbid'] as const;

function stateFilter(eb: ExpressionBuilder<Database, 'orders'>, state: BidTaskState) {
  switch (state) {
    case 'to_bid':
      return eb.and([eb('orders.kind', '=', 'bid'), eb('orders.bid_state', '=', 'none')]);
    case 'to_buy':
      return eb.and([eb('orders.kind', '=', 'buyout'), eb('orders.bid_state', '=', 'none')]);
    default:
      return eb('orders.bid_state', '=', state);
  }
}

function tasks(db: Db, state: BidTaskState | undefined) {
  let q = db.selectFrom('orders').where('orders.status', '=', OrderStatus.paid).where('orders.bid_state', 'in', OPEN_STATES);
  if (state) q = q.where((eb) => stateFilter(eb, state));
  return q;
}

/** The queue: soonest auction end first (ties by order id), with the member's account. */
export async function listTasks(
  db: Db,
  query: { state?: BidTaskState; offset: number; limit: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  const [count, rows] = await Promise.all([
    tasks(db, query.state)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    tasks(db, query.state)
      .selectAll('orders')
      .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
      .orderBy('orders.end_time')
      .orderBy('orders.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Open tasks by kind and bid state. */
export async function countTasks(
  db: Db,
): Promise<Array<{ kind: 'bid' | 'buyout'; bid_state: OrderRow['bid_state']; n: number }>> {
  const rows = await tasks(db, undefined)
    .select(['orders.kind', 'orders.bid_state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['orders.kind', 'orders.bid_state'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, bid_state: r.bid_state, n: Number(r.n) }));
}

/** Tasks not bid yet whose time has come: at once, or `snipe_minutes` before the end. */
export async function countDueTasks(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('status', '=', OrderStatus.paid)
    .where('bid_state', '=', 'none')
    .where((eb) => eb.or([eb('snipe_minutes', 'is', null), eb(eb('end_time', '-', eb('snipe_minutes', '*', 60_000)), '<=', now)]))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findTask(db: Db, orderId: number): Promise<TaskRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) => accountOf(db, eb.ref('orders.user_id')).as('account'))
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
