import { carrierNameZh, formatYen, OrderStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import type { Actor } from '../../lib/state-machine';
import { type Actor as AuditActor, recordAudit } from '../audit/audit-service';
import { postSystemMessage } from '../messages/message-service';
import { type MoneyTrx, moneyTransaction } from '../wallet/group-commit';
import { readBalance } from '../wallet/ledger-repository';
import { moveOrder } from './order-machine';
import { settleOrderMoney } from './order-money';
import { findOrder } from './order-repository';
import { type ItemMeasure, measureColumns } from './staff-warehouse-service';

const staff = (operator: AuditActor): Actor => ({ type: 'staff', id: operator.id });

/** The Japanese seller shipped the item to the warehouse (4 → 5) with carrier and tracking number. */
export async function recordShipment(
  db: Db,
  operator: AuditActor,
  input: { orderId: number; carrier: string; trackingNo: string },
  now: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await findOrder(trx, input.orderId);
    if (!order) throw notFound('订单不存在');
    await moveOrder(trx, order, OrderStatus.shipped, {
      actor: staff(operator),
      reason: `卖家已发货（${carrierNameZh(input.carrier)} ${input.trackingNo}）`,
      now,
      set: { carrier: input.carrier, tracking_no: input.trackingNo },
    });
    await recordAudit(trx, operator, { action: 'order.ship', targetType: 'order', targetId: order.id, details: input, now });
  });
}

/**
 * The parcel reached the warehouse (5 → 20 when inspection was asked for, else 5 → 6). Domestic shipping is
 * charged at cost when the buyer pays it; a balance that cannot pay moves the order to 21 with a message
 * saying how much to top up (the fee is charged when staff record the arrival again after the top-up).
 */
export async function recordArrival(
  db: Db,
  operator: AuditActor,
  input: ArrivalInput,
  now: number,
): Promise<{ status: number; shortfall: number }> {
  return moneyTransaction(db, async (trx) => {
    const outcome = await arrive(trx, operator, input, now);
    await recordAudit(trx, operator, {
      action: 'order.arrive',
      targetType: 'order',
      targetId: input.orderId,
      details: { ...input, ...outcome },
      now,
    });
    return outcome;
  });
}

type ArrivalInput = { orderId: number; shippingFee: number } & Partial<ItemMeasure>;

async function arrive(
  trx: MoneyTrx,
  operator: AuditActor,
  input: ArrivalInput,
  now: number,
): Promise<{ status: number; shortfall: number }> {
  const measured = measureColumns(input);
  const order = await findOrder(trx, input.orderId);
  if (!order) throw notFound('订单不存在');
  if (order.status !== OrderStatus.shipped) throw refuse('只有「已发货」的订单可以登记入库');
  const fee = order.shipping_payer === 'buyer' ? input.shippingFee : 0;
  const balance = await readBalance(trx, order.user_id);
  if (fee > balance) {
    const shortfall = fee - balance;
    await moveOrder(trx, order, OrderStatus.problem, {
      actor: staff(operator),
      reason: `商品已到仓库，日本国内运费 ${formatYen(fee)}，余额不足（还差 ${formatYen(shortfall)}），请充值后联系客服`,
      now,
    });
    await postSystemMessage(trx, {
      userId: order.user_id,
      orderId: order.id,
      event: 'order_status',
      title: `订单 ${order.order_no}：请补足运费`,
      content: `您的商品已到达日本仓库，需支付日本国内运费 ${formatYen(fee)}，当前余额还差 ${formatYen(shortfall)}。请充值后在订单留言中告知客服。`,
      now,
    });
    return { status: OrderStatus.problem, shortfall };
  }
  const to = order.inspection ? OrderStatus.inspecting : OrderStatus.warehoused;
  const arrived = await moveOrder(trx, order, to, {
    actor: staff(operator),
    reason:
      to === OrderStatus.inspecting
        ? '商品已到仓库，验货中，请查看验货结果后确认'
        : `商品已入库${fee > 0 ? `，日本国内运费 ${formatYen(fee)}` : ''}`,
    now,
    // The domestic shipping changes what the order costs: money_seq moves on with it (decision 017).
    set: { shipping_fee: fee, arrived_at: now, money_seq: order.money_seq + 1, ...measured },
  });
  await settleOrderMoney(trx, arrived, {
    kind: 'shipping_fee',
    reference: `order:${order.id}`,
    note: `订单 ${order.order_no} 日本国内运费`,
    now,
  });
  return { status: to, shortfall: 0 };
}
