import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseAuditOf } from '../../../test/kits/refused-audit';
import { okData, openStaffDesk } from '../../../test/kits/staff-kit';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { sumLedgerForUser } from './ledger-repository';

/** Decision 024: a balance adjustment, its audit record and the member's message commit together or not at all. */
let t: TestApp, operator: TestClient, demoId: number;
beforeAll(async () => {
  ({ t, operator, demoId } = await openStaffDesk(10_000));
});
afterAll(() => t.close());

async function written() {
  const db = t.database.db;
  return {
    balance: (await db.selectFrom('users').select('balance').where('id', '=', demoId).executeTakeFirstOrThrow()).balance,
    ledger: (await db.selectFrom('ledger_entries').select('id').where('user_id', '=', demoId).execute()).length,
    messages: (await db.selectFrom('messages').select('id').where('user_id', '=', demoId).execute()).length,
  };
}

describe('balance adjustment is one money transaction', () => {
  it('an adjustment whose audit record fails posts nothing, and the same request posts once later', async () => {
    const json = { userId: demoId, amount: 1500, reason: '补偿运费', requestId: 'atomic-adjust-1' };
    const before = await written();
    const allow = await refuseAuditOf(t, 'balance.adjust');
    try {
      const refused = await operator.post('/api/admin/balance/adjust', { json });
      expect(refused.status).toBe(500);
      expect(await written()).toEqual(before);
    } finally {
      await allow();
    }
    const adjusted = okData(await operator.post<{ balance: number; duplicate: boolean }>('/api/admin/balance/adjust', { json }));
    expect(adjusted).toEqual({ balance: before.balance + 1500, duplicate: false });
    expect(await written()).toEqual({ balance: before.balance + 1500, ledger: before.ledger + 1, messages: before.messages + 1 });
    expect(await sumLedgerForUser(t.database.db, demoId)).toBe(before.balance + 1500);
  });
});
