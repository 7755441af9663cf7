import { OrderStatus } from '@daigou/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectMoneyInvariants, fund, insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { moneyTransaction } from '../wallet/group-commit';
import { findOrder } from './order-repository';
import { settleWon } from './order-settlement';
import { recordArrival } from './staff-order-desk-service';

// Every change of what an order costs bumps its money_seq (decision 017, docs/guides/money.md): the final
// price set when it is won, and the domestic shipping charged when it reaches the warehouse, as much as
// the maximum bid, the inspection switch and storage paid.

const STAFF = { id: 1, account: 'staff' };
let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ userId } = await memberClient(t, 'cost_seq'));
  await fund(t.database.db, userId, 100_000, t.clock.now(), 'test:cost-seq');
});
afterEach(() => expectMoneyInvariants(t.database.db));
afterAll(() => t.close());

const seqOf = async (orderId: number) => (await findOrder(t.database.db, orderId))?.money_seq;

describe('a change of what an order costs bumps its money_seq', () => {
  it('won at a final price (3 → 4): the price is set and money_seq moves on', async () => {
    const orderId = await insertTestOrder(t.database.db, userId, { status: OrderStatus.paid, maxBid: 3000, now: t.clock.now() });
    const before = await seqOf(orderId);
    const outcome = await moneyTransaction(t.database.db, (trx) => settleWon(trx, orderId, 2500, '竞拍成功', t.clock.now()));
    expect(outcome?.status).toBe(OrderStatus.purchased);
    expect(await findOrder(t.database.db, orderId)).toMatchObject({ final_price: 2500, money_seq: Number(before) + 1 });
  });

  it('won above what the order holds (3 → 21): the final price is recorded and money_seq moves on', async () => {
    const orderId = await insertTestOrder(t.database.db, userId, { status: OrderStatus.paid, maxBid: 3000, now: t.clock.now() });
    const before = await seqOf(orderId);
    const outcome = await moneyTransaction(t.database.db, (trx) => settleWon(trx, orderId, 9000, '竞拍成功', t.clock.now()));
    expect(outcome?.status).toBe(OrderStatus.problem);
    expect(await findOrder(t.database.db, orderId)).toMatchObject({ final_price: 9000, money_seq: Number(before) + 1 });
  });

  it('arrived with domestic shipping to pay (5 → 6): the fee is charged and money_seq moves on', async () => {
    const orderId = await insertTestOrder(t.database.db, userId, {
      status: OrderStatus.shipped,
      shippingPayer: 'buyer',
      now: t.clock.now(),
    });
    const before = await seqOf(orderId);
    await recordArrival(t.database.db, STAFF, { orderId, shippingFee: 800 }, t.clock.now());
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: OrderStatus.warehoused,
      shipping_fee: 800,
      money_seq: Number(before) + 1,
    });
  });
});
