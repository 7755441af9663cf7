import {
  type BidLive,
  formatYen,
  INSPECTION_AUTO_CONFIRM_MS,
  INSPECTION_REJECT_LABELS,
  minimumBid,
  ORDER_TYPES,
  type Order,
  type OrderCreateBody,
  type OrderInfo,
  type OrderList,
  type OrderListQuery,
  type OrderParcel,
  OrderStatus,
  type OrderStatusCode,
  type OrderType,
  weightClassOf,
} from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, refuse } from '../../lib/errors';
import type { Actor } from '../../lib/state-machine';
import type { Marketplace } from '../../marketplace/marketplace';
import { categoryPath } from '../catalog/item-service';
import { categoryWeightClassRows } from '../catalog/weight-class-service';
import { countUnreadInOrder } from '../messages/message-repository';
import { sellerBlacklisted } from '../sellers/seller-relations-repository';
import { getSetting } from '../sys/settings-service';
import type { ChineseReader } from '../translation/chinese-reader';
import { moneyTransaction } from '../wallet/group-commit';
import { netChargedForOrders, orderLedger, readBalance } from '../wallet/ledger-repository';
import { ledgerRecord, moveRecord } from '../wallet/record-service';
import { bidLiveOf, withBidLive } from './order-bid-live';
import { moveOrder, staleOrder } from './order-machine';
import { toOrder } from './order-mapper';
import { adjustmentReference, itemHold, payAmountOf, settleOrderMoney } from './order-money';
import { withNewOrderNo } from './order-no';
import type { OrderParcels } from './order-parcels';
import {
  countMemberOrdersByStatus,
  countOpenOrdersForItem,
  countUnpaidOrders,
  findMemberOrder,
  insertOrder,
  insertOrderEvent,
  inspectionsWaitingSince,
  listMemberOrders,
  type OrderRow,
  orderEvents,
  updateOrderIf,
} from './order-repository';

/** At most this many unpaid orders per member. */
export const MAX_UNPAID_ORDERS = 50;

const member = (userId: number): Actor => ({ type: 'member', id: userId });

async function memberOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findMemberOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  return order;
}

async function orderView(db: Db, order: OrderRow): Promise<Order> {
  const charged = await netChargedForOrders(db, [order.id]);
  return toOrder(order, charged.get(order.id) ?? 0);
}

/** `create`: validates against the marketplace's item as it is now and keeps a snapshot of it. */
export async function createOrder(
  db: Db,
  marketplace: Marketplace,
  reader: ChineseReader,
  userId: number,
  body: OrderCreateBody,
  now: number,
): Promise<{ orderId: number; payAmount: number }> {
  const item = await marketplace.getItem(body.itemId);
  if (!item) throw refuse('商品不存在或已下架');
  if (String(item.status).toUpperCase() !== 'OPEN' || item.endTime <= now) throw refuse('该商品已结束拍卖，无法下单');
  if (await sellerBlacklisted(db, userId, item.sellerId)) throw refuse('您已将该卖家加入黑名单，无法下单');
  if ((await countOpenOrdersForItem(db, userId, item.itemId)) > 0) throw refuse('您已有该商品进行中的订单，请在原订单中修改');
  if ((await countUnpaidOrders(db, userId)) >= MAX_UNPAID_ORDERS) throw refuse('待付款订单过多，请先付款或取消部分订单');

  let maxBid: number | null = null;
  let snipeMinutes: number | null = null;
  if (body.kind === 'bid') {
    if (body.maxBid === undefined) throw refuse('请输入最高出价');
    const least = minimumBid(item.currentPrice);
    if (body.maxBid < least)
      throw refuse(`最高出价至少为 ${formatYen(least)}（当前价 ${formatYen(item.currentPrice)} 加一个加价幅度）`);
    maxBid = body.maxBid;
    snipeMinutes = body.snipeMinutes ?? null;
  } else if (item.buyNowPrice === null) {
    throw refuse('该商品没有一口价，请选择竞拍');
  }
  const [fees, categories, weightRows] = await Promise.all([
    getSetting(db, 'fees'),
    marketplace.listCategories(),
    categoryWeightClassRows(db),
  ]);
  // The class the door-cost estimate gave the item (decision 086): the order shows it beside the weighed figure.
  const estimated = weightClassOf(categoryPath(categories, item.categoryId), weightRows);
  // The snapshot keeps both languages: the title as the seller wrote it and as the member read it.
  const [titleZh] = await reader.titles([item.title]);
  const values = {
    user_id: userId,
    item_id: item.itemId,
    kind: body.kind,
    status: OrderStatus.unpaid,
    seller_id: item.sellerId,
    title: item.title.slice(0, 300),
    title_zh: (titleZh?.text ?? '').slice(0, 300),
    image: item.image,
    item_price: item.currentPrice,
    buy_now_price: item.buyNowPrice,
    end_time: item.endTime,
    shipping_payer: item.shippingPayer,
    weight_class: estimated.weightClass.code,
    category_id: item.categoryId,
    snapshot: JSON.stringify(item),
    max_bid: maxBid,
    snipe_minutes: snipeMinutes,
    inspection: body.inspection,
    remark: body.remark,
    service_fee: fees.serviceFee,
    inspection_fee: fees.inspectionFee,
    final_price: null,
    shipping_fee: null,
    bid_state: 'none' as const,
    bid_placed_at: null,
    money_seq: 0,
    carrier: null,
    tracking_no: null,
    problem_from: null,
    created_at: now,
    paid_at: null,
    status_at: now,
    updated_at: now,
  };
  const orderId = await withNewOrderNo(now, (orderNo) =>
    inTransaction(db, async (trx) => {
      const id = await insertOrder(trx, { ...values, order_no: orderNo });
      await insertOrderEvent(trx, {
        order_id: id,
        user_id: userId,
        from_status: 0,
        to_status: OrderStatus.unpaid,
        actor_type: 'member',
        actor_id: userId,
        reason:
          body.kind === 'bid' ? `创建竞拍订单，最高出价 ${formatYen(maxBid)}` : `创建一口价订单 ${formatYen(item.buyNowPrice)}`,
        created_at: now,
      });
      return id;
    }),
  );
  return { orderId, payAmount: payAmountOf(values) };
}

