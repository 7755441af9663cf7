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
export async function markRechargePaid(
  db: Db,
  id: number,
  tradeNo: string,
  paidAt: number,
  amountFen: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('recharges')
    .set({
      status: 'paid',
      provider_trade_no: tradeNo,
      paid_at: paidAt,
      updated_at: now,
      provider_state: 'paid',
      provider_amount_fen: amountFen,
      provider_checked_at: now,
    })
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

/**
 * Pending top-ups created before `createdBefore`, those the provider was asked about least recently first:
 * the reconciliation job's candidates.
 */
export function pendingRecharges(db: Db, createdBefore: number, limit: number): Promise<RechargeRow[]> {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', createdBefore)
    .orderBy((eb) => eb.fn.coalesce('provider_checked_at', eb.lit(0)))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How the payer pays (QR or redirect) and the provider's URL for it. */
export async function setRechargePayment(db: Db, id: number, mode: 'qr' | 'redirect', url: string): Promise<void> {
  await db
    .updateTable('recharges')
    .set({ pay_mode: mode, pay_url: url.slice(0, 4000) })
    .where('id', '=', id)
    .execute();
}

/** What the provider last said about a top-up (for the daily reconciliation report). */
export async function recordProviderState(
  db: Db,
  id: number,
  state: { status: 'paid' | 'pending' | 'closed' | 'not_found'; amountFen?: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('recharges')
    .set({ provider_state: state.status, provider_amount_fen: state.amountFen ?? null, provider_checked_at: now })
    .where('id', '=', id)
    .execute();
}

/** Top-ups still waiting for payment, every member (the staff overview counts them). */
export async function countPendingRechargesAll(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
