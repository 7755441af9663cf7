import { formatYen, OrderStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import { type Actor, SYSTEM_ACTOR } from '../../lib/state-machine';
import { notifyMember } from '../notifications/notify-member';
import type { MoneyTrx } from '../wallet/group-commit';
import { netChargedForOrder } from '../wallet/ledger-repository';
import { moveOrder } from './order-machine';
import { settledCostOf, settleOrderMoney } from './order-money';
import { mailItemTitle, noticeItem } from './order-notice-title';
import { findOrder, type OrderRow, updateOrderIf } from './order-repository';

/**
 * The purchase's order steps. The claim steps (claim, release, placed, outbid, end time) are single guarded
 * updates; the settlement steps (won, failed, unpaid, outbid) run on the handle they are given — the caller
 * opens the transaction (`moneyTransaction` where the ledger is written) and adds its own records (audit,
 * messages) so that all commit together — and read the order there (or take the row the caller read in that
 * transaction), so a concurrent member action, staff move or second engine instance cannot apply them twice.
 * Every guarded update is conditional on the status and money_seq read (decisions 017, 024).
 */

const guardOf = (order: OrderRow, bidState: OrderRow['bid_state']) => ({
  status: order.status,
  moneySeq: order.money_seq,
  bidState,
});

/** Claims a paid order's bid or purchase (none → placing); only one caller ever wins the claim. */
export async function claimPurchase(db: Db, order: OrderRow, now: number): Promise<boolean> {
  if (order.status !== OrderStatus.paid) return false;
  return updateOrderIf(db, order.id, guardOf(order, 'none'), { bid_state: 'placing', updated_at: now });
}

/** Gives back an unanswered claim (the marketplace could not be reached) so the next pass retries. */
export async function releasePurchase(db: Db, order: OrderRow, now: number): Promise<void> {
  await updateOrderIf(db, order.id, guardOf(order, 'placing'), { bid_state: 'none', updated_at: now });
}

export async function markBidPlaced(db: Db, order: OrderRow, now: number, currentPrice: number): Promise<void> {
  await updateOrderIf(db, order.id, guardOf(order, 'placing'), {
    bid_state: 'placed',
    bid_placed_at: now,
    item_price: currentPrice,
    updated_at: now,
  });
}

/**
 * The bid lost the lead before the end: noted once (placed → outbid) with a message to the member, in the
 * caller's transaction.
 */
export async function markOutbid(trx: Db, order: OrderRow, currentPrice: number, now: number): Promise<boolean> {
  const marked = await updateOrderIf(trx, order.id, guardOf(order, 'placed'), {
    bid_state: 'outbid',
    item_price: currentPrice,
    updated_at: now,
  });
  if (!marked) return false;
  await notifyMember(trx, {
    mail: { kind: 'outbid', itemTitle: mailItemTitle(order), path: `/order/${order.id}`, linkLabel: '查看订单' },
    userId: order.user_id,
    orderId: order.id,
    event: 'outbid',
    title: `订单 ${order.order_no}：出价已被超过`,
    content: `${noticeItem(order)}当前价 ${formatYen(currentPrice)} 已超过您的最高出价 ${formatYen(Number(order.max_bid))}，拍卖结束时若仍未领先，订单将失败并全额退款。`,
    now,
  });
  return true;
}

export async function updateEndTime(db: Db, order: OrderRow, endTime: number, currentPrice: number, now: number): Promise<void> {
  await updateOrderIf(db, order.id, guardOf(order, order.bid_state), {
    end_time: endTime,
    item_price: currentPrice,
    updated_at: now,
  });
}

export interface WonOutcome {
  /** 4, or 21 when the final price is above what the order holds. */
  status: typeof OrderStatus.purchased | typeof OrderStatus.problem;
  /** What the order held for the item before settling (what it holds, less the fees). */
  heldForItem: number;
  refunded: number;
  /** The order as it is after the move (what the caller's transaction now holds). */
  order: OrderRow;
}

/** The order in the caller's transaction: the row it already read there, or read now. */
async function orderIn(trx: Db, order: number | OrderRow): Promise<OrderRow | undefined> {
  return typeof order === 'number' ? findOrder(trx, order) : order;
}

/**
 * Won or bought (3 → 4) at the final price; what the order holds beyond the final price and fees is refunded
 * at once. A final price above what it holds moves it to 21 for staff. Both are computed from the ledger.
 * Answers null when the order is no longer paid and waiting (settled or cancelled meanwhile). `order` is its
 * id, or the row the caller read in this transaction (then it is not read again).
 */
export async function settleWon(
  trx: MoneyTrx,
  order: number | OrderRow,
  finalPrice: number,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<WonOutcome | null> {
  const row = await orderIn(trx, order);
  if (row?.status !== OrderStatus.paid) return null;
  return settlePaid(trx, row, finalPrice, reason, now, actor);
}

async function settlePaid(
  trx: MoneyTrx,
  order: OrderRow,
  finalPrice: number,
  reason: string,
  now: number,
  actor: Actor,
): Promise<WonOutcome> {
  const held = await netChargedForOrder(trx, order.id);
  const heldForItem = held - settledCostOf(order, 0);
  // The final price changes what the order costs: money_seq moves on with it (decision 017).
  const set = {
    final_price: finalPrice,
    bid_state: order.kind === 'bid' ? ('placed' as const) : ('bought' as const),
    money_seq: order.money_seq + 1,
  };
  if (finalPrice > heldForItem) {
    const raised = await moveOrder(trx, order, OrderStatus.problem, {
      actor,
      reason: `成交价 ${formatYen(finalPrice)} 高于已付 ${formatYen(heldForItem)}，客服将与您联系`,
      now,
      set,
    });
    return { status: OrderStatus.problem, heldForItem, refunded: 0, order: raised };
  }
  const refund = heldForItem - finalPrice;
  const won = await moveOrder(trx, order, OrderStatus.purchased, {
    actor,
    reason:
      refund > 0
        ? `${reason}，成交价 ${formatYen(finalPrice)}，差额 ${formatYen(refund)} 已退回余额`
        : `${reason}，成交价 ${formatYen(finalPrice)}`,
    now,
    set,
  });
  const { amount } = await settleOrderMoney(trx, won, {
    kind: 'order_settle_refund',
    reference: `order:${order.id}`,
    note: `订单 ${order.order_no} 成交价 ${formatYen(finalPrice)}，退还差额`,
    now,
  });
  return { status: OrderStatus.purchased, heldForItem, refunded: amount, order: won };
}

/**
 * Lost, refused or not purchasable (3 → 13): everything the order holds is refunded. Answers the amount
 * refunded and the order after the move, or null when the order is no longer paid and waiting. `order` is
 * its id, or the row the caller read in this transaction.
 */
export async function failOrder(
  trx: MoneyTrx,
  order: number | OrderRow,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ refunded: number; order: OrderRow } | null> {
  const row = await orderIn(trx, order);
  if (row?.status !== OrderStatus.paid) return null;
  const failed = await moveOrder(trx, row, OrderStatus.failed, { actor, reason: `${reason}，款项已全额退回余额`, now });
  return { refunded: await refundOrder(trx, failed, `订单 ${row.order_no} 交易失败退款`, now), order: failed };
}

/** Gives back everything a cancelled or failed order holds (its expected hold is 0), once. */
export async function refundOrder(trx: MoneyTrx, order: OrderRow, note: string, now: number): Promise<number> {
  const { amount } = await settleOrderMoney(trx, order, { kind: 'order_refund', reference: `order:${order.id}`, note, now });
  return amount;
}

/** The auction ended before the member paid (2 → 1). Answers whether it was cancelled here. */
export async function cancelUnpaid(trx: Db, orderId: number, reason: string, now: number): Promise<boolean> {
  const order = await findOrder(trx, orderId);
  if (order?.status !== OrderStatus.unpaid) return false;
  await moveOrder(trx, order, OrderStatus.cancelled, { actor: SYSTEM_ACTOR, reason, now });
  return true;
}
