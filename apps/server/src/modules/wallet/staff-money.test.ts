import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, openStaffDesk } from '../../../test/kits/staff-kit';
import { topUp } from '../../../test/kits/world';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { sumLedgerForUser } from './ledger-repository';

let t: TestApp, operator: TestClient, member: TestClient, demoId: number;
beforeAll(async () => {
  ({ t, operator, member, demoId } = await openStaffDesk());
});
afterAll(() => t.close());

const balance = async () => okData(await member.get<{ balance: number }>('/api/user/balance')).balance;
const adjust = (json: Record<string, unknown>) =>
  operator.post<{ balance: number; duplicate: boolean }>('/api/admin/balance/adjust', { json });
let seq = 0;
const requestId = () => `test-request-${++seq}`;

describe('top-ups', () => {
  it('lists every member’s top-ups with status, channel, yen, yuan, trade number and member', async () => {
    const paid = await topUp(member, 10_000, 'wechat');
    const pending = okData(
      await member.post<{ rechargeId: string }>('/api/user/webRecharge', { form: { channel: 'alipay', amount: 2000 } }),
    ).rechargeId;
    const page = okData(await operator.get<{ list: Array<Record<string, unknown>>; total: number }>('/api/admin/recharges'));
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      rechargeId: pending,
      status: 'pending',
      channel: 'alipay',
      amount: 2000,
      account: 'demo',
    });
    expect(page.list[1]).toMatchObject({
      rechargeId: paid,
      status: 'paid',
      channel: 'wechat',
      amount: 10_000,
      yuanPrice: 482,
      account: 'demo',
      providerTradeNo: expect.any(String),
      paidAt: expect.any(Number),
    });
    const onlyPaid = okData(
      await operator.get<{ total: number }>('/api/admin/recharges', { query: { status: 'paid', member: 'dem' } }),
    );
    expect(onlyPaid.total).toBe(1);
    const none = okData(
      await operator.get<{ total: number }>('/api/admin/recharges', { query: { channel: 'wechat', status: 'pending' } }),
    );
    expect(none.total).toBe(0);
  });
});

describe('balance adjustment', () => {
  it('is a ledger entry with its reason, an audit record and a message to the member', async () => {
    const before = await balance();
    const result = okData(await adjust({ userId: demoId, amount: 1500, reason: '补偿运费差额', requestId: requestId() }));
    expect(result).toEqual({ balance: before + 1500, duplicate: false });
    expect(await balance()).toBe(before + 1500);

    const ledger = okData(
      await operator.get<{ member: { balance: number; ledgerTotal: number }; entries: { list: Array<Record<string, unknown>> } }>(
        '/api/admin/ledger',
        { query: { userId: demoId } },
      ),
    );
    expect(ledger.member.balance).toBe(before + 1500);
    expect(ledger.member.ledgerTotal).toBe(ledger.member.balance);
    expect(ledger.entries.list[0]).toMatchObject({
      kind: 'adjust',
      amount: 1500,
      balanceAfter: before + 1500,
      note: '余额调整：补偿运费差额',
    });

    const [record] = await auditOf(t, 'balance.adjust');
    expect(record.operator_account).toBe('admin');
    expect(JSON.parse(record.details)).toMatchObject({ amount: 1500, reason: '补偿运费差额', balanceAfter: before + 1500 });
    const messages = okData(await member.get<{ list: Array<{ title: string; content: string }> }>('/api/order/msgList'));
    expect(messages.list[0]).toMatchObject({ title: '余额调整', content: expect.stringContaining('补偿运费差额') });

    const memberRecords = okData(
      await member.get<{ list: Array<{ kind: string }> }>('/api/user/GetOrderRecord', { query: { type: 'money' } }),
    );
    expect(memberRecords.list[0].kind).toBe('adjust');
  });

  it('is refused without a reason, and changes nothing', async () => {
    const before = await balance();
    const audits = (await auditOf(t, 'balance.adjust')).length;
    for (const reason of [undefined, '', '   ', '好']) {
      const result = await adjust({ userId: demoId, amount: 100, reason, requestId: requestId() });
      expect(result.body.code, String(reason)).toBe(1);
      expect(result.body.msg).toContain('请填写调整原因');
    }
    expect(await balance()).toBe(before);
    expect(await auditOf(t, 'balance.adjust')).toHaveLength(audits);
  });

  it('never takes a balance below zero, never posts zero, never posts a repeated submit twice', async () => {
    const before = await balance();
    const tooMuch = await adjust({ userId: demoId, amount: -(before + 1), reason: '扣回误充值', requestId: requestId() });
    expect(tooMuch.body).toMatchObject({ code: 1, msg: expect.stringContaining('不能为负') });
    expect((await adjust({ userId: demoId, amount: 0, reason: '零', requestId: requestId() })).status).toBe(400);

    const id = requestId();
    const submits = await Promise.all(
      Array.from({ length: 5 }, () => adjust({ userId: demoId, amount: -100, reason: '扣回误充值', requestId: id })),
    );
    for (const s of submits) expect(s.body.code).toBe(0);
    expect(submits.filter((s) => !s.body.data.duplicate)).toHaveLength(1);
    expect(await balance()).toBe(before - 100);
    expect(await sumLedgerForUser(t.database.db, demoId)).toBe(before - 100);
  });

  it('refuses an unknown member', async () => {
    const result = await adjust({ userId: 999_999, amount: 100, reason: '测试原因', requestId: requestId() });
    expect(result.status).toBe(404);
  });

  it('every money action of an operator has a ledger entry and an audit record', async () => {
    const adjustments = await t.database.db
      .selectFrom('ledger_entries')
      .select('reference')
      .where('kind', '=', 'adjust')
      .execute();
    const audits = await auditOf(t, 'balance.adjust');
    expect(audits.map((a) => `adjust:${JSON.parse(a.details).requestId}`).sort()).toEqual(
      adjustments.map((a) => a.reference).sort(),
    );
  });
});

describe('members', () => {
  it('finds members by account or name', async () => {
    const found = okData(
      await operator.get<{ list: Array<{ account: string; balance: number }> }>('/api/admin/members', {
        query: { keyword: 'dem' },
      }),
    );
    expect(found.list.map((m) => m.account)).toEqual(['demo']);
    expect(found.list[0].balance).toBe(await balance());
  });
});
