import type { OrderMoneyCheck } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { moneyTransaction } from '../wallet/group-commit';
import { postLedgerEntry } from '../wallet/ledger';
import { findOrderMoneyMismatches } from './order-money-check';

let t: TestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: operator } = await memberClient(t, 'checkdesk', 'operator'));
});
afterAll(() => t.close());

describe('the per-order money check (decision 017)', () => {
  it('finds nothing when every order holds what it should, in every status', async () => {
    const { userId } = await memberClient(t);
    for (const status of [2, 3, 4, 5, 20, 6, 13, 1] as const) {
      await insertTestOrder(t.database.db, userId, { status, inspection: status % 2, now: t.clock.now() });
    }
    await insertTestOrder(t.database.db, userId, { status: 21, problemFrom: 3, now: t.clock.now() });
    await insertTestOrder(t.database.db, userId, { status: 21, problemFrom: 5, now: t.clock.now() });
    expect(await findOrderMoneyMismatches(t.database.db)).toEqual({ checked: 10, mismatches: [] });
  });

  it('reports an order that gave back more than it held, with the amounts, on the dashboard and on demand', async () => {
    const { userId } = await memberClient(t);
    const orderId = await insertTestOrder(t.database.db, userId, { status: 3, maxBid: 3000, now: t.clock.now() });
    // A refund the order never held (what the pay/edit race used to produce).
    await moneyTransaction(t.database.db, (trx) =>
      postLedgerEntry(trx, {
        userId,
        kind: 'order_settle_refund',
        amount: 9_000,
        reference: `order:${orderId}`,
        orderId,
        note: '测试：多退',
        now: t.clock.now(),
      }),
    );
    const before = okData(await operator.get<{ moneyCheck: OrderMoneyCheck | null }>('/api/admin/dashboard'));
    expect(before.moneyCheck).toBeNull();

    const check = okData(await operator.post<OrderMoneyCheck>('/api/admin/money/check'));
    expect(check.mismatchCount).toBe(1);
    expect(check.mismatches).toEqual([{ orderId, userId, status: 3, expected: 3300, held: -5700, taken: 3300, returned: 9000 }]);

    const after = okData(await operator.get<{ moneyCheck: OrderMoneyCheck | null }>('/api/admin/dashboard'));
    expect(after.moneyCheck).toEqual(check);
  });

  it('is for operators only', async () => {
    const { client } = await memberClient(t);
    expect((await client.post('/api/admin/money/check')).status).toBe(403);
    expect((await t.client().post('/api/admin/money/check')).status).toBe(401);
  });
});
