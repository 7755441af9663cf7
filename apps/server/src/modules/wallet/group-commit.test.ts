import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectMoneyInvariants, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from './group-commit';
import { postLedgerEntry } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('money transactions', () => {
  it('a refused unit rolls back only itself; the others of the same batch commit', async () => {
    const { userId } = await memberClient(t);
    const db = t.database.db;
    const units = Array.from({ length: 30 }, (_, i) =>
      moneyTransaction(db, async (trx) => {
        await postLedgerEntry(trx, {
          userId,
          kind: 'adjust',
          amount: 100,
          reference: `gc:${userId}:${i}`,
          note: 'x',
          now: t.clock.now(),
        });
        if (i % 3 === 0) throw refuse('refused after writing');
        return i;
      }),
    );
    const results = await Promise.allSettled(units);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    expect(await balanceOf(db, userId)).toBe(2_000);
    await expectMoneyInvariants(db);
  });

  it('a duplicate reference inside a batch is rejected without touching the rest', async () => {
    const { userId } = await memberClient(t);
    const db = t.database.db;
    const post = (reference: string) =>
      moneyTransaction(db, (trx) =>
        postLedgerEntry(trx, { userId, kind: 'adjust', amount: 50, reference, note: 'x', now: t.clock.now() }),
      );
    const results = await Promise.allSettled([post(`dup:${userId}`), post(`dup:${userId}`), post(`other:${userId}`)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await balanceOf(db, userId)).toBe(100);
    await expectMoneyInvariants(db);
  });
});
