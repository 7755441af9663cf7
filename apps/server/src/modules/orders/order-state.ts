import { canMoveOrder, ErrorCode, type NotifyKind, ORDER_STATUS_LABELS, type OrderStatusCode } from '@daigou/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderStatusColumn, OrdersTable } from '../../db/tables/orders';
import { refuse } from '../../lib/errors';
import { notifyMember } from '../notifications/notify-member';
import { mailItemTitle, noticeItem } from './order-notice-title';
import { insertOrderEvent, type OrderRow, updateOrderIf } from './order-repository';

export interface Actor {
  type: 'member' | 'staff' | 'system';
  id: number | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null };

export interface MoveOptions {
  actor: Actor;
  /** Chinese: why, shown in the timeline and the system message. */
  reason: string;
  now: number;
  /** Other columns changed with the status. */
  set?: Updateable<OrdersTable>;
  /** Extra condition: the order's bid must still be in this state (cancel before a bid is placed). */
  bidState?: OrderRow['bid_state'];
}

/** The moves members may also hear about by mail (issue 18 §4): won, lost, arrived at the warehouse. */
function mailKindOfMove(from: number, to: number): NotifyKind | null {
  if (from === 3 && to === 4) return 'won';
  if (from === 3 && to === 13) return 'lost';
  if (from === 5 && (to === 6 || to === 20)) return 'arrived';
  return null;
}

const label = (s: number) => ORDER_STATUS_LABELS[s as OrderStatusCode] ?? String(s);

/** Refusal for a move the table does not allow; nothing has changed when it is thrown. */
export function illegalMove(from: number, to: number) {
  return refuse(`订单当前为「${label(from)}」，不能变为「${label(to)}」`, { from, to }, ErrorCode.conflict);
}

/** Refusal for a change to an order that changed since it was read (decision 017); nothing has changed. */
export function staleOrder(data?: unknown) {
  return refuse('订单已变化，请刷新后重试', data, ErrorCode.conflict);
}

/** Whether product.md's table allows the move, including "21 returns only to where it came from, or 13". */
export function moveAllowed(order: Pick<OrderRow, 'status' | 'problem_from'>, to: OrderStatusCode): boolean {
  if (!canMoveOrder(order.status, to)) return false;
  if (order.status === 21 && to === 6) return order.problem_from === 20; // kept after a rejected inspection
  if (order.status === 21 && to !== 13 && to !== order.problem_from) return false;
  return true;
}

/**
 * The one place an order's status changes. Checks the move against product.md's table, applies it only if
 * the order still has the status and money_seq the caller read (so concurrent moves cannot both happen, and
 * a move cannot apply to amounts that changed after they were read), records it
 * (actor, reason, time) and posts a system message to the member — all inside the caller's transaction.
 * Any other move is refused and changes nothing. Answers the order as it is after the move.
 */
export async function moveOrder(trx: Db, order: OrderRow, to: OrderStatusCode, options: MoveOptions): Promise<OrderRow> {
  const from = order.status;
  if (!moveAllowed(order, to)) throw illegalMove(from, to);
  const values: Updateable<OrdersTable> = {
    ...options.set,
    status: to as OrderStatusColumn,
    status_at: options.now,
    updated_at: options.now,
    problem_from: to === 21 ? from : null,
  };
  const guard = { status: from, moneySeq: order.money_seq, bidState: options.bidState };
  if (!(await updateOrderIf(trx, order.id, guard, values))) throw staleOrder({ from, to });
  await insertOrderEvent(trx, {
    order_id: order.id,
    user_id: order.user_id,
    from_status: from,
    to_status: to,
    actor_type: options.actor.type,
    actor_id: options.actor.id,
    reason: options.reason.slice(0, 500),
    created_at: options.now,
  });
  const kind = mailKindOfMove(from, to);
  await notifyMember(trx, {
    mail: kind ? { kind, itemTitle: mailItemTitle(order), path: `/order/${order.id}`, linkLabel: '查看订单' } : undefined,
    userId: order.user_id,
    orderId: order.id,
    event: 'order_status',
    title: `订单 ${order.order_no}：${label(to)}`,
    content: `${noticeItem(order)}${options.reason}`,
    now: options.now,
  });
  return { ...order, ...values } as OrderRow;
}