/**
 * `pay`: holds the full cost from the balance. The status move (conditional on 2 and the money_seq read) and
 * the ledger entry (conditional on the balance) share one transaction: concurrent pays of one order charge
 * once, a pay racing an edit of the amounts is refused, and a short balance is refused with how much is missing.
 */
export async function payOrder(db: Db, userId: number, orderId: number, now: number) {
  return moneyTransaction(db, async (trx) => {
    const order = await memberOrder(trx, userId, orderId);
    if (order.status !== OrderStatus.unpaid)
      throw refuse(order.status === OrderStatus.paid ? '该订单已付款' : '该订单当前不能付款');
    if (order.end_time <= now) throw refuse('拍卖已结束，订单无法付款');
    const amount = payAmountOf(order);
    const paid = await moveOrder(trx, order, OrderStatus.paid, {
      actor: member(userId),
      reason: `已付款 ${formatYen(amount)}，等待代购出价/购买`,
      now,
      set: { paid_at: now },
    });
    const { balance } = await settleOrderMoney(trx, paid, {
      kind: 'order_pay',
      reference: `order:${order.id}`,
      note: `订单 ${order.order_no} 付款（商品 ${formatYen(itemHold(order))} + 服务费${order.inspection ? ' + 验货费' : ''}）`,
      now,
    });
    return { orderId: order.id, paidAmount: amount, balance: balance ?? (await readBalance(trx, userId)) };
  });
}

/** `cancel`: unpaid orders, and paid ones before the bid is placed (everything the order holds is refunded). */
export async function cancelOrder(db: Db, userId: number, orderId: number, reason: string, now: number): Promise<void> {
  await moneyTransaction(db, async (trx) => {
    const order = await memberOrder(trx, userId, orderId);
    const why = reason.trim() ? `会员取消：${reason.trim()}` : '会员取消订单';
    if (order.status === OrderStatus.unpaid) {
      await moveOrder(trx, order, OrderStatus.cancelled, { actor: member(userId), reason: why, now });
      return;
    }
    if (order.status === OrderStatus.paid && order.bid_state !== 'none') throw refuse('代购已出价或正在购买，订单不能取消');
    const moved = await moveOrder(trx, order, OrderStatus.cancelled, {
      actor: member(userId),
      reason: `${why}，款项已退回余额`,
      now,
      bidState: 'none',
    });
    await settleOrderMoney(trx, moved, {
      kind: 'order_refund',
      reference: `order:${order.id}`,
      note: `订单 ${order.order_no} 取消退款`,
      now,
    });
  });
}

