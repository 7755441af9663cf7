import { formatYen } from '@daigou/contract';
import type { Db } from '../../db/database';
import { postSystemMessage } from '../messages/message-service';
import { postLedgerEntry } from '../wallet/ledger';
import { itemHold, refundOrderInFull } from './order-money';
import { findOrder, type OrderRow, updateOrderIf } from './order-repository';
import { type Actor, moveOrder, SYSTEM_ACTOR } from './order-state';

/**
 * The bidding engine's order steps, each one transaction that re-reads the order and moves it through the
 * state machine (so a concurrent member action or a second engine instance cannot apply it twice).
 */

async function reread(trx: Db, orderId: number): Promise<OrderRow | undefined> {
  return findOrder(trx, orderId);
}

/** Claims a paid order's bid or purchase (none → placing); only one caller ever wins the claim. */
export async function claimPurchase(db: Db, order: OrderRow, now: number): Promise<boolean> {
  return updateOrderIf(db, order.id, { status: 3, bidState: 'none' }, { bid_state: 'placing', updated_at: now });
}

/** Gives back an unanswered claim (the marketplace could not be reached) so the next pass retries. */
export async function releasePurchase(db: Db, order: OrderRow, now: number): Promise<void> {
  await updateOrderIf(db, order.id, { status: 3, bidState: 'placing' }, { bid_state: 'none', updated_at: now });
}

export async function markBidPlaced(db: Db, order: OrderRow, now: number, currentPrice: number): Promise<void> {
  await updateOrderIf(
    db,
    order.id,
    { status: 3, bidState: 'placing' },
    { bid_state: 'placed', bid_placed_at: now, item_price: currentPrice, updated_at: now },
  );
}

/** The bid lost the lead before the end: noted once (placed → outbid) with a message to the member. */
export async function markOutbid(db: Db, order: OrderRow, currentPrice: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await updateOrderIf(
      trx,
      order.id,
      { status: 3, bidState: 'placed' },
      { bid_state: 'outbid', item_price: currentPrice, updated_at: now },
    );
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
  await updateOrderIf(db, order.id, { status: 3 }, { end_time: endTime, item_price: currentPrice, updated_at: now });
}

/** Won or bought (3 → 4) at the final price; the difference to the hold is refunded at once. */
export async function settleWon(
  db: Db,
  orderId: number,
  finalPrice: number,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await reread(trx, orderId);
    if (order?.status !== 3) return;
    const held = itemHold(order);
    if (finalPrice > held) {
      await moveOrder(trx, order, 21, {
        actor,
        reason: `成交价 ${formatYen(finalPrice)} 高于已付 ${formatYen(held)}，客服将与您联系`,
        now,
        set: { final_price: finalPrice, bid_state: order.kind === 'bid' ? 'placed' : 'bought' },
      });
      return;
    }
    await moveOrder(trx, order, 4, {
      actor,
      reason:
        held > finalPrice
          ? `${reason}，成交价 ${formatYen(finalPrice)}，差额 ${formatYen(held - finalPrice)} 已退回余额`
          : `${reason}，成交价 ${formatYen(finalPrice)}`,
      now,
      set: { final_price: finalPrice, bid_state: order.kind === 'bid' ? 'placed' : 'bought' },
    });
    if (held > finalPrice) {
      await postLedgerEntry(trx, {
        userId: order.user_id,
        kind: 'order_settle_refund',
        amount: held - finalPrice,
        reference: `order:${order.id}`,
        orderId: order.id,
        note: `订单 ${order.id} 成交价 ${formatYen(finalPrice)}，退还差额`,
        now,
      });
    }
  });
}

/** Lost, refused or not purchasable (3 → 13): everything is refunded. */
export async function failOrder(
  db: Db,
  orderId: number,
  reason: string,
  now: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await reread(trx, orderId);
    if (order?.status !== 3) return;
    const moved = await moveOrder(trx, order, 13, { actor, reason: `${reason}，款项已全额退回余额`, now });
    await refundOrderInFull(trx, moved, `订单 ${order.id} 交易失败退款`, now);
  });
}

/** The auction ended before the member paid (2 → 1). */
export async function cancelUnpaid(db: Db, orderId: number, reason: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await reread(trx, orderId);
    if (order?.status !== 2) return;
    await moveOrder(trx, order, 1, { actor: SYSTEM_ACTOR, reason, now });
  });
}
