import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { findOrderMoneyMismatches } from '../src/modules/orders/order-money-check';
import { findParcelMoneyMismatches } from '../src/modules/parcels/parcel-money-check';
import { sumLedgerForUser } from '../src/modules/wallet/ledger-repository';

/**
 * The money invariants, checked after every money test (quality.md, decision 017):
 * - per member: the sum of ledger entries equals the balance, and no balance is negative;
 * - per order: money returned ≤ money taken, and what the ledger still holds equals what the order, in its
 *   status and with its amounts, should hold — the same check the operator dashboard shows;
 * - per withdrawal: its refunds add up to it; each refund took its share from the balance once (`withdraw`)
 *   and gave it back once exactly when it failed or was cancelled (`withdraw_return`);
 * - per top-up: refunds still standing never exceed what it credited (yen) nor what was paid (fen).
 * - per parcel: the same, with every fee of a paid parcel less what staff refunded (decision 033).
 */
export async function expectMoneyInvariants(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'balance']).execute();
  for (const user of users) {
    expect(Number(user.balance), `balance of member ${user.id}`).toBeGreaterThanOrEqual(0);
    expect(await sumLedgerForUser(db, user.id), `ledger sum of member ${user.id}`).toBe(Number(user.balance));
  }
  const { mismatches } = await findOrderMoneyMismatches(db);
  expect(mismatches, 'orders whose ledger disagrees with what they should hold').toEqual([]);
  const parcels = await findParcelMoneyMismatches(db);
  expect(parcels.mismatches, 'parcels whose ledger disagrees with what they should hold').toEqual([]);
  await expectWithdrawalInvariants(db);
}

async function expectWithdrawalInvariants(db: Db): Promise<void> {
  const withdrawals = await db.selectFrom('withdrawals').select(['id', 'amount', 'status']).execute();
  const refunds = await db.selectFrom('withdrawal_refunds').selectAll().execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['kind', 'reference', 'amount'])
    .where('kind', 'in', ['withdraw', 'withdraw_return'])
    .orderBy('id')
    .execute();
  const byRef = new Map<string, { kind: string; amount: number }[]>();
  for (const e of entries)
    byRef.set(e.reference, [...(byRef.get(e.reference) ?? []), { kind: e.kind, amount: Number(e.amount) }]);
  for (const w of withdrawals) {
    const own = refunds.filter((f) => f.withdrawal_id === w.id);
    expect(
      own.reduce((sum, f) => sum + Number(f.amount), 0),
      `refunds of withdrawal ${w.id}`,
    ).toBe(Number(w.amount));
    if (w.status === 'completed' || w.status === 'refused' || w.status === 'cancelled') {
      expect(
        own.every((f) => ['succeeded', 'failed', 'cancelled'].includes(f.status)),
        `withdrawal ${w.id} closed`,
      ).toBe(true);
    }
  }
  for (const f of refunds) {
    const back = ['failed', 'cancelled'].includes(f.status);
    const expected = [
      { kind: 'withdraw', amount: -Number(f.amount) },
      ...(back ? [{ kind: 'withdraw_return', amount: Number(f.amount) }] : []),
    ];
    expect(byRef.get(`refund:${f.refund_no}`) ?? [], `ledger of refund ${f.refund_no} (${f.status})`).toEqual(expected);
  }
  const recharges = await db.selectFrom('recharges').select(['id', 'amount', 'yuan_fen', 'status']).execute();
  for (const r of recharges) {
    const live = refunds.filter((f) => f.recharge_id === r.id && ['held', 'processing', 'succeeded'].includes(f.status));
    if (live.length === 0) continue;
    expect(r.status, `refunded top-up ${r.id} is paid`).toBe('paid');
    expect(
      live.reduce((sum, f) => sum + Number(f.amount), 0),
      `yen refunded from top-up ${r.id}`,
    ).toBeLessThanOrEqual(Number(r.amount));
    expect(
      live.reduce((sum, f) => sum + Number(f.refund_fen), 0),
      `fen refunded from top-up ${r.id}`,
    ).toBeLessThanOrEqual(Number(r.yuan_fen));
  }
}
