import type { Expression, Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LedgerEntriesTable } from '../../db/tables/wallet';

/**
 * Adds `amount` (signed yen) to a member's balance unless that would take it below zero. One conditional
 * UPDATE: on PostgreSQL the row lock makes concurrent changes queue and re-check the condition.
 * Answers the new balance, or undefined when refused.
 */
export async function changeBalance(db: Db, userId: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('balance', '+', amount), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

/** The member's balance as a column of another wallet query (the withdrawal desk shows it beside each request). */
export function balanceOf(db: Db, userId: Expression<number>) {
  return db.selectFrom('users').select('users.balance').where('users.id', '=', userId).$asScalar();
}

export async function readBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function insertLedgerEntry(db: Db, values: Insertable<LedgerEntriesTable>): Promise<void> {
  await db.insertInto('ledger_entries').values(values).execute();
}

/** Net yen the member has paid for an order so far (positive = charged). */
export async function netChargedForOrder(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return 0 - Number(row?.total ?? 0);
}

export async function sumLedgerForUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface OrderLedgerTotals {
  /** Yen taken from the balance for the order (sum of its negative entries, as a positive number). */
  taken: number;
  /** Yen given back (sum of its positive entries). */
  returned: number;
}

/** What the ledger took and gave back per order or per parcel, for a batch of them. */
export async function ledgerTotalsBy(
  db: Db,
  owner: 'order_id' | 'parcel_id',
  ids: number[],
): Promise<Map<number, OrderLedgerTotals>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      eb.ref(owner).as('owner'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('amount', '<', 0)
            .then(eb.neg(eb.ref('amount')))
            .else(0)
            .end(),
        )
        .as('taken'),
      eb.fn.sum<number | string>(eb.case().when('amount', '>', 0).then(eb.ref('amount')).else(0).end()).as('returned'),
    ])
    .where(owner, 'in', ids)
    .groupBy(owner)
    .execute();
  return new Map(rows.map((r) => [Number(r.owner), { taken: Number(r.taken), returned: Number(r.returned) }]));
}

/** What the ledger took and gave back per order, for a batch of orders. */
export const ledgerTotalsForOrders = (db: Db, orderIds: number[]) => ledgerTotalsBy(db, 'order_id', orderIds);

/** The order's ledger entries, oldest first (the member's order detail shows them). */
export function orderLedger(db: Db, orderId: number) {
  return db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
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
