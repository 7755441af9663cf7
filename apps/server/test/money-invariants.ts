import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { findOrderMoneyMismatches } from '../src/modules/orders/order-money-check';
import { sumLedgerForUser } from '../src/modules/wallet/ledger-repository';

/**
 * The money invariants, checked after every money test (quality.md, decision 017):
 * - per member: the sum of ledger entries equals the balance, and no balance is negative;
 * - per order: money returned ≤ money taken, and what the ledger still holds equals what the order, in its
 *   status and with its amounts, should hold — the same check the operator dashboard shows.
 */
export async function expectMoneyInvariants(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'balance']).execute();
  for (const user of users) {
    expect(Number(user.balance), `balance of member ${user.id}`).toBeGreaterThanOrEqual(0);
    expect(await sumLedgerForUser(db, user.id), `ledger sum of member ${user.id}`).toBe(Number(user.balance));
  }
  const { mismatches } = await findOrderMoneyMismatches(db);
  expect(mismatches, 'orders whose ledger disagrees with what they should hold').toEqual([]);
}
