import type { Insertable } from 'kysely';
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
