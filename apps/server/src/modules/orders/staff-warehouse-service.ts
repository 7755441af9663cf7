import { type AdminUnweighedList, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { findOrder, type OrderRow, updateOrderIf } from './order-repository';
import { listUnweighedItems } from './warehouse-repository';

/** What the warehouse measures of an item: grams and the box's sides in cm. */
export interface ItemMeasure {
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The columns of a measurement as given; a box is all three sides or none. */
export function measureColumns(input: Partial<ItemMeasure>): Partial<OrderRow> {
  const sides = [input.lengthCm, input.widthCm, input.heightCm];
  const given = sides.filter((v) => v !== undefined).length;
  if (given !== 0 && given !== 3) throw refuse('包装尺寸请填写长、宽、高三项');
  const columns: Partial<OrderRow> = {};
  if (input.weightG !== undefined) columns.weight_g = input.weightG;
  if (given === 3) {
    columns.length_cm = input.lengthCm ?? null;
    columns.width_cm = input.widthCm ?? null;
    columns.height_cm = input.heightCm ?? null;
  }
  return columns;
}

/** Statuses in which an item is at the warehouse. */
const AT_WAREHOUSE = new Set<OrderStatusCode>([OrderStatus.inspecting, OrderStatus.warehoused, OrderStatus.problem]);

/**
 * Staff record or correct the weight and box of an item at the warehouse (the arrival step records them
 * first). Conditional on the status and money_seq read, like every write to an order (decision 017); audited.
 */
export async function recordMeasure(
  db: Db,
  operator: Actor,
  input: { orderId: number; weightG: number } & Partial<ItemMeasure>,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, input.orderId);
    if (!order) throw notFound('订单不存在');
    if (!AT_WAREHOUSE.has(order.status) || order.arrived_at === null) throw refuse('商品到仓后才能录入重量和尺寸');
    const values = { ...measureColumns(input), updated_at: now };
    if (!(await updateOrderIf(trx, order.id, { status: order.status, moneySeq: order.money_seq }, values))) {
      throw refuse('订单已变化，请刷新后重试');
    }
    await recordAudit(trx, operator, {
      action: 'order.measure',
      targetType: 'order',
      targetId: order.id,
      details: {
        ...input,
        before: { weightG: order.weight_g, lengthCm: order.length_cm, widthCm: order.width_cm, heightCm: order.height_cm },
      },
      now,
    });
  });
}

/** 待称重: the warehouse's items without a weight, for staff to weigh (decision 071). */
export async function unweighedItems(db: Db, page: number, limit: number): Promise<AdminUnweighedList> {
  const { rows, total } = await listUnweighedItems(db, page, limit);
  return {
    list: rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      itemId: r.item_id,
      title: r.title,
      image: r.image,
      userId: r.user_id,
      account: r.account,
      status: r.status as OrderStatusCode,
      arrivedAt: Number(r.arrived_at),
    })),
    total,
    page,
    limit,
  };
}
