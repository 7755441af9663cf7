import { type NotifyKind, ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrdersTable } from '../../db/tables/orders';
import { defineMachine, type Move, type MoveRequest, moveEvent } from '../../lib/state-machine';
import { notifyMember } from '../notifications/notify-member';
import { mailItemTitle, noticeItem } from './order-notice-title';
import { insertOrderEvent, type OrderRow, updateOrderIf } from './order-repository';

const { cancelled, unpaid, paid, purchased, shipped, inspecting, warehoused, problem, failed } = OrderStatus;

/** A problem order returns only to the status it came from (`problem_from`). */
const cameFrom = (status: OrderStatusCode) => (order: Pick<OrderRow, 'problem_from'>) => order.problem_from === status;

/**
 * The order's allowed moves (product.md, decision 008) and, beside each, the mail members may get for it
 * (issue 18 §4: won, lost, arrived at the warehouse). Every move also records an order event and posts a
 * system message. 1, 6 and 13 are final. Money is not moved here: the service that moves posts it in the
 * same money transaction (docs/guides/money.md).
 */
export const ORDER_MOVES: readonly Move<OrderStatusCode, NotifyKind>[] = [
  { from: unpaid, to: paid },
  { from: unpaid, to: cancelled },
  { from: paid, to: cancelled },
  { from: paid, to: purchased, mail: 'won' },
  { from: paid, to: failed, mail: 'lost' },
  { from: paid, to: problem },
  { from: purchased, to: shipped },
  { from: purchased, to: problem },
  { from: shipped, to: inspecting, mail: 'arrived' },
  { from: shipped, to: warehoused, mail: 'arrived' },
  { from: shipped, to: problem },
  { from: inspecting, to: warehoused },
  { from: inspecting, to: problem },
  { from: problem, to: paid, when: cameFrom(paid) },
  { from: problem, to: purchased, when: cameFrom(purchased) },
  { from: problem, to: shipped, when: cameFrom(shipped) },
  { from: problem, to: inspecting, when: cameFrom(inspecting) },
  // Kept after a rejected inspection (decision 030).
  { from: problem, to: warehoused, when: cameFrom(inspecting) },
  { from: problem, to: failed },
];

export interface MoveOptions extends MoveRequest<Updateable<OrdersTable>> {
  /** Extra condition: the order's bid must still be in this state (cancel before a bid is placed). */
  bidState?: OrderRow['bid_state'];
}

export const orderMachine = defineMachine<OrderStatusCode, OrderRow, NotifyKind, MoveOptions, Db>({
  noun: '订单',
  labels: ORDER_STATUS_LABELS,
  moves: ORDER_MOVES,
  remembers: problem,
  write: (trx, order, values, options) =>
    updateOrderIf(trx, order.id, { status: order.status, moneySeq: order.money_seq, bidState: options.bidState }, values),
  async record(trx, order, move, options) {
    await insertOrderEvent(trx, { order_id: order.id, user_id: order.user_id, ...moveEvent(move, options) });
    await notifyMember(trx, {
      mail: move.mail
        ? { kind: move.mail, itemTitle: mailItemTitle(order), path: `/order/${order.id}`, linkLabel: '查看订单' }
        : undefined,
      userId: order.user_id,
      orderId: order.id,
      event: 'order_status',
      title: `订单 ${order.order_no}：${ORDER_STATUS_LABELS[move.to]}`,
      content: `${noticeItem(order)}${options.reason}`,
      now: options.now,
    });
  },
});

/**
 * The one place an order's status changes: the move must be in `ORDER_MOVES`, and applies only if the order
 * still has the status and money_seq the caller read (so concurrent moves cannot both happen, and a move
 * cannot apply to amounts that changed after they were read); then it is recorded (actor, reason, time) and
 * the member told — all inside the caller's transaction. Anything else is refused and changes nothing.
 */
export const moveOrder = (trx: Db, order: OrderRow, to: OrderStatusCode, options: MoveOptions) =>
  orderMachine.move(trx, order, to, options);

export const moveAllowed = orderMachine.allowed;
export const illegalMove = orderMachine.illegal;
export const staleOrder = orderMachine.stale;
