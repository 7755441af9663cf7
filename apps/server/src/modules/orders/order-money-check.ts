import type { OrderMoneyCheck, OrderMoneyMismatch } from '@daigou/contract';
import type { Db } from '../../db/database';
import { ledgerTotalsForOrders } from '../wallet/ledger-repository';
import { expectedHold } from './order-money';
import { orderMoneyChecks, ordersAfter } from './order-repository';

const BATCH = 1000;
/** Mismatches kept per run (the count is always complete). */
const KEEP_MISMATCHES = 100;
const KEEP_RUNS = 50;

/**
 * The per-order money invariant (decision 017), checked over every order: money returned never exceeds
 * money taken, and what the ledger still holds (taken − returned) equals what the order should hold in its
 * status with its amounts. Answers every order that breaks it, and how many orders were read.
 */
export async function findOrderMoneyMismatches(db: Db): Promise<{ checked: number; mismatches: OrderMoneyMismatch[] }> {
  const mismatches: OrderMoneyMismatch[] = [];
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const orders = await ordersAfter(db, afterId, BATCH);
    if (orders.length === 0) break;
    const totals = await ledgerTotalsForOrders(
      db,
      orders.map((o) => o.id),
    );
    for (const order of orders) {
      const { taken, returned } = totals.get(order.id) ?? { taken: 0, returned: 0 };
      const expected = expectedHold(order);
      const held = taken - returned;
      if (returned > taken || held !== expected) {
        mismatches.push({ orderId: order.id, userId: order.user_id, status: order.status, expected, held, taken, returned });
      }
    }
    checked += orders.length;
    afterId = orders[orders.length - 1].id;
  }
  return { checked, mismatches };
}

/** Runs the check and keeps its result for the operator dashboard. */
export async function runOrderMoneyCheck(db: Db, now: () => number): Promise<OrderMoneyCheck> {
  const startedAt = now();
  const { checked, mismatches } = await findOrderMoneyMismatches(db);
  const finishedAt = now();
  await orderMoneyChecks.insert(db, {
    started_at: startedAt,
    finished_at: finishedAt,
    orders_checked: checked,
    mismatch_count: mismatches.length,
    mismatches: JSON.stringify(mismatches.slice(0, KEEP_MISMATCHES)),
  });
  await orderMoneyChecks.prune(db, KEEP_RUNS);
  return {
    checkedAt: finishedAt,
    ordersChecked: checked,
    mismatchCount: mismatches.length,
    mismatches: mismatches.slice(0, KEEP_MISMATCHES),
  };
}

export async function getLatestOrderMoneyCheck(db: Db): Promise<OrderMoneyCheck | null> {
  const row = await orderMoneyChecks.latest(db);
  if (!row) return null;
  return {
    checkedAt: Number(row.finished_at),
    ordersChecked: row.orders_checked,
    mismatchCount: row.mismatch_count,
    mismatches: JSON.parse(row.mismatches) as OrderMoneyMismatch[],
  };
}
