import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RechargesTable } from '../../db/tables/wallet';

export type RechargeRow = Selectable<RechargesTable>;

export async function insertRecharge(db: Db, values: Insertable<RechargesTable>): Promise<number> {
  const row = await db.insertInto('recharges').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findRechargeByNo(db: Db, rechargeNo: string): Promise<RechargeRow | undefined> {
  return db.selectFrom('recharges').selectAll().where('recharge_no', '=', rechargeNo).executeTakeFirst();
}

export function findMemberRecharge(db: Db, userId: number, rechargeNo: string): Promise<RechargeRow | undefined> {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('recharge_no', '=', rechargeNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countPendingRecharges(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a top-up paid unless it already is; answers whether this call did it (only one ever does). */
export async function markRechargePaid(db: Db, id: number, tradeNo: string, paidAt: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recharges')
    .set({ status: 'paid', provider_trade_no: tradeNo, paid_at: paidAt, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markRechargeUnpaid(db: Db, id: number, status: 'expired' | 'cancelled', now: number): Promise<boolean> {
  const result = await db
    .updateTable('recharges')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending top-ups created before `createdBefore`, oldest first: the reconciliation job's work. */
export function pendingRecharges(db: Db, createdBefore: number, limit: number): Promise<RechargeRow[]> {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', createdBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}
