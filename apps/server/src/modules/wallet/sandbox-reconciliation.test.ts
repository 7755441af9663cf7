import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient, topUp } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { markSandboxPaymentPaid } from '../../payments/sandbox-repository';
import { beijingDay, runDailyPaymentCheck } from './reconciliation-service';
import { runRefundPass } from './withdrawal-service';

const DAY = 24 * 3600_000;

describe('the daily reconciliation on a sandbox store (decision 066)', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await memberClient(t, 'rc_staff', 'operator')).client;
  });
  afterAll(() => t.close());

  const report = async (day: string) => {
    const res = await staff.get<{
      rows: Array<Record<string, unknown>>;
      checkedAt: number | null;
      differences: Array<{ kind: string; reference: string; channel: string }>;
    }>('/api/admin/reconciliation', { query: { day } });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data;
  };

  it('asks the sandbox about its top-ups and refunds, and reports a payment it took that was never credited', async () => {
    t.clock.advance(2 * DAY);
    const { client } = await memberClient(t);
    const day = beijingDay(t.clock.now());
    const credited = await topUp(client, 2_000, 'wechat');
    const refunded = await topUp(client, 1_000, 'alipay');
    const withdrawn = await client.post<{ withdrawalId: string }>('/api/user/withdrawals/create', {
      form: { amount: 1_000, note: '不再使用' },
    });
    expect(withdrawn.body.code, withdrawn.body.msg).toBe(0);
    const approved = await staff.post('/api/admin/withdrawals/approve', {
      json: { withdrawalId: withdrawn.body.data.withdrawalId },
    });
    expect(approved.body.code, approved.body.msg).toBe(0);
    // Approval queues the refund; the refund job sends it (decision 069).
    expect((await runRefundPass(t.database.db, t.app.payments, t.clock.now())).sent).toBe(1);
    // The payer paid on the sandbox's page, but its notification never arrived (and no job has asked yet).
    const created = await client.post<{ rechargeId: string }>('/api/user/webRecharge', {
      form: { channel: 'alipay', amount: 500 },
    });
    const lost = created.body.data.rechargeId;
    await markSandboxPaymentPaid(t.database.db, lost, t.clock.now());

    // Before the day is checked, the sandbox's top-ups are in the report, not yet asked about.
    const before = await report(day);
    expect(
      before.differences
        .filter((d) => d.kind === 'not_checked')
        .map((d) => d.reference)
        .sort(),
    ).toEqual([credited, refunded].sort());

    t.clock.advance(DAY);
    const check = await runDailyPaymentCheck(t.database.db, t.app.payments, t.clock.now());
    expect(check).toEqual({ recharges: 3, refunds: 1, failed: 0 });

    const after = await report(day);
    expect(after.checkedAt).toBe(t.clock.now());
    expect(after.rows).toEqual([
      expect.objectContaining({ channel: 'alipay', provider: 'sandbox', topUps: 1, credits: 1, creditYen: 1_000, refunds: 1 }),
      expect.objectContaining({ channel: 'wechat', provider: 'sandbox', topUps: 1, credits: 1, creditYen: 2_000, refunds: 0 }),
    ]);
    const alipay = after.rows[0] as { topUpFen: number; providerPaidFen: number; refundFen: number; providerRefundFen: number };
    expect(alipay.providerRefundFen).toBe(alipay.refundFen);
    expect(alipay.providerPaidFen).toBeGreaterThan(alipay.topUpFen);
    expect(after.differences).toEqual([
      expect.objectContaining({ kind: 'paid_not_credited', channel: 'alipay', reference: lost }),
    ]);
  });
});
