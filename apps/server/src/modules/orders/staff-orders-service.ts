import {
  type AdminDashboard,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type StaffAction,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import type { Marketplace } from '../../marketplace/marketplace';
import { type Actor, recordAudit } from '../audit/audit-service';
import { orderMessages } from '../messages/message-repository';
import { toMessage } from '../messages/message-service';
import { countUnreadThreads, unreadMemberMessagesByOrder } from '../messages/staff-inbox-repository';
import { moneyTransaction } from '../wallet/group-commit';
import { netChargedForOrders } from '../wallet/ledger-repository';
import { countOpenPaymentAlerts } from '../wallet/payment-alert-service';
import { countPendingRechargesAll } from '../wallet/recharge-repository';
import { illegalMove, moveOrder } from './order-machine';
import { toOrder } from './order-mapper';
import { getLatestOrderMoneyCheck } from './order-money-check';
import type { OrderRow } from './order-repository';
import { orderInfoOf } from './order-service';
import { failOrder, refundOrder, settleWon } from './order-settlement';
import { bidTaskSummary } from './staff-bid-tasks-service';
import { listPhotosOf } from './staff-inspection-service';
import { countOrdersByStatus, findDeskOrder, listDeskOrders } from './staff-orders-repository';

/** What staff may do with an order in its status (product.md's staff moves, plus photos and notes). */
export function staffActions(status: number): StaffAction[] {
  switch (status) {
    case OrderStatus.paid:
      return ['purchase', 'fail', 'problem'];
    case OrderStatus.purchased:
      return ['ship', 'problem'];
    case OrderStatus.shipped:
      return ['arrive', 'problem'];
    case OrderStatus.inspecting:
      return ['photos', 'note', 'problem'];
    case OrderStatus.problem:
      return ['resolve', 'photos', 'note'];
    case OrderStatus.warehoused:
      return ['photos', 'note'];
    default:
      return [];
  }
}

const toAdminOrder = (row: OrderRow & { account: string }, paid: number, unreadMessages: number): AdminOrder => ({
  ...toOrder(row, paid),
  userId: row.user_id,
  account: row.account,
  staffActions: staffActions(row.status),
  unreadMessages,
});

async function statusCounts(db: Db): Promise<Record<string, number>> {
  const byStatus = await countOrdersByStatus(db);
  const counts: Record<string, number> = { all: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  for (const code of Object.keys(ORDER_STATUS_LABELS)) counts[code] = byStatus.get(Number(code)) ?? 0;
  return counts;
}

export async function listDesk(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const [{ rows, total }, counts] = await Promise.all([listDeskOrders(db, query), statusCounts(db)]);
  const ids = rows.map((r) => r.id);
  const [charged, unread] = await Promise.all([netChargedForOrders(db, ids), unreadMemberMessagesByOrder(db, ids)]);
  return {
    list: rows.map((r) => toAdminOrder(r, charged.get(r.id) ?? 0, unread.get(r.id) ?? 0)),
    total,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

export async function getDashboard(db: Db, marketplace: Marketplace, now: number): Promise<AdminDashboard> {
  const [counts, unreadThreads, pendingRecharges, paymentAlerts, moneyCheck, bidTasks] = await Promise.all([
    statusCounts(db),
    countUnreadThreads(db),
    countPendingRechargesAll(db, now),
    countOpenPaymentAlerts(db),
    getLatestOrderMoneyCheck(db),
    bidTaskSummary(db, marketplace, now),
  ]);
  return { counts, unreadThreads, pendingRecharges, paymentAlerts, moneyCheck, bidTasks, upstream: marketplace.upstreamHealth() };
}

type DeskRow = OrderRow & { account: string };

/** The order as staff see it: the member's view (timeline, money), the member, photos and the whole thread. */
export async function getDeskOrder(db: Db, orderId: number): Promise<AdminOrderDetail> {
  return deskDetailOf(db, await deskOrderOf(db, orderId));
}

/** The detail of an order row already read (with its member's account); the row is not read again. */
async function deskDetailOf(db: Db, row: DeskRow): Promise<AdminOrderDetail> {
  const [info, photos, messages] = await Promise.all([orderInfoOf(db, row), listPhotosOf(db, row.id), orderMessages(db, row.id)]);
  const unreadMessages = messages.filter((m) => m.source === 'order' && m.sender === 'member' && m.staff_read_at === null).length;
  return {
    order: { ...info.order, userId: row.user_id, account: row.account, staffActions: staffActions(row.status), unreadMessages },
    timeline: info.timeline,
    money: info.money,
    photos,
    thread: messages.map(toMessage),
  };
}

async function deskOrderOf(db: Db, orderId: number): Promise<DeskRow> {
  const row = await findDeskOrder(db, orderId);
  if (!row) throw notFound('订单不存在');
  return row;
}

function reasonOf(raw: string): string {
  const reason = raw.trim();
  if (reason.length < 2) throw refuse('请填写原因（至少 2 个字），会员会在消息中看到');
  return reason;
}

const staff = (actor: Actor) => ({ type: 'staff' as const, id: actor.id });

/**
 * Staff record a purchase made by hand (3 → 4 at the final price, what the order holds beyond it refunded at
 * once; a final price above what it holds puts the order in 21). One money transaction holds the orders
 * module's settlement (status move, ledger entry, timeline, the member's message) and the audit record: all
 * commit together or none does (decision 024). The order row is read once, in that transaction; the answer
 * is built from the row as the settlement left it.
 */
export async function recordPurchase(
  db: Db,
  actor: Actor,
  input: { orderId: number; finalPrice: number },
  now: number,
): Promise<AdminOrderDetail> {
  const settled = await moneyTransaction(db, async (trx) => {
    const order = await deskOrderOf(trx, input.orderId);
    const outcome = await settleWon(trx, order, input.finalPrice, '客服已为您购买成功', now, staff(actor));
    if (!outcome) throw illegalMove(order.status, OrderStatus.purchased);
    await recordAudit(trx, actor, {
      action: 'order.purchase',
      targetType: 'order',
      targetId: input.orderId,
      details: { finalPrice: input.finalPrice, held: outcome.heldForItem, from: OrderStatus.paid, to: outcome.status },
      now,
    });
    return { ...outcome.order, account: order.account };
  });
  return deskDetailOf(db, settled);
}

/**
 * Staff record that the purchase failed (3 → 13); everything the order holds is refunded. Settlement, refund,
 * messages and audit record commit together, as for a purchase.
 */
export async function recordFailure(
  db: Db,
  actor: Actor,
  input: { orderId: number; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  const failed = await moneyTransaction(db, async (trx) => {
    const order = await deskOrderOf(trx, input.orderId);
    const outcome = await failOrder(trx, order, reason, now, staff(actor));
    if (outcome === null) throw illegalMove(order.status, OrderStatus.failed);
    await recordAudit(trx, actor, {
      action: 'order.fail',
      targetType: 'order',
      targetId: input.orderId,
      details: { reason, refunded: outcome.refunded, from: OrderStatus.paid, to: OrderStatus.failed },
      now,
    });
    return { ...outcome.order, account: order.account };
  });
  return deskDetailOf(db, failed);
}

/** 3/4/5/20 → 21 with a reason the member reads. */
export async function markProblem(
  db: Db,
  actor: Actor,
  input: { orderId: number; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  const raised = await inTransaction(db, async (trx) => {
    const order = await deskOrderOf(trx, input.orderId);
    const moved = await moveOrder(trx, order, OrderStatus.problem, {
      actor: staff(actor),
      reason: `转为问题订单：${reason}`,
      now,
    });
    await recordAudit(trx, actor, {
      action: 'order.problem',
      targetType: 'order',
      targetId: order.id,
      details: { reason, from: order.status, to: OrderStatus.problem },
      now,
    });
    return { ...moved, account: order.account };
  });
  return deskDetailOf(db, raised);
}

/** 21 → the status it came from, 13 with a full refund, or 6 (kept) after a rejected inspection. */
export async function resolveProblem(
  db: Db,
  actor: Actor,
  input: { orderId: number; to: 'back' | 'fail' | 'keep'; reason: string },
  now: number,
): Promise<AdminOrderDetail> {
  const reason = reasonOf(input.reason);
  const resolved = await moneyTransaction(db, async (trx) => {
    const order = await deskOrderOf(trx, input.orderId);
    if (order.status !== OrderStatus.problem) throw refuse('该订单不是问题订单');
    if (input.to === 'keep') {
      if (order.problem_from !== OrderStatus.inspecting) throw refuse('只有拒收验货的问题订单可以保留入库');
      const kept = await moveOrder(trx, order, OrderStatus.warehoused, {
        actor: staff(actor),
        reason: `问题已处理，商品保留入库：${reason}`,
        now,
      });
      await recordAudit(trx, actor, {
        action: 'order.resolve',
        targetType: 'order',
        targetId: order.id,
        details: { reason, from: OrderStatus.problem, to: OrderStatus.warehoused },
        now,
      });
      return { ...kept, account: order.account };
    }
    if (input.to === 'back') {
      if (order.problem_from === null) throw refuse('无法确定问题订单的原状态');
      const back = await moveOrder(trx, order, order.problem_from, { actor: staff(actor), reason: `问题已处理：${reason}`, now });
      await recordAudit(trx, actor, {
        action: 'order.resolve',
        targetType: 'order',
        targetId: order.id,
        details: { reason, from: OrderStatus.problem, to: order.problem_from },
        now,
      });
      return { ...back, account: order.account };
    }
    const moved = await moveOrder(trx, order, OrderStatus.failed, {
      actor: staff(actor),
      reason: `交易失败：${reason}，款项已全额退回余额`,
      now,
    });
    const refunded = await refundOrder(trx, moved, `订单 ${order.order_no} 交易失败退款`, now);
    await recordAudit(trx, actor, {
      action: 'order.resolve',
      targetType: 'order',
      targetId: order.id,
      details: { reason, from: OrderStatus.problem, to: OrderStatus.failed, refunded },
      now,
    });
    return { ...moved, account: order.account };
  });
  return deskDetailOf(db, resolved);
}
