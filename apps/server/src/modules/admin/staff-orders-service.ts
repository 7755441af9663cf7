import {
  type AdminDashboard,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  ORDER_STATUS_LABELS,
  type StaffAction,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { toMessage } from '../messages/message-service';
import { toOrder } from '../orders/order-mapper';
import { getLatestOrderMoneyCheck } from '../orders/order-money-check';
import { findOrder, netChargedForOrders, type OrderRow } from '../orders/order-repository';
import { getOrderInfo } from '../orders/order-service';
import { failOrder, refundOrder, settleWon } from '../orders/order-settlement';
import { illegalMove, moveOrder } from '../orders/order-state';
import { moneyTransaction } from '../wallet/group-commit';
import { countUnreadThreads } from './inbox-repository';
import { listPhotosOf } from './inspection-service';
import {
  countOrdersByStatus,
  countPendingRechargesAll,
  findDeskOrder,
  listDeskOrders,
  orderMessages,
} from './staff-orders-repository';

/** What staff may do with an order in its status (product.md's staff moves, plus photos and notes). */
export function staffActions(status: number): StaffAction[] {
  switch (status) {
    case 3:
      return ['purchase', 'fail', 'problem'];
    case 4:
      return ['ship', 'problem'];
    case 5:
      return ['arrive', 'problem'];
    case 20:
      return ['photos', 'note', 'problem'];
    case 21:
      return ['resolve', 'photos', 'note'];
    case 6:
      return ['photos', 'note'];
    default:
      return [];
  }
}

const toAdminOrder = (row: OrderRow & { account: string }, paid: number): AdminOrder => ({
  ...toOrder(row, paid),
  userId: row.user_id,
  account: row.account,
  staffActions: staffActions(row.status),
});

async function statusCounts(db: Db): Promise<Record<string, number>> {
  const byStatus = await countOrdersByStatus(db);
  const counts: Record<string, number> = { all: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  for (const code of Object.keys(ORDER_STATUS_LABELS)) counts[code] = byStatus.get(Number(code)) ?? 0;
  return counts;
}

export async function listDesk(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const [{ rows, total }, counts] = await Promise.all([listDeskOrders(db, query), statusCounts(db)]);
  const charged = await netChargedForOrders(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toAdminOrder(r, charged.get(r.id) ?? 0)),
    total,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

export async function getDashboard(db: Db, now: number): Promise<AdminDashboard> {
  const [counts, unreadThreads, pendingRecharges, moneyCheck] = await Promise.all([
    statusCounts(db),
    countUnreadThreads(db),
    countPendingRechargesAll(db, now),
    getLatestOrderMoneyCheck(db),
  ]);
  return { counts, unreadThreads, pendingRecharges, moneyCheck };
}

/** The order as staff see it: the member's view (timeline, money), the member, photos and the whole thread. */
export async function getDeskOrder(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const row = await findDeskOrder(db, orderId);
  if (!row) throw notFound('订单不存在');
  const [info, photos, messages] = await Promise.all([
    getOrderInfo(db, row.user_id, orderId),
    listPhotosOf(db, orderId),
    orderMessages(db, orderId),
  ]);
  return {
    order: { ...info.order, userId: row.user_id, account: row.account, staffActions: staffActions(row.status) },
    timeline: info.timeline,
    money: info.money,
    photos,
    thread: messages.map(toMessage),
  };
}

async function orderOf(db: Db, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('订单不存在');
  return order;
}

function reasonOf(raw: string): string {
  const reason = raw.trim();
  if (reason.length < 2) throw refuse('请填写原因（至少 2 个字），会员会在消息中看到');
  return reason;
}

const staff = (actor: Actor) => ({ type: 'staff' as const, id: actor.id });

/**
 * Staff record a purchase made by hand (3 → 4 at the final price, what the order holds beyond it refunded at
 * once; a final price above what it holds puts the order in 21). The orders module's settlement, the audit
 * record and the messages commit together.
 */
export async function recordPurchase(
  db: Db,
  actor: Actor,
  input: { orderId: number; finalPrice: number },
  now: number,
): Promise<AdminOrderDetail> {
  await moneyTransaction(db, async (trx) => {
    const outcome = await settleWon(trx, input.orderId, input.finalPrice, '客服已为您购买成功', now, staff(actor));
    if (!outcome) throw illegalMove((await orderOf(trx, input.orderId)).status, 4);
    await recordAudit(trx, actor, {
      action: 'order.purchase',
      targetType: 'order',
      targetId: input.orderId,
      details: { finalPrice: input.finalPrice, held: outcome.heldForItem, from: 3, to: outcome.status },
      now,
    });
  });
  return getDeskOrder(db, input.orderId);
}

/** Staff record that the purchase failed (3 → 13); everything the order holds is refunded. */
export async function recordFailure(
  db: Db,
  actor: Actor,
  input: { orderId: number; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  await moneyTransaction(db, async (trx) => {
    const refunded = await failOrder(trx, input.orderId, reason, now, staff(actor));
    if (refunded === null) throw illegalMove((await orderOf(trx, input.orderId)).status, 13);
    await recordAudit(trx, actor, {
      action: 'order.fail',
      targetType: 'order',
      targetId: input.orderId,
      details: { reason, refunded, from: 3, to: 13 },
      now,
    });
  });
  return getDeskOrder(db, input.orderId);
}

/** 3/4/5/20 → 21 with a reason the member reads. */
export async function markProblem(
  db: Db,
  actor: Actor,
  input: { orderId: number; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  await db.transaction().execute(async (trx) => {
    const order = await orderOf(trx, input.orderId);
    await moveOrder(trx, order, 21, { actor: staff(actor), reason: `转为问题订单：${reason}`, now });
    await recordAudit(trx, actor, {
      action: 'order.problem',
      targetType: 'order',
      targetId: order.id,
      details: { reason, from: order.status, to: 21 },
      now,
    });
  });
  return getDeskOrder(db, input.orderId);
}

/** 21 → the status it came from, or 13 with a full refund. */
export async function resolveProblem(
  db: Db,
  actor: Actor,
  input: { orderId: number; to: 'back' | 'fail'; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  await moneyTransaction(db, async (trx) => {
    const order = await orderOf(trx, input.orderId);
    if (order.status !== 21) throw refuse('该订单不是问题订单');
    if (input.to === 'back') {
      if (order.problem_from === null) throw refuse('无法确定问题订单的原状态');
      await moveOrder(trx, order, order.problem_from, { actor: staff(actor), reason: `问题已处理：${reason}`, now });
      await recordAudit(trx, actor, {
        action: 'order.resolve',
        targetType: 'order',
        targetId: order.id,
        details: { reason, from: 21, to: order.problem_from },
        now,
      });
      return;
    }
    const moved = await moveOrder(trx, order, 13, {
      actor: staff(actor),
      reason: `交易失败：${reason}，款项已全额退回余额`,
      now,
    });
    const refunded = await refundOrder(trx, moved, `订单 ${order.id} 交易失败退款`, now);
    await recordAudit(trx, actor, {
      action: 'order.resolve',
      targetType: 'order',
      targetId: order.id,
      details: { reason, from: 21, to: 13, refunded },
      now,
    });
  });
  return getDeskOrder(db, input.orderId);
}
