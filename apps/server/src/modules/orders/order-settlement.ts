import { formatYen } from '@daigou/contract';
import type { Db } from '../../db/database';
import { postSystemMessage } from '../messages/message-service';
import { netChargedForOrder } from '../wallet/ledger-repository';
import { settledCostOf, settleOrderMoney } from './order-money';
import { findOrder, type OrderRow, updateOrderIf } from './order-repository';
import { type Actor, moveOrder, SYSTEM_ACTOR } from './order-state';

/**
 * The purchase's order steps. The claim steps (claim, release, placed, outbid, end time) are single guarded
 * updates; the settlement steps (won, failed, unpaid) run in the caller's transaction — the caller opens it
 * with `moneyTransaction` and adds its own records (audit, messages) so that all commit together — and
 * re-read the order there, so a concurrent member action, staff move or second engine instance cannot
 * apply them twice. Every guarded update is conditional on the status and money_seq read (decision 017).
 */

const guardOf = (order: OrderRow, bidState: OrderRow['bid_state']) => ({
  status: order.status,
  moneySeq: order.money_seq,
  bidState,
});

/** Claims a paid order's bid or purchase (none → placing); only one caller ever wins the claim. */
export async function claimPurchase(db: Db, order: OrderRow, now: number): Promise<boolean> {
  if (order.status !== 3) return false;
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

/** The bid lost the lead before the end: noted once (placed → outbid) with a message to the member. */
export async function markOutbid(db: Db, order: OrderRow, currentPrice: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await updateOrderIf(trx, order.id, guardOf(order, 'placed'), {
      bid_state: 'outbid',
      item_price: currentPrice,
      updated_at: now,
    });
    if (!marked) return false;
    await postSystemMessage(trx, {
      userId: order.user_id,
      orderId: order.id,
      event: 'outbid',
      title: `订单 ${order.id}：出价已被超过`,
      content: `「${order.title.slice(0, 60)}」当前价 ${formatYen(currentPrice)} 已超过您的最高出价 ${formatYen(Number(order.max_bid))}，拍卖结束时若仍未领先，订单将失败并全额退款。`,
      now,
    });
    return true;
  });
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
  status: 4 | 21;
  /** What the order held for the item before settling (what it holds, less the fees). */
  heldForItem: number;
  refunded: number;
}

/**
 * Won or bought (3 → 4) at the final price; what the order holds beyond the final price and fees is refunded
 * at once. A final price above what it holds moves it to 21 for staff. Both are computed from the ledger.
 * Answers null when the order is no longer paid and waiting (settled or cancelled meanwhile).
 */
export async function settleWon(
  trx: Db,
  orderId: number,
  finalPrice: number,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<WonOutcome | null> {
  const order = await findOrder(trx, orderId);
  if (order?.status !== 3) return null;
  const held = await netChargedForOrder(trx, order.id);
  const heldForItem = held - settledCostOf(order, 0);
  const set = { final_price: finalPrice, bid_state: order.kind === 'bid' ? ('placed' as const) : ('bought' as const) };
  if (finalPrice > heldForItem) {
    await moveOrder(trx, order, 21, {
      actor,
      reason: `成交价 ${formatYen(finalPrice)} 高于已付 ${formatYen(heldForItem)}，客服将与您联系`,
      now,
      set,
    });
    return { status: 21, heldForItem, refunded: 0 };
  }
  const refund = heldForItem - finalPrice;
  const won = await moveOrder(trx, order, 4, {
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
    note: `订单 ${order.id} 成交价 ${formatYen(finalPrice)}，退还差额`,
    now,
  });
  return { status: 4, heldForItem, refunded: amount };
}

/**
 * Lost, refused or not purchasable (3 → 13): everything the order holds is refunded. Answers the amount
 * refunded, or null when the order is no longer paid and waiting.
 */
export async function failOrder(
  trx: Db,
  orderId: number,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<number | null> {
  const order = await findOrder(trx, orderId);
  if (order?.status !== 3) return null;
  const failed = await moveOrder(trx, order, 13, { actor, reason: `${reason}，款项已全额退回余额`, now });
  return refundOrder(trx, failed, `订单 ${order.id} 交易失败退款`, now);
}

/** Gives back everything a cancelled or failed order holds (its expected hold is 0), once. */
export async function refundOrder(trx: Db, order: OrderRow, note: string, now: number): Promise<number> {
  const { amount } = await settleOrderMoney(trx, order, { kind: 'order_refund', reference: `order:${order.id}`, note, now });
  return amount;
}

/** The auction ended before the member paid (2 → 1). Answers whether it was cancelled here. */
export async function cancelUnpaid(trx: Db, orderId: number, reason: string, now: number): Promise<boolean> {
  const order = await findOrder(trx, orderId);
  if (order?.status !== 2) return false;
  await moveOrder(trx, order, 1, { actor: SYSTEM_ACTOR, reason, now });
  return true;
}
