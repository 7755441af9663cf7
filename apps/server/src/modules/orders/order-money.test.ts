import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordArrival } from '../admin/order-desk-service';
import { findRechargeByNo } from '../wallet/recharge-repository';
import { createRecharge, creditRecharge } from '../wallet/recharge-service';
import { balanceOf, expectLedgerMatchesBalances, memberClient } from '../wallet/test-kit';
import { findOrder } from './order-repository';
import { cancelOrder, editInspectionState, payOrder } from './order-service';
import { failOrder, settleWon } from './order-settlement';
import { fund, insertTestOrder } from './test-kit';

/** The operator who records arrivals in the sequence (the audit record names them). */
const STAFF = { id: 1, account: 'staff' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('paying orders', () => {
  it('holds item + service fee + inspection fee, and refuses a short balance saying how much is missing', async () => {
    const { client, userId } = await memberClient(t);
    const orderId = await insertTestOrder(t.database.db, userId, { maxBid: 3000, inspection: 1, now: t.clock.now() });
    await fund(t.database.db, userId, 3000, t.clock.now(), `test:short:${userId}`);
    const short = await client.post<{ shortfall: number }>('/api/order/pay', { form: { orderId } });
    expect(short.body.code).toBe(1);
    expect(short.body.msg).toContain('余额不足');
    expect(short.body.data).toEqual({ reason: 'insufficient_balance', required: 3500, balance: 3000, shortfall: 500 });
    expect((await findOrder(t.database.db, orderId))?.status).toBe(2);
    expect(await balanceOf(t.database.db, userId)).toBe(3000);

    await fund(t.database.db, userId, 500, t.clock.now(), `test:short2:${userId}`);
    const paid = await client.post<{ paidAmount: number; balance: number }>('/api/order/pay', { form: { orderId } });
    expect(paid.body).toMatchObject({ code: 0, data: { paidAmount: 3500, balance: 0 } });
    expect((await findOrder(t.database.db, orderId))?.status).toBe(3);
  });

  it('100 concurrent pays of one order charge once', async () => {
    const { client, userId } = await memberClient(t);
    await fund(t.database.db, userId, 100_000, t.clock.now(), `test:100:${userId}`);
    const orderId = await insertTestOrder(t.database.db, userId, { maxBid: 3000, now: t.clock.now() });
    const results = await Promise.all(Array.from({ length: 100 }, () => client.post('/api/order/pay', { form: { orderId } })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t.database.db, userId)).toBe(100_000 - 3300);
    const charges = await t.database.db.selectFrom('ledger_entries').selectAll().where('order_id', '=', orderId).execute();
    expect(charges).toHaveLength(1);
    await expectLedgerMatchesBalances(t.database.db);
  });

  it('concurrent pays of different orders never take a balance below zero', async () => {
    const { client, userId } = await memberClient(t);
    await fund(t.database.db, userId, 10_000, t.clock.now(), `test:many:${userId}`);
    // 40 orders of ¥1,300 each (1,000 + 300 service fee): only 7 fit in ¥10,000.
    const orderIds: number[] = [];
    for (let i = 0; i < 40; i++)
      orderIds.push(await insertTestOrder(t.database.db, userId, { maxBid: 1000, now: t.clock.now() }));
    const results = await Promise.all(orderIds.map((orderId) => client.post('/api/order/pay', { form: { orderId } })));
    const paid = results.filter((r) => r.body.code === 0).length;
    expect(paid).toBe(7);
    expect(await balanceOf(t.database.db, userId)).toBe(10_000 - 7 * 1300);
    const statuses = await t.database.db.selectFrom('orders').select('status').where('id', 'in', orderIds).execute();
    expect(statuses.filter((s) => s.status === 3)).toHaveLength(7);
    await expectLedgerMatchesBalances(t.database.db);
  });
});

describe('the ledger', () => {
  type Op =
    | { op: 'topup'; who: number; amount: number }
    | { op: 'order'; who: number; kind: 'bid' | 'buyout'; price: number; inspection: number }
    | { op: 'pay' | 'cancel' | 'fail' | 'toggleInspection'; pick: number }
    | { op: 'settle'; pick: number; below: number }
    | { op: 'arrive'; pick: number; fee: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('topup' as const), who: fc.nat(1), amount: fc.integer({ min: 100, max: 20_000 }) }),
    fc.record({
      op: fc.constant('order' as const),
      who: fc.nat(1),
      kind: fc.constantFrom('bid' as const, 'buyout' as const),
      price: fc.integer({ min: 100, max: 15_000 }),
      inspection: fc.nat(1),
    }),
    fc.record({
      op: fc.constantFrom('pay' as const, 'cancel' as const, 'fail' as const, 'toggleInspection' as const),
      pick: fc.nat(50),
    }),
    fc.record({ op: fc.constant('settle' as const), pick: fc.nat(50), below: fc.nat(5_000) }),
    fc.record({ op: fc.constant('arrive' as const), pick: fc.nat(50), fee: fc.nat(3_000) }),
  );

  it('a fast-check sequence of top-ups, pays, cancels, settlements and refunds keeps the ledger sum equal to every balance', async () => {
    const db = t.database.db;
    const { app } = t;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 40 }), async (ops) => {
        const members = [(await memberClient(t)).userId, (await memberClient(t)).userId];
        const orders: number[] = [];
        for (const step of ops) {
          const now = t.clock.now();
          const orderId = 'pick' in step && orders.length ? orders[step.pick % orders.length] : undefined;
          const order = orderId === undefined ? undefined : await findOrder(db, orderId);
          try {
            switch (step.op) {
              case 'topup': {
                const r = await createRecharge(
                  db,
                  app.payments,
                  members[step.who],
                  { channel: 'wechat', amount: step.amount },
                  now,
                );
                const row = await findRechargeByNo(db, r.rechargeId);
                if (row) await creditRecharge(db, row, `T${r.rechargeId}`, now, now);
                break;
              }
              case 'order':
                orders.push(
                  await insertTestOrder(db, members[step.who], {
                    kind: step.kind,
                    maxBid: step.price,
                    buyNowPrice: step.kind === 'buyout' ? step.price : null,
                    inspection: step.inspection,
                    now,
                  }),
                );
                break;
              case 'pay':
                if (order) await payOrder(db, order.user_id, order.id, now);
                break;
              case 'cancel':
                if (order) await cancelOrder(db, order.user_id, order.id, '', now);
                break;
              case 'fail':
                if (order) await failOrder(db, order.id, '测试失败', now);
                break;
              case 'toggleInspection':
                if (order) await editInspectionState(db, order.user_id, order.id, order.inspection ? 0 : 1, now);
                break;
              case 'settle':
                if (order) {
                  const held = Number(order.kind === 'bid' ? order.max_bid : order.buy_now_price);
                  await settleWon(db, order.id, Math.max(0, held - step.below), '测试成交', now);
                  const after = await findOrder(db, order.id);
                  if (after?.status === 4) {
                    await db.updateTable('orders').set({ status: 5 }).where('id', '=', order.id).execute();
                  }
                }
                break;
              case 'arrive':
                if (order) await recordArrival(db, STAFF, { orderId: order.id, shippingFee: step.fee }, now);
                break;
            }
          } catch (error) {
            // Business refusals (wrong status, short balance) are part of the sequence; anything else is a bug.
            if (!(error instanceof Error) || error.name !== 'AppError') throw error;
          }
          t.clock.advance(1000);
        }
        await expectLedgerMatchesBalances(db);
        for (const id of orders) {
          const order = await findOrder(db, id);
          const net =
            0 -
            Number(
              (
                await db
                  .selectFrom('ledger_entries')
                  .select((eb) => eb.fn.sum<number>('amount').as('s'))
                  .where('order_id', '=', id)
                  .executeTakeFirst()
              )?.s ?? 0,
            );
          expect(net).toBeGreaterThanOrEqual(0);
          // Cancelled and failed orders keep nothing.
          if (order?.status === 1 || order?.status === 13) expect(net).toBe(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
