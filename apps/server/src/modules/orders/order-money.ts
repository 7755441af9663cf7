import { formatYen } from '@daigou/contract';
import type { Db } from '../../db/database';
import { refuse } from '../../lib/errors';
import { InsufficientBalanceError, postLedgerEntry } from '../wallet/ledger';
import { netChargedForOrder } from '../wallet/ledger-repository';
import type { OrderRow } from './order-repository';

type Costed = Pick<OrderRow, 'kind' | 'max_bid' | 'buy_now_price' | 'service_fee' | 'inspection' | 'inspection_fee'>;

/** The item part of the hold: the maximum bid, or the buy-it-now price. */
export function itemHold(order: Costed): number {
  return Number(order.kind === 'bid' ? order.max_bid : order.buy_now_price) || 0;
}

/** What paying holds: item part + service fee + inspection fee when asked for (product.md). */
export function payAmountOf(order: Costed): number {
  return itemHold(order) + Number(order.service_fee) + (order.inspection ? Number(order.inspection_fee) : 0);
}

/** The refusal for a short balance; its data says how much is missing so the UI can offer a top-up. */
export function insufficientBalance(error: InsufficientBalanceError) {
  return refuse(
    `余额不足：需 ${formatYen(error.required)}，当前余额 ${formatYen(error.balance)}，还差 ${formatYen(error.shortfall)}，请先充值`,
    {
      reason: 'insufficient_balance',
      required: error.required,
      balance: error.balance,
      shortfall: error.shortfall,
    },
  );
}

/** Charges (negative) or refunds (positive) a change of an order's cost, translating a short balance. */
export async function postOrderAdjustment(trx: Db, order: OrderRow, amount: number, note: string, now: number): Promise<void> {
  if (amount === 0) return;
  try {
    await postLedgerEntry(trx, {
      userId: order.user_id,
      kind: 'order_adjust',
      amount,
      reference: `order:${order.id}:${order.money_seq}`,
      orderId: order.id,
      note,
      now,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw insufficientBalance(error);
    throw error;
  }
}

/** Gives back everything the order took (at most what was charged, once: kind order_refund per order). */
export async function refundOrderInFull(trx: Db, order: OrderRow, note: string, now: number): Promise<number> {
  const net = await netChargedForOrder(trx, order.id);
  if (net <= 0) return 0;
  await postLedgerEntry(trx, {
    userId: order.user_id,
    kind: 'order_refund',
    amount: net,
    reference: `order:${order.id}`,
    orderId: order.id,
    note,
    now,
  });
  return net;
}
