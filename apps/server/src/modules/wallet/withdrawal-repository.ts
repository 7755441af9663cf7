import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { WithdrawalRefundsTable, WithdrawalsTable } from '../../db/tables/wallet';
import { accountOf } from '../users/user-repository';
import { balanceOf } from './ledger-repository';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type RefundRow = Selectable<WithdrawalRefundsTable>;
export type RefundStatus = WithdrawalRefundsTable['status'];

/** A paid top-up that can still take refunds: what it paid and what live refunds already took from it. */
export interface RefundableTopUp {
  id: number;
  recharge_no: string;
  channel: 'wechat' | 'alipay';
  provider: string;
  provider_trade_no: string | null;
  amount: number;
  yuan_fen: number;
  paid_at: number;
  /** Yen of refunds not failed or cancelled. */
  refunded: number;
}

/** Refunds that still hold money out of the balance or went back to the payer. */
const LIVE: RefundStatus[] = ['held', 'processing', 'succeeded'];

/** The member's paid top-ups paid since `paidSince`, newest first, with what live refunds took from each. */
export async function refundableTopUps(db: Db, userId: number, paidSince: number): Promise<RefundableTopUp[]> {
  const rows = await db
    .selectFrom('recharges as r')
    .leftJoin('withdrawal_refunds as f', (join) => join.onRef('f.recharge_id', '=', 'r.id').on('f.status', 'in', LIVE))
    .select((eb) => [
      'r.id',
      'r.recharge_no',
      'r.channel',
      'r.provider',
      'r.provider_trade_no',
      'r.amount',
      'r.yuan_fen',
      'r.paid_at',
      eb.fn.coalesce(eb.fn.sum<number | string>('f.amount'), eb.lit(0)).as('refunded'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'paid')
    .where('r.paid_at', '>=', paidSince)
    .groupBy(['r.id', 'r.recharge_no', 'r.channel', 'r.provider', 'r.provider_trade_no', 'r.amount', 'r.yuan_fen', 'r.paid_at'])
    .orderBy('r.paid_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    recharge_no: r.recharge_no,
    channel: r.channel,
    provider: r.provider,
    provider_trade_no: r.provider_trade_no,
    amount: Number(r.amount),
    yuan_fen: Number(r.yuan_fen),
    paid_at: Number(r.paid_at),
    refunded: Number(r.refunded),
  }));
}

export async function insertWithdrawal(db: Db, values: Insertable<WithdrawalsTable>): Promise<number> {
  const row = await db.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefund(db: Db, values: Insertable<WithdrawalRefundsTable>): Promise<number> {
  const row = await db.insertInto('withdrawal_refunds').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findWithdrawal(db: Db, withdrawalNo: string): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('withdrawal_no', '=', withdrawalNo).executeTakeFirst();
}

export async function countOpenWithdrawals(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves a withdrawal from one status to another; answers whether this call did it. */
export async function moveWithdrawal(
  db: Db,
  id: number,
  from: WithdrawalRow['status'],
  to: WithdrawalRow['status'],
  set: Partial<Pick<WithdrawalRow, 'staff_reason' | 'decided_by' | 'decided_at' | 'completed_at'>>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({ ...set, status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a refund from one of `from` to `to`; answers whether this call did it (only one ever does). */
export async function moveRefund(
  db: Db,
  id: number,
  from: RefundStatus[],
  to: RefundStatus,
  set: Partial<Pick<RefundRow, 'provider_refund_id' | 'failure' | 'submitted_at' | 'completed_at'>>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawal_refunds')
    .set({ ...set, status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function refundsOf(
  db: Db,
  withdrawalIds: number[],
): Promise<(RefundRow & { recharge_no: string; channel: 'wechat' | 'alipay' })[]> {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('withdrawal_refunds as f')
    .innerJoin('recharges as r', 'r.id', 'f.recharge_id')
    .selectAll('f')
    .select(['r.recharge_no', 'r.channel'])
    .where('f.withdrawal_id', 'in', withdrawalIds)
    .orderBy('f.id')
    .execute();
}

export function findRefund(db: Db, refundNo: string): Promise<RefundRow | undefined> {
  return db.selectFrom('withdrawal_refunds').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();
}

export async function listWithdrawals(
  db: Db,
  filter: { userId?: number; status?: WithdrawalRow['status']; pendingFirst?: boolean },
  page: number,
  limit: number,
): Promise<{ rows: (WithdrawalRow & { account: string; balance: number })[]; total: number }> {
  let q = db.selectFrom('withdrawals as w');
  if (filter.userId !== undefined) q = q.where('w.user_id', '=', filter.userId);
  if (filter.status !== undefined) q = q.where('w.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    q
      .selectAll('w')
      .select((eb) => [accountOf(db, eb.ref('w.user_id')).as('account'), balanceOf(db, eb.ref('w.user_id')).as('balance')])
      .$if(filter.pendingFirst === true, (qb) =>
        qb.orderBy((eb) => eb.case().when('w.status', '=', 'pending').then(0).else(1).end()),
      )
      .orderBy('w.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, balance: Number(r.balance) })), total: Number(total.n) };
}

export async function countWithdrawalsIn(db: Db, status: WithdrawalRow['status']): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The refund job's work, oldest first: refunds approved and queued (never sent: `submitted_at` null) and
 * refunds sent at or before `submittedBefore` without a final answer yet.
 */
export function processingRefunds(db: Db, submittedBefore: number, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom('withdrawal_refunds')
    .selectAll()
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('submitted_at', 'is', null), eb('submitted_at', '<=', submittedBefore)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a refund for one attempt: stamps `submitted_at = now` only if it is still processing and still
 * carries the `submitted_at` the caller read. Of two job runners that read the same refund, one claims it;
 * the other leaves it (the provider is asked once per attempt).
 */
export async function claimRefundAttempt(db: Db, id: number, readSubmittedAt: number | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('withdrawal_refunds')
    .set({ submitted_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where((eb) => (readSubmittedAt === null ? eb('submitted_at', 'is', null) : eb('submitted_at', '=', readSubmittedAt)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function openRefundsOfWithdrawal(db: Db, withdrawalId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .where('status', 'in', ['held', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordRefundProviderState(
  db: Db,
  id: number,
  state: { status: string; amountFen: number | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('withdrawal_refunds')
    .set({ provider_state: state.status, provider_amount_fen: state.amountFen, provider_checked_at: now })
    .where('id', '=', id)
    .execute();
}

export function findRechargeById(db: Db, id: number) {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function withdrawalById(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Yuan (fen) refunded or being refunded per top-up: what a withdrawal may still take from each. */
export async function refundedFenByRecharge(db: Db, rechargeIds: number[]): Promise<Map<number, number>> {
  if (rechargeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawal_refunds')
    .select((eb) => ['recharge_id', eb.fn.sum<number | string>('refund_fen').as('fen')])
    .where('recharge_id', 'in', rechargeIds)
    .where('status', 'in', ['held', 'processing', 'succeeded'])
    .groupBy('recharge_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.recharge_id), Number(r.fen)]));
}

/** The refund was sent to its provider (again) at `now`; the provider's refund id once it gave one. */
export async function markRefundSubmitted(
  db: Db,
  refundId: number,
  now: number,
  providerRefundId?: string | null,
): Promise<void> {
  await db
    .updateTable('withdrawal_refunds')
    .set(providerRefundId === undefined ? { submitted_at: now } : { submitted_at: now, provider_refund_id: providerRefundId })
    .where('id', '=', refundId)
    .execute();
}
