import { type BidTask, type BidTaskList, type BidTaskOutcome, type BidTaskState, formatYen, OrderStatus } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import type { Marketplace } from '../../marketplace/marketplace';
import { type Actor, recordAudit } from '../audit/audit-service';
import { postSystemMessage } from '../messages/message-service';
import { moneyTransaction } from '../wallet/group-commit';
import { staleOrder } from './order-machine';
import { noticeItem } from './order-notice-title';
import { updateOrderIf } from './order-repository';
import { failOrder, markOutbid, settleWon } from './order-settlement';
import { countDueTasks, countTasks, findTask, listTasks, type TaskRow } from './staff-bid-tasks-repository';

/**
 * Staff bidding (decision 035). With the real marketplace there is no bidding API: every paid order waits in
 * this queue (soonest end first) until staff record what happened on Yahoo! Auctions — the bid they placed
 * (never above the member's maximum), outbid, won at a price, or lost with a reason. Won and lost settle
 * through the order rules (order-settlement.ts): what the order holds beyond the final price, or everything
 * on a loss, is refunded from the ledger in the same money transaction as the move and the audit record. Every
 * record names the order's money_seq the screen showed: an order the member changed since is refused.
 */

export function stateOf(row: Pick<TaskRow, 'kind' | 'bid_state'>): BidTaskState {
  if (row.bid_state === 'placed' || row.bid_state === 'outbid') return row.bid_state;
  return row.kind === 'buyout' ? 'to_buy' : 'to_bid';
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

function toTask(row: TaskRow, marketplace: Marketplace): BidTask {
  const endTime = Number(row.end_time);
  const snipe = num(row.snipe_minutes);
  return {
    orderId: row.id,
    itemId: row.item_id,
    kind: row.kind,
    title: row.title,
    titleZh: row.title_zh,
    image: row.image,
    userId: row.user_id,
    account: row.account,
    state: stateOf(row),
    maxBid: num(row.max_bid),
    buyNowPrice: num(row.buy_now_price),
    currentPrice: Number(row.item_price),
    checkedAt: num(row.upstream_checked_at),
    upstreamStatus: row.upstream_status,
    endTime,
    snipeMinutes: snipe,
    actBy: snipe === null ? Number(row.paid_at ?? row.created_at) : endTime - snipe * 60_000,
    bidAmount: num(row.bid_amount),
    bidPlacedAt: num(row.bid_placed_at),
    itemUrl: marketplace.itemPageUrl(row.item_id),
    moneySeq: Number(row.money_seq),
  };
}

export async function listBidTasks(
  db: Db,
  marketplace: Marketplace,
  query: { state?: BidTaskState; page: number; limit: number },
  now: number,
): Promise<BidTaskList> {
  const counts: Record<BidTaskState, number> = { to_bid: 0, to_buy: 0, placed: 0, outbid: 0 };
  // The local simulator bids by itself: its paid orders are the engine's, never staff tasks.
  if (marketplace.bidding !== 'staff')
    return { bidding: marketplace.bidding, list: [], total: 0, page: query.page, limit: query.limit, counts, due: 0 };
  const [{ rows, total }, byState, due] = await Promise.all([
    listTasks(db, { state: query.state, offset: (query.page - 1) * query.limit, limit: query.limit }),
    countTasks(db),
    countDueTasks(db, now),
  ]);
  for (const c of byState) counts[stateOf(c)] += c.n;
  return {
    bidding: marketplace.bidding,
    list: rows.map((r) => toTask(r, marketplace)),
    total,
    page: query.page,
    limit: query.limit,
    counts,
    due,
  };
}

/** For the console's 概览: open tasks and those due now (null with the local simulator, which bids itself). */
export async function bidTaskSummary(db: Db, marketplace: Marketplace, now: number) {
  if (marketplace.bidding !== 'staff') return null;
  const [byState, due] = await Promise.all([countTasks(db), countDueTasks(db, now)]);
  return { open: byState.reduce((sum, c) => sum + c.n, 0), due };
}

/** The task as staff saw it: still a paid order waiting, on the money_seq the screen showed. */
async function taskOf(trx: Db, marketplace: Marketplace, orderId: number, moneySeq: number): Promise<TaskRow> {
  if (marketplace.bidding !== 'staff') throw refuse('本地模拟拍卖由系统自动出价，没有代拍任务');
  const row = await findTask(trx, orderId);
  if (!row) throw notFound('订单不存在');
  if (row.status !== OrderStatus.paid || row.bid_state === 'placing' || row.bid_state === 'bought')
    throw refuse('该任务已处理（订单已不在已付款待购买状态）');
  if (Number(row.money_seq) !== moneySeq) throw refuse('会员刚修改了订单（最高出价或验货），请刷新后按新的金额操作');
  return row;
}

const staff = (actor: Actor) => ({ type: 'staff' as const, id: actor.id });

/**
 * Staff placed a bid on Yahoo! Auctions: the amount, at most the member's maximum (a raise after being outbid
 * must be above the last one). From then on the member can no longer cancel or change the maximum.
 */
export async function recordBidPlaced(
  db: Db,
  marketplace: Marketplace,
  actor: Actor,
  input: { orderId: number; moneySeq: number; amount: number },
  now: number,
): Promise<BidTask> {
  const placed = await inTransaction(db, async (trx) => {
    const row = await taskOf(trx, marketplace, input.orderId, input.moneySeq);
    if (row.kind !== 'bid') throw refuse('一口价订单无需出价，请直接录入购买结果');
    const maxBid = Number(row.max_bid);
    if (input.amount > maxBid) throw refuse(`出价不能高于会员的最高出价 ${formatYen(maxBid)}`);
    const previous = num(row.bid_amount);
    if (previous !== null && input.amount <= previous) throw refuse(`已出价 ${formatYen(previous)}，再次出价须高于此金额`);
    const set = { bid_state: 'placed' as const, bid_amount: input.amount, bid_placed_at: now, updated_at: now };
    const guard = { status: row.status, moneySeq: row.money_seq, bidState: row.bid_state };
    if (!(await updateOrderIf(trx, row.id, guard, set))) throw staleOrder();
    await postSystemMessage(trx, {
      userId: row.user_id,
      orderId: row.id,
      event: 'order_status',
      title: `订单 ${row.order_no}：客服已出价`,
      content: `${noticeItem(row)}客服已在雅虎拍卖出价 ${formatYen(input.amount)}（您的最高出价 ${formatYen(maxBid)}），拍卖结束后为您录入结果。`,
      now,
    });
    await recordAudit(trx, actor, {
      action: 'bid_task.placed',
      targetType: 'order',
      targetId: row.id,
      details: { amount: input.amount, maxBid, previous, itemId: row.item_id },
      now,
    });
    return { ...row, ...set };
  });
  return toTask(placed, marketplace);
}

/** Another bidder passed our bid before the end: the member is told (once), the task stays until the end. */
export async function recordOutbid(
  db: Db,
  marketplace: Marketplace,
  actor: Actor,
  input: { orderId: number; moneySeq: number; currentPrice: number },
  now: number,
): Promise<BidTask> {
  const outbid = await inTransaction(db, async (trx) => {
    const row = await taskOf(trx, marketplace, input.orderId, input.moneySeq);
    if (row.bid_state !== 'placed') throw refuse('只有已出价的任务可以标记为被超价');
    const bid = Number(row.bid_amount ?? 0);
    if (input.currentPrice < bid) throw refuse(`被超价时当前价不会低于我们的出价 ${formatYen(bid)}`);
    if (!(await markOutbid(trx, row, input.currentPrice, now))) throw staleOrder();
    await recordAudit(trx, actor, {
      action: 'bid_task.outbid',
      targetType: 'order',
      targetId: row.id,
      details: { currentPrice: input.currentPrice, bidAmount: bid, itemId: row.item_id },
      now,
    });
    return { ...row, bid_state: 'outbid' as const, item_price: input.currentPrice, updated_at: now };
  });
  return toTask(outbid, marketplace);
}

/**
 * Won (or bought) at the final price: 3 → 4 and the difference refunded from what the ledger holds for the
 * order, or 21 when the price is above what it holds. A bid is won at most at the amount staff placed.
 */
export async function recordWon(
  db: Db,
  marketplace: Marketplace,
  actor: Actor,
  input: { orderId: number; moneySeq: number; finalPrice: number },
  now: number,
): Promise<BidTaskOutcome> {
  return moneyTransaction(db, async (trx) => {
    const row = await taskOf(trx, marketplace, input.orderId, input.moneySeq);
    if (row.kind === 'bid') {
      if (row.bid_state === 'none') throw refuse('请先录入出价，再录入竞拍结果');
      const bid = Number(row.bid_amount ?? row.max_bid);
      if (input.finalPrice > bid) throw refuse(`成交价不能高于已出价 ${formatYen(bid)}`);
    }
    const reason = row.kind === 'bid' ? '竞拍成功' : '已按一口价购买成功';
    const outcome = await settleWon(trx, row, input.finalPrice, reason, now, staff(actor));
    if (!outcome) throw staleOrder();
    await recordAudit(trx, actor, {
      action: 'bid_task.won',
      targetType: 'order',
      targetId: row.id,
      details: {
        finalPrice: input.finalPrice,
        bidAmount: num(row.bid_amount),
        refunded: outcome.refunded,
        from: OrderStatus.paid,
        to: outcome.status,
      },
      now,
    });
    return { orderId: row.id, status: outcome.status, refunded: outcome.refunded };
  });
}

/** Lost, or could not be bid or bought (with the reason the member reads): 3 → 13, everything refunded. */
export async function recordLost(
  db: Db,
  marketplace: Marketplace,
  actor: Actor,
  input: { orderId: number; moneySeq: number; reason: string },
  now: number,
): Promise<BidTaskOutcome> {
  const reason = input.reason.trim();
  if (reason.length < 2) throw refuse('请填写原因（至少 2 个字），会员会在消息中看到');
  return moneyTransaction(db, async (trx) => {
    const row = await taskOf(trx, marketplace, input.orderId, input.moneySeq);
    const outcome = await failOrder(trx, row, reason, now, staff(actor));
    if (!outcome) throw staleOrder();
    await recordAudit(trx, actor, {
      action: 'bid_task.lost',
      targetType: 'order',
      targetId: row.id,
      details: {
        reason,
        bidAmount: num(row.bid_amount),
        refunded: outcome.refunded,
        from: OrderStatus.paid,
        to: OrderStatus.failed,
      },
      now,
    });
    return { orderId: row.id, status: OrderStatus.failed, refunded: outcome.refunded };
  });
}

/**
 * Reads the item's page again (through the shared queue and cache) and keeps its price, end time (auctions
 * are extended) and status on the task. Changes no money: the guard only keeps a concurrent move from being
 * overwritten.
 */
export async function refreshBidTask(db: Db, marketplace: Marketplace, orderId: number, now: number): Promise<BidTask> {
  const before = await findTask(db, orderId);
  if (!before) throw notFound('订单不存在');
  if (marketplace.bidding !== 'staff') throw refuse('本地模拟拍卖由系统自动出价，没有代拍任务');
  if (before.status !== OrderStatus.paid) throw refuse('该任务已处理（订单已不在已付款待购买状态）');
  const item = await marketplace.getItem(before.item_id);
  if (!item) throw refuse('雅虎拍卖上已找不到该商品页面');
  const set = {
    item_price: item.currentPrice,
    end_time: item.endTime,
    upstream_checked_at: item.readAt ?? now,
    upstream_status: item.status,
  };
  const guard = { status: before.status, moneySeq: before.money_seq, bidState: before.bid_state };
  if (!(await updateOrderIf(db, before.id, guard, set))) throw staleOrder();
  return toTask({ ...before, ...set }, marketplace);
}
