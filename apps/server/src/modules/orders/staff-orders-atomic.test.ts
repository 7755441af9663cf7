import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseAuditOf } from '../../../test/kits/refused-audit';
import { auditOf, okData, openStaffDesk } from '../../../test/kits/staff-kit';
import { insertTestOrder } from '../../../test/kits/world';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { sumLedgerForUser } from '../wallet/ledger-repository';

/** Decision 024: an operator's settlement, state move, messages and audit record commit together or not at all. */
let t: TestApp, operator: TestClient, member: TestClient, demoId: number;
beforeAll(async () => {
  ({ t, operator, member, demoId } = await openStaffDesk(100_000));
});
afterAll(() => t.close());

async function paidOrder(): Promise<number> {
  const orderId = await insertTestOrder(t.database.db, demoId, { status: 2, now: t.clock.now() });
  okData(await member.post('/api/order/pay', { form: { orderId } }));
  return orderId;
}

/** Everything an operator's order step can write, for one order and its member. */
async function written(orderId: number) {
  const db = t.database.db;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return {
    status: order.status,
    moneySeq: order.money_seq,
    finalPrice: order.final_price,
    ledger: await count(db.selectFrom('ledger_entries').select('id').where('order_id', '=', orderId).execute()),
    balance: (await db.selectFrom('users').select('balance').where('id', '=', demoId).executeTakeFirstOrThrow()).balance,
    events: await count(db.selectFrom('order_events').select('id').where('order_id', '=', orderId).execute()),
    messages: await count(db.selectFrom('messages').select('id').where('user_id', '=', demoId).execute()),
    audits: await count(db.selectFrom('audit_log').select('id').where('target_id', '=', String(orderId)).execute()),
  };
}

describe('operator order steps are one transaction', () => {
  it('a purchase whose audit record fails leaves the order, the ledger, the timeline and the messages as they were', async () => {
    const orderId = await paidOrder();
    const before = await written(orderId);
    const allow = await refuseAuditOf(t, 'order.purchase');
    try {
      const refused = await operator.post('/api/admin/order/purchase', { json: { orderId, finalPrice: 2000 } });
      expect(refused.status).toBe(500);
      expect(await written(orderId)).toEqual(before);
    } finally {
      await allow();
    }
    const bought = okData(
      await operator.post<{ order: { status: number } }>('/api/admin/order/purchase', { json: { orderId, finalPrice: 2000 } }),
    );
    expect(bought.order.status).toBe(4);
    const after = await written(orderId);
    expect(after).toMatchObject({ status: 4, finalPrice: 2000, ledger: before.ledger + 1, audits: 1 });
    expect(after.balance).toBeGreaterThan(before.balance);
    expect(after.events).toBe(before.events + 1);
    expect(after.messages).toBeGreaterThan(before.messages);
    expect(await sumLedgerForUser(t.database.db, demoId)).toBe(after.balance);
  });

  it('a failure whose audit record fails refunds nothing and moves nothing', async () => {
    const orderId = await paidOrder();
    const before = await written(orderId);
    const allow = await refuseAuditOf(t, 'order.fail');
    try {
      const refused = await operator.post('/api/admin/order/fail', { json: { orderId, reason: '卖家取消交易' } });
      expect(refused.status).toBe(500);
      expect(await written(orderId)).toEqual(before);
    } finally {
      await allow();
    }
    okData(await operator.post('/api/admin/order/fail', { json: { orderId, reason: '卖家取消交易' } }));
    expect(await written(orderId)).toMatchObject({ status: 13, ledger: before.ledger + 1, audits: 1 });
    expect(await auditOf(t, 'order.fail')).toHaveLength(1);
  });

  it('a problem resolved with a refund whose audit record fails stays a problem with its money', async () => {
    const orderId = await paidOrder();
    okData(await operator.post('/api/admin/order/problem', { json: { orderId, reason: '卖家未回复' } }));
    const before = await written(orderId);
    const allow = await refuseAuditOf(t, 'order.resolve');
    try {
      const refused = await operator.post('/api/admin/order/resolve', { json: { orderId, to: 'fail', reason: '无法购买' } });
      expect(refused.status).toBe(500);
      expect(await written(orderId)).toEqual(before);
    } finally {
      await allow();
    }
  });
});
