import { minimumBid } from '@daigou/contract';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectMoneyInvariants, fund, insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { unpaidParcelFees } from '../parcels/parcel-dues';
import { moneyTransaction } from '../wallet/group-commit';
import { findRechargeByNo } from '../wallet/recharge-repository';
import { createRecharge, creditRecharge } from '../wallet/recharge-service';
import {
  approveWithdrawal,
  cancelWithdrawal,
  refuseWithdrawal,
  requestWithdrawal,
  runRefundPass,
} from '../wallet/withdrawal-service';
import { itemHold } from './order-money';
import { findOrder } from './order-repository';
import { cancelOrder, editInspectionState, editOrderInfo, payOrder } from './order-service';
import { failOrder, settleWon } from './order-settlement';
import { recordArrival } from './staff-order-desk-service';

/** The operator who records arrivals in the sequence (the audit record names them). */
const STAFF = { id: 1, account: 'staff' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 100, seed: 3 } });
});
afterEach(() => expectMoneyInvariants(t.database.db));
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
    await expectMoneyInvariants(t.database.db);
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
    await expectMoneyInvariants(t.database.db);
  });
});

describe('the ledger', () => {
  type Step =
    | { op: 'topup'; who: number; amount: number }
    | { op: 'order'; who: number; kind: 'bid' | 'buyout'; price: number; inspection: number }
    | { op: 'pay' | 'cancel' | 'fail' | 'toggleInspection'; pick: number }
    | { op: 'editMax'; pick: number; delta: number }
    | { op: 'settle'; pick: number; below: number }
    | { op: 'arrive'; pick: number; fee: number }
    | { op: 'withdraw'; who: number; amount: number }
    | { op: 'decide'; pick: number; how: 'approve' | 'refuse' | 'cancel' };
  /** Two steps sent at the same moment (really concurrent on PostgreSQL). */
  type Op = Step | { op: 'together'; a: Step; b: Step };

  const pick = fc.nat(50);
  const orderStepArb: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const), pick }) },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('editMax' as const), pick, delta: fc.integer({ min: -2_000, max: 20_000 }) }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('toggleInspection' as const), pick }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('cancel' as const, 'fail' as const), pick }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), pick, below: fc.nat(5_000) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('arrive' as const), pick, fee: fc.nat(3_000) }) },
  );
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('topup' as const), who: fc.nat(1), amount: fc.integer({ min: 100, max: 50_000 }) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('order' as const),
        who: fc.nat(1),
        kind: fc.constantFrom('bid' as const, 'buyout' as const),
        price: fc.integer({ min: 100, max: 15_000 }),
        inspection: fc.nat(1),
      }),
    },
    { weight: 8, arbitrary: orderStepArb },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('withdraw' as const),
        who: fc.nat(1),
        amount: fc.integer({ min: 100, max: 30_000 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('decide' as const),
        pick,
        how: fc.constantFrom('approve' as const, 'refuse' as const, 'cancel' as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('together' as const), a: orderStepArb, b: orderStepArb }) },
  );

  it('a fast-check sequence of top-ups, pays, edits, inspection switches, cancels, settlements, refunds and withdrawals (asked, approved, refused, cancelled) — some sent together — keeps every balance, the money of every order and every withdrawal consistent', async () => {
    const db = t.database.db;
    const { app } = t;
    const items = await db
      .selectFrom('items')
      .select(['item_id', 'current_price'])
      .where('status', '=', 'OPEN')
      .where('end_time', '>', t.clock.now() + 86_400_000)
      .orderBy('item_id')
      .limit(20)
      .execute();
    expect(items.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 60 }), async (ops) => {
        const members = [(await memberClient(t)).userId, (await memberClient(t)).userId];
        const orders: number[] = [];

        const run = async (step: Step, now: number) => {
          const orderId = 'pick' in step && orders.length ? orders[step.pick % orders.length] : undefined;
          const order = orderId === undefined ? undefined : await findOrder(db, orderId);
          try {
            switch (step.op) {
              case 'topup': {
                const r = await createRecharge(
                  db,
                  app.payments,
                  members[step.who],
                  { channel: 'wechat', device: 'pc', amount: step.amount },
                  now,
                  '127.0.0.1',
                );
                // Paid at the sandbox too, so that a withdrawal can be refunded to it.
                await db
                  .updateTable('sandbox_payments')
                  .set({ status: 'paid', paid_at: now })
                  .where('out_trade_no', '=', r.rechargeId)
                  .execute();
                const row = await findRechargeByNo(db, r.rechargeId);
                if (row) await creditRecharge(db, row, `T${r.rechargeId}`, now, now);
                break;
              }
              case 'withdraw':
                await requestWithdrawal(
                  db,
                  app.payments,
                  members[step.who],
                  { amount: step.amount, note: '' },
                  now,
                  unpaidParcelFees,
                );
                break;
              case 'decide': {
                const open = await db
                  .selectFrom('withdrawals')
                  .select(['withdrawal_no', 'user_id'])
                  .where('status', '=', 'pending')
                  .orderBy('id')
                  .execute();
                const w = open.length ? open[step.pick % open.length] : undefined;
                if (!w) break;
                if (step.how === 'approve') {
                  // Approval queues the refunds; the refund job sends them (decision 069).
                  await approveWithdrawal(db, STAFF, { withdrawalId: w.withdrawal_no }, now);
                  await runRefundPass(db, app.payments, now);
                } else if (step.how === 'refuse')
                  await refuseWithdrawal(db, STAFF, { withdrawalId: w.withdrawal_no, reason: '测试拒绝' }, now);
                else await cancelWithdrawal(db, w.user_id, w.withdrawal_no, now);
                break;
              }
              case 'order': {
                const item = items[orders.length % items.length];
                const price = Math.max(step.price, minimumBid(Number(item.current_price)));
                orders.push(
                  await insertTestOrder(db, members[step.who], {
                    kind: step.kind,
                    itemId: item.item_id,
                    maxBid: price,
                    buyNowPrice: step.kind === 'buyout' ? price : null,
                    inspection: step.inspection,
                    now,
                  }),
                );
                break;
              }
              case 'pay':
                if (order) await payOrder(db, order.user_id, order.id, now);
                break;
              case 'cancel':
                if (order) await cancelOrder(db, order.user_id, order.id, '', now);
                break;
              case 'fail':
                if (order) await moneyTransaction(db, (trx) => failOrder(trx, order.id, '测试失败', now));
                break;
              case 'toggleInspection':
                if (order) await editInspectionState(db, order.user_id, order.id, order.inspection ? 0 : 1, now);
                break;
              case 'editMax':
                if (order) {
                  const maxBid = Math.max(100, Number(order.max_bid) + step.delta);
                  await editOrderInfo(db, () => app.marketplace, order.user_id, { orderId: order.id, maxBid }, now);
                }
                break;
              case 'settle':
                if (order) {
                  const final = Math.max(0, itemHold(order) - step.below);
                  const outcome = await moneyTransaction(db, (trx) => settleWon(trx, order.id, final, '测试成交', now));
                  if (outcome?.status === 4) {
                    // The seller ships it (4 → 5, no money moves) so that an arrival can follow.
                    await db.updateTable('orders').set({ status: 5 }).where('id', '=', order.id).execute();
                  }
                }
                break;
              case 'arrive':
                if (order) await recordArrival(db, STAFF, { orderId: order.id, shippingFee: step.fee }, now);
                break;
            }
          } catch (error) {
            // Business refusals (wrong status, short balance, changed meanwhile) are part of the sequence.
            if (!(error instanceof Error) || error.name !== 'AppError') throw error;
          }
        };

        for (const op of ops) {
          const now = t.clock.now();
          if (op.op === 'together') await Promise.all([run(op.a, now), run(op.b, now)]);
          else await run(op, now);
          t.clock.advance(1000);
        }
        await expectMoneyInvariants(db);
      }),
      {
        numRuns: 25,
        // One sequence written out that reaches every kind of order money movement, besides the random ones.
        examples: [
          [
            [
              { op: 'topup', who: 0, amount: 50_000 },
              ...([0, 1, 2, 3] as const).map((i) => ({
                op: 'order' as const,
                who: 0,
                kind: 'bid' as const,
                price: 2_000 + i,
                inspection: 0,
              })),
              ...([0, 1, 2, 3] as const).map((pick) => ({ op: 'pay' as const, pick })),
              { op: 'toggleInspection', pick: 0 },
              { op: 'settle', pick: 0, below: 500 },
              { op: 'arrive', pick: 0, fee: 800 },
              { op: 'cancel', pick: 1 },
              { op: 'together', a: { op: 'editMax', pick: 2, delta: 1_000 }, b: { op: 'fail', pick: 3 } },
              { op: 'withdraw', who: 0, amount: 3_000 },
              { op: 'decide', pick: 0, how: 'approve' },
              { op: 'withdraw', who: 0, amount: 2_000 },
              { op: 'together', a: { op: 'decide', pick: 0, how: 'refuse' }, b: { op: 'pay', pick: 2 } },
            ],
          ],
        ],
      },
    );
    // The sequences reached every kind of order money movement (the property is not vacuous).
    const kinds = await db.selectFrom('ledger_entries').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        'order_pay',
        'order_adjust',
        'order_settle_refund',
        'order_refund',
        'shipping_fee',
        'withdraw',
        'withdraw_return',
      ]),
    );
  });
});
