import { ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/database';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { AppError } from '../../lib/errors';
import { moveAllowed, moveOrder } from './order-machine';
import { findOrder } from './order-repository';

let t: TestApp;
let userId: number;
let client: Awaited<ReturnType<typeof memberClient>>['client'];
beforeAll(async () => {
  t = await createTestApp();
  ({ userId, client } = await memberClient(t));
  await fund(t.database.db, userId, 1_000_000, t.clock.now(), 'test:state');
});
afterAll(() => t.close());

const STATUSES = Object.keys(ORDER_STATUS_LABELS).map(Number) as OrderStatusCode[];

/** product.md's table, written out here independently of the machine's declaration. */
const { cancelled, unpaid, paid, purchased, shipped, warehoused, failed, inspecting, problem } = OrderStatus;
const TABLE: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  [cancelled]: [],
  [unpaid]: [paid, cancelled],
  [paid]: [cancelled, purchased, failed, problem],
  [purchased]: [shipped, problem],
  [shipped]: [inspecting, warehoused, problem],
  [inspecting]: [warehoused, problem],
  [problem]: [paid, purchased, shipped, inspecting, failed, warehoused],
  [warehoused]: [],
  [failed]: [],
};

/** Everything a move could change, for one order and its member. */
async function snapshot(db: Db, orderId: number) {
  const [order, events, messages, ledger, user] = await Promise.all([
    findOrder(db, orderId),
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('messages').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirst(),
  ]);
  return { order, events, messages, ledger, user };
}

describe('the order state machine', () => {
  it('allows exactly the moves of product.md (a problem order: only back where it came from, or failed)', () => {
    for (const from of STATUSES) {
      for (const problemFrom of from === problem ? [paid, purchased, shipped, inspecting] : [null]) {
        for (const to of STATUSES) {
          const expected =
            TABLE[from].includes(to) &&
            (from !== problem || to === failed || (to === warehoused ? problemFrom === inspecting : to === problemFrom));
          expect(moveAllowed({ status: from, problem_from: problemFrom }, to), `${from}(${problemFrom}) → ${to}`).toBe(expected);
        }
      }
    }
  });

  it('every illegal status move is refused and changes nothing', async () => {
    const db = t.database.db;
    let refused = 0;
    for (const from of STATUSES) {
      // A problem order remembers where it came from; try every origin it may have.
      const origins: Array<OrderStatusColumn | null> = from === 21 ? [3, 4, 5, 20] : [null];
      for (const problemFrom of origins) {
        for (const to of STATUSES) {
          const legal =
            (from === 21
              ? to === 13 || (to === problemFrom && to !== 6) || (to === 6 && problemFrom === 20)
              : moveAllowed({ status: from, problem_from: null }, to)) && from !== to;
          if (legal) continue;
          const orderId = await insertTestOrder(db, userId, { status: from, problemFrom, now: t.clock.now() });
          const before = await snapshot(db, orderId);
          const order = await findOrder(db, orderId);
          if (!order) throw new Error('order missing');
          const attempt = db
            .transaction()
            .execute((trx) =>
              moveOrder(trx, order, to, { actor: { type: 'staff', id: 1 }, reason: 'test', now: t.clock.now() + 1 }),
            );
          await expect(attempt, `${from} → ${to}`).rejects.toBeInstanceOf(AppError);
          expect(await snapshot(db, orderId), `${from} → ${to} changed something`).toEqual(before);
          refused++;
        }
      }
    }
    // 9×9 pairs minus the 14 legal ones, plus the extra origins of 21.
    expect(refused).toBeGreaterThan(60);
  });

  it('every legal move is applied once, recorded with actor, reason and time, and messages the member', async () => {
    const db = t.database.db;
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const problemFrom = from === 21 ? (to === 13 ? 3 : (to as OrderStatusColumn)) : null;
        if (!moveAllowed({ status: from, problem_from: problemFrom }, to)) continue;
        const orderId = await insertTestOrder(db, userId, { status: from, problemFrom, now: t.clock.now() });
        const order = await findOrder(db, orderId);
        if (!order) throw new Error('order missing');
        const now = t.clock.now() + 5;
        await db
          .transaction()
          .execute((trx) => moveOrder(trx, order, to, { actor: { type: 'staff', id: 7 }, reason: '测试原因', now }));
        const after = await findOrder(db, orderId);
        expect(after?.status).toBe(to);
        expect(after?.problem_from).toBe(to === 21 ? from : null);
        const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute();
        expect(events).toEqual([
          expect.objectContaining({
            from_status: from,
            to_status: to,
            actor_type: 'staff',
            actor_id: 7,
            reason: '测试原因',
            created_at: now,
          }),
        ]);
        const messages = await db.selectFrom('messages').selectAll().where('order_id', '=', orderId).execute();
        expect(messages).toHaveLength(1);
        // The same move again, from the stale read, is refused.
        await expect(
          db.transaction().execute((trx) => moveOrder(trx, order, to, { actor: { type: 'staff', id: 7 }, reason: 'again', now })),
        ).rejects.toBeInstanceOf(AppError);
      }
    }
  });

  it('member calls in the wrong status are refused and change nothing', async () => {
    const db = t.database.db;
    const attempts: Array<[OrderStatusColumn, string, Record<string, string | number>]> = [
      [3, '/api/order/pay', {}],
      [4, '/api/order/pay', {}],
      [1, '/api/order/pay', {}],
      [4, '/api/order/cancel', {}],
      [6, '/api/order/cancel', {}],
      [13, '/api/order/cancel', {}],
      [2, '/api/order/YahooInspectionConfirm', {}],
      [6, '/api/order/YahooInspectionConfirm', {}],
      [6, '/api/order/editInspectionState', { inspection: 1 }],
      [13, '/api/order/editInfo', { remark: 'x' }],
    ];
    for (const [status, url, extra] of attempts) {
      const orderId = await insertTestOrder(db, userId, { status, now: t.clock.now() });
      const before = await snapshot(db, orderId);
      const res = await client.post(url, { form: { orderId, ...extra } });
      expect(res.status, `${url} in ${status}`).toBe(200);
      expect(res.body.code, `${url} in ${status}`).not.toBe(0);
      expect(await snapshot(db, orderId)).toEqual(before);
    }
  });
});