/** `editInfo`: the remark; the maximum (and snipe minutes) while unpaid, or paid before the bid. */
export async function editOrderInfo(
  db: Db,
  marketplace: () => Marketplace,
  userId: number,
  body: { orderId: number; remark?: string; maxBid?: number; snipeMinutes?: number },
  now: number,
): Promise<Order> {
  const current = await memberOrder(db, userId, body.orderId);
  const bidChange = body.maxBid !== undefined || body.snipeMinutes !== undefined;
  if (bidChange) {
    if (current.kind !== 'bid') throw refuse('一口价订单没有最高出价');
    if (!(current.status === OrderStatus.unpaid || (current.status === OrderStatus.paid && current.bid_state === 'none'))) {
      throw refuse('代购已出价，不能再修改最高出价');
    }
    if (body.maxBid !== undefined) {
      const item = await marketplace().getItem(current.item_id);
      if (!item || String(item.status).toUpperCase() !== 'OPEN') throw refuse('该商品已结束拍卖');
      const least = minimumBid(item.currentPrice);
      if (body.maxBid < least) throw refuse(`最高出价至少为 ${formatYen(least)}`);
    }
  } else if (
    current.status === OrderStatus.cancelled ||
    current.status === OrderStatus.failed ||
    current.status === OrderStatus.warehoused
  ) {
    throw refuse('该订单已结束，不能修改');
  }
  await moneyTransaction(db, async (trx) => {
    const order = await memberOrder(trx, userId, body.orderId);
    const values: Partial<OrderRow> = { updated_at: now };
    if (body.remark !== undefined) values.remark = body.remark;
    if (bidChange) {
      if (body.snipeMinutes !== undefined) values.snipe_minutes = body.snipeMinutes === 0 ? null : body.snipeMinutes;
      if (body.maxBid !== undefined && body.maxBid !== Number(order.max_bid)) {
        // The amount basis changes, in every status: money moves that read the old maximum are refused.
        values.max_bid = body.maxBid;
        values.money_seq = order.money_seq + 1;
      }
    }
    const guard = { status: order.status, moneySeq: order.money_seq, bidState: bidChange ? ('none' as const) : undefined };
    if (!(await updateOrderIf(trx, order.id, guard, values))) throw staleOrder();
    // Paid: the hold follows the maximum (charge more, or give back the difference).
    await settleOrderMoney(
      trx,
      { ...order, ...values },
      {
        kind: 'order_adjust',
        reference: adjustmentReference({ id: order.id, money_seq: values.money_seq ?? order.money_seq }),
        note: `订单 ${order.order_no} 修改最高出价为 ${formatYen(body.maxBid ?? 0)}`,
        now,
      },
    );
  });
  return orderView(db, await memberOrder(db, userId, body.orderId));
}

/** The statuses in which inspection may still be switched: before the item reaches the warehouse. */
const BEFORE_WAREHOUSE: readonly OrderStatusCode[] = [
  OrderStatus.unpaid,
  OrderStatus.paid,
  OrderStatus.purchased,
  OrderStatus.shipped,
];

/** `editInspectionState`: inspection on or off until the item reaches the warehouse; a paid order's fee follows. */
export async function editInspectionState(
  db: Db,
  userId: number,
  orderId: number,
  inspection: number,
  now: number,
): Promise<Order> {
  await moneyTransaction(db, async (trx) => {
    const order = await memberOrder(trx, userId, orderId);
    if (!BEFORE_WAREHOUSE.includes(order.status)) throw refuse('商品已入库或订单已结束，不能再修改验货');
    if (Number(order.inspection) === inspection) return;
    const values = { inspection, updated_at: now, money_seq: order.money_seq + 1 };
    if (!(await updateOrderIf(trx, order.id, { status: order.status, moneySeq: order.money_seq }, values))) {
      throw staleOrder();
    }
    await settleOrderMoney(
      trx,
      { ...order, ...values },
      {
        kind: 'order_adjust',
        reference: adjustmentReference({ id: order.id, money_seq: values.money_seq }),
        note: `订单 ${order.order_no} ${inspection ? '加购' : '取消'}验货服务`,
        now,
      },
    );
  });
  return orderView(db, await memberOrder(db, userId, orderId));
}

/** `YahooInspectionConfirm`: the member accepts the inspection; the item goes into the warehouse (20 → 6). */
export async function confirmInspection(db: Db, userId: number, orderId: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await memberOrder(trx, userId, orderId);
    if (order.status !== OrderStatus.inspecting) throw refuse('该订单不在验货中');
    await moveOrder(trx, order, OrderStatus.warehoused, { actor: member(userId), reason: '会员已确认验货，商品入库', now });
  });
}

/**
 * The member refuses the inspected item (20 → 21) with a reason staff and the timeline read; staff then
 * return it to the seller with a full refund (21 → 13) or keep it with a note (21 → 6) — decision 030.
 */
export async function rejectInspection(
  db: Db,
  userId: number,
  input: { orderId: number; reason: keyof typeof INSPECTION_REJECT_LABELS; note: string },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await memberOrder(trx, userId, input.orderId);
    if (order.status !== OrderStatus.inspecting) throw refuse('该订单不在验货中');
    const note = input.note.trim();
    await moveOrder(trx, order, OrderStatus.problem, {
      actor: member(userId),
      reason: `会员拒收验货商品：${INSPECTION_REJECT_LABELS[input.reason]}${note ? `（${note}）` : ''}，客服将处理退货退款或与您沟通`,
      now,
    });
  });
}

