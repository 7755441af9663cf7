import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { SandboxPaymentsTable, SandboxRefundsTable } from '../db/tables/wallet';

/** The embedded sandbox provider's own records (as a real provider keeps them) and the shared signing keys. */

export async function findPaymentKey(db: Db, provider: string): Promise<string | undefined> {
  return (await db.selectFrom('payment_keys').select('secret').where('provider', '=', provider).executeTakeFirst())?.secret;
}

/** Stores a provider's key unless another instance stored one first (then theirs stays). */
export async function insertPaymentKeyIfMissing(db: Db, provider: string, secret: string, now: number): Promise<void> {
  await db
    .insertInto('payment_keys')
    .values({ provider, secret, created_at: now })
    .onConflict((oc) => oc.column('provider').doNothing())
    .execute();
}

export async function insertSandboxPayment(db: Db, values: Insertable<SandboxPaymentsTable>): Promise<void> {
  await db.insertInto('sandbox_payments').values(values).execute();
}

export function findSandboxPayment(db: Db, rechargeId: string) {
  return db.selectFrom('sandbox_payments').selectAll().where('out_trade_no', '=', rechargeId).executeTakeFirst();
}

/** created → paid, while the payment has not expired. */
export async function markSandboxPaymentPaid(db: Db, rechargeId: string, now: number): Promise<void> {
  await db
    .updateTable('sandbox_payments')
    .set({ status: 'paid', paid_at: now })
    .where('out_trade_no', '=', rechargeId)
    .where('status', '=', 'created')
    .where('expires_at', '>', now)
    .execute();
}

/** created → closed. */
export async function closeSandboxPayment(db: Db, rechargeId: string, now: number): Promise<void> {
  await db
    .updateTable('sandbox_payments')
    .set({ status: 'closed', closed_at: now })
    .where('out_trade_no', '=', rechargeId)
    .where('status', '=', 'created')
    .execute();
}

export async function sumSandboxRefunds(db: Db, rechargeId: string): Promise<number> {
  const row = await db
    .selectFrom('sandbox_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fen').as('total'))
    .where('out_trade_no', '=', rechargeId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A refund number is stored once; a second insert of the same number changes nothing. */
export async function insertSandboxRefund(db: Db, values: Insertable<SandboxRefundsTable>): Promise<void> {
  await db
    .insertInto('sandbox_refunds')
    .values(values)
    .onConflict((oc) => oc.column('out_refund_no').doNothing())
    .execute();
}

export function findSandboxRefund(db: Db, refundNo: string) {
  return db.selectFrom('sandbox_refunds').selectAll().where('out_refund_no', '=', refundNo).executeTakeFirst();
}