/** Inspections nobody answered for 72 hours are confirmed by the system. */
export async function autoConfirmInspections(db: Db, now: number): Promise<number> {
  const due = await inspectionsWaitingSince(db, now - INSPECTION_AUTO_CONFIRM_MS, 200);
  let done = 0;
  for (const order of due) {
    try {
      await inTransaction(db, async (trx) => {
        await moveOrder(trx, order, OrderStatus.warehoused, {
          actor: { type: 'system', id: null },
          reason: '验货 72 小时未确认，系统自动确认入库',
          now,
        });
      });
      done++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // moved meanwhile by the member or staff
    }
  }
  return done;
}

/** Reading the live bid status needs the marketplace and the time (decision 051). */
export interface BidLiveSource {
  marketplace: Marketplace;
  now: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The member's order detail, with the live bid status of a running bid order (decision 051). */
/**
 * The member's order detail, with the live bid status of a running bid order (decision 051) and the parcel its
 * item is in (decision 058).
 */
export async function getOrderInfo(
  db: Db,
  userId: number,
  orderId: number,
  live?: BidLiveSource,
  parcels?: OrderParcels,
): Promise<OrderInfo> {
  const row = await memberOrder(db, userId, orderId);
  const [info, status, inParcel] = await Promise.all([
    orderInfoOf(db, row),
    live ? bidLiveOf(live.marketplace, [row], live.now, live.log) : new Map<number, BidLive>(),
    row.parcel_id !== null && parcels ? parcels(db, [row.parcel_id]) : new Map<number, OrderParcel>(),
  ]);
  const parcel = row.parcel_id === null ? null : (inParcel.get(row.parcel_id) ?? null);
  return { ...info, order: withBidLive(info.order, status), parcel };
}

/** The member's view of an order already read (its timeline, money and unread messages; the row is not read again). */
export async function orderInfoOf(db: Db, order: OrderRow): Promise<Omit<OrderInfo, 'parcel'>> {
  const [events, money, unread, view] = await Promise.all([
    orderEvents(db, order.id),
    orderLedger(db, order.id),
    countUnreadInOrder(db, order.user_id, order.id),
    orderView(db, order),
  ]);
  return {
    order: view,
    timeline: events.map((e) => moveRecord(e, e.order_id)),
    money: money.map((m) => ledgerRecord(m, { orderId: m.order_id, externalRef: null })),
    unreadMessages: unread,
  };
}

/** 已入库's menu entry: the warehoused status as the menu writes it. */
const WAREHOUSED_TYPE: OrderType = `${OrderStatus.warehoused}`;

/**
 * Where each order type files an order (decision 058): 已入库 lists the items waiting at the warehouse for a
 * shipment request; once in an international parcel (any of its states) an item is under 国际发货.
 */
function orderTypeFilter(type: OrderListQuery['type']): { status?: OrderStatusColumn; inParcel?: boolean } {
  if (type === 'all') return {};
  if (type === 'parcel') return { inParcel: true };
  if (type === WAREHOUSED_TYPE) return { status: OrderStatus.warehoused, inParcel: false };
  return { status: Number(type) as OrderStatusColumn };
}

export async function listOrders(
  db: Db,
  userId: number,
  query: OrderListQuery,
  live?: BidLiveSource,
  parcels?: OrderParcels,
): Promise<OrderList> {
  const [{ rows, total }, { byStatus, inParcel }] = await Promise.all([
    listMemberOrders(db, userId, { ...orderTypeFilter(query.type), orderId: query.orderId }, query.page, query.limit),
    countMemberOrdersByStatus(db, userId),
  ]);
  const parcelIds = [...new Set(rows.flatMap((r) => (r.parcel_id === null ? [] : [r.parcel_id])))];
  const [charged, liveStatus, parcelOf] = await Promise.all([
    netChargedForOrders(
      db,
      rows.map((r) => r.id),
    ),
    live ? bidLiveOf(live.marketplace, rows, live.now, live.log) : new Map<number, BidLive>(),
    parcels && parcelIds.length ? parcels(db, parcelIds) : new Map<number, OrderParcel>(),
  ]);
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const counts: Record<string, number> = {};
  for (const type of ORDER_TYPES) {
    if (type === 'all') counts[type] = sum(byStatus);
    else if (type === 'parcel') counts[type] = sum(inParcel);
    else
      counts[type] =
        (byStatus.get(Number(type)) ?? 0) - (type === WAREHOUSED_TYPE ? (inParcel.get(OrderStatus.warehoused) ?? 0) : 0);
  }
  return {
    list: rows.map((r) => withBidLive(toOrder(r, charged.get(r.id) ?? 0), liveStatus)),
    total,
    page: query.page,
    limit: query.limit,
    counts,
    parcels: Object.fromEntries(parcelOf),
  };
}
