import { formatYen } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import type { Marketplace } from '../marketplace/marketplace';
import {
  bidderRefOf,
  bidsDue,
  buyoutsToPlace,
  endedBids,
  extendUnpaidEndTime,
  runningBids,
  staleClaims,
  unpaidEnded,
} from '../modules/orders/bidding-repository';
import { itemHold } from '../modules/orders/order-money';
import type { OrderRow } from '../modules/orders/order-repository';
import { autoConfirmInspections } from '../modules/orders/order-service';
import {
  cancelUnpaid,
  claimPurchase,
  failOrder,
  markBidPlaced,
  markOutbid,
  releasePurchase,
  settleWon,
  updateEndTime,
} from '../modules/orders/order-settlement';
import { moneyTransaction } from '../modules/wallet/group-commit';

export interface BiddingEngineDeps {
  db: Db;
  marketplace: Marketplace;
  /** "Now" for this pass (the app's clock; tests move it). */
  now: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Orders handled per step per pass. */
  batch?: number;
}

export interface BiddingPassReport {
  unpaidCancelled: number;
  bought: number;
  bidsPlaced: number;
  won: number;
  outbid: number;
  failed: number;
  inspectionsConfirmed: number;
  errors: number;
}

/** A claim older than this without an answer is from a crashed pass. */
export const STALE_CLAIM_MS = 5 * 60_000;

const BID_REFUSALS: Record<string, string> = {
  not_open: '拍卖已结束，未能出价',
  too_low: '当前价已超过您的最高出价，未能出价',
  not_found: '商品不存在，未能出价',
};
const BUYOUT_REFUSALS: Record<string, string> = {
  not_open: '商品已结束，未能购买',
  no_buy_now: '卖家已取消一口价，未能购买',
  not_found: '商品不存在，未能购买',
};

/**
 * One deterministic pass of the bidding engine against the Marketplace interface:
 * 1. unpaid orders of ended auctions are cancelled;
 * 2. paid buyouts are purchased at once;
 * 3. paid bid orders get their maximum placed (at once, or `snipeMinutes` before the end);
 * 4. placed bids whose auction has ended are settled: won at the final price (difference refunded) or failed
 *    (full refund); running ones that lost the lead tell the member once (message setting 「被超价」);
 * 5. inspections unanswered for 72 hours are confirmed.
 * Before these, claims older than five minutes (a crash between claim and answer) are resolved.
 * Each order is claimed with a conditional update and settled in its own transaction, so passes may run on
 * several instances at once and a failure on one order does not stop the others.
 * With a marketplace that has no bidding API (`bidding: 'staff'`, the real Yahoo! Auctions) steps 0 and 2–4
 * are staff work (the bid task queue, decision 035): only steps 1 and 5 run.
 */
export async function runBiddingPass(deps: BiddingEngineDeps): Promise<BiddingPassReport> {
  const { db, marketplace, now } = deps;
  const batch = deps.batch ?? 200;
  const report: BiddingPassReport = {
    unpaidCancelled: 0,
    bought: 0,
    bidsPlaced: 0,
    won: 0,
    outbid: 0,
    failed: 0,
    inspectionsConfirmed: 0,
    errors: 0,
  };

  const guarded = async (order: OrderRow, step: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      // Moved meanwhile by the member, staff or another instance: nothing left to do for this order.
      if (error instanceof AppError) return;
      report.errors++;
      deps.log?.error({ err: error, orderId: order.id, step }, 'bidding engine step failed');
    }
  };

  const automatic = marketplace.bidding === 'automatic';

  // 0. Claims left behind by a crash between the claim and the marketplace's answer.
  const stale = automatic ? await staleClaims(db, now - STALE_CLAIM_MS, batch) : [];
  for (const order of stale) {
    await guarded(order, 'stale-claim', async () => {
      if (order.kind === 'bid') {
        // Placed or not, the auction's result decides: a bid that never reached the marketplace simply loses.
        await markBidPlaced(db, order, now, Number(order.item_price));
        return;
      }
      const result = await marketplace.getAuctionResult(order.item_id, bidderRefOf(order));
      if (!result.ended) await releasePurchase(db, order, now);
      else if (result.won && result.finalPrice !== null) {
        const finalPrice = result.finalPrice;
        await moneyTransaction(db, (trx) => settleWon(trx, order.id, finalPrice, '已按一口价购买成功', now));
        report.bought++;
      } else {
        await moneyTransaction(db, (trx) => failOrder(trx, order.id, '商品已结束，未能购买', now));
        report.failed++;
      }
    });
  }

  // 1. Unpaid orders whose auction has ended (re-checked with the marketplace: auctions may be extended).
  const unpaid = await unpaidEnded(db, now, batch);
  for (const order of unpaid) {
    await guarded(order, 'cancel-unpaid', async () => {
      const item = await marketplace.getItem(order.item_id);
      if (item && String(item.status).toUpperCase() === 'OPEN' && item.endTime > now) {
        await extendUnpaidEndTime(db, order.id, item.endTime);
        return;
      }
      await moneyTransaction(db, (trx) => cancelUnpaid(trx, order.id, '拍卖已结束，订单未付款，已自动取消', now));
      report.unpaidCancelled++;
    });
  }

  // 2. Paid buyouts: purchase at once.
  const buyouts = automatic ? await buyoutsToPlace(db, batch) : [];
  for (const order of buyouts) {
    await guarded(order, 'buyout', async () => {
      if (!(await claimPurchase(db, order, now))) return;
      try {
        const item = await marketplace.getItem(order.item_id);
        if (item?.buyNowPrice != null && item.buyNowPrice > itemHold(order)) {
          await moneyTransaction(db, (trx) =>
            failOrder(trx, order.id, `一口价已上涨至 ${formatYen(item.buyNowPrice)}，未能购买`, now),
          );
          report.failed++;
          return;
        }
        const result = await marketplace.buyout({ itemId: order.item_id, buyerRef: bidderRefOf(order) });
        if (result.bought) {
          await moneyTransaction(db, (trx) => settleWon(trx, order.id, result.price, '已按一口价购买成功', now));
          report.bought++;
        } else {
          await moneyTransaction(db, (trx) => failOrder(trx, order.id, BUYOUT_REFUSALS[result.reason] ?? '未能购买', now));
          report.failed++;
        }
      } catch (error) {
        await releasePurchase(db, order, now);
        throw error;
      }
    });
  }

  // 3. Paid bid orders due for their bid: at once, or snipeMinutes before the end.
  const due = automatic ? await bidsDue(db, now, batch) : [];
  for (const order of due) {
    await guarded(order, 'place-bid', async () => {
      if (!(await claimPurchase(db, order, now))) return;
      try {
        const result = await marketplace.placeBid({
          itemId: order.item_id,
          bidderRef: bidderRefOf(order),
          maxBid: Number(order.max_bid),
        });
        if (result.accepted) {
          await markBidPlaced(db, order, now, result.currentPrice);
          report.bidsPlaced++;
        } else {
          await moneyTransaction(db, (trx) => failOrder(trx, order.id, BID_REFUSALS[result.reason] ?? '未能出价', now));
          report.failed++;
        }
      } catch (error) {
        await releasePurchase(db, order, now);
        throw error;
      }
    });
  }

  // 4. Placed bids whose auction should have ended: follow it to its result.
  const ending = automatic ? await endedBids(db, now, batch) : [];
  for (const order of ending) {
    await guarded(order, 'settle', async () => {
      const result = await marketplace.getAuctionResult(order.item_id, bidderRefOf(order));
      if (!result.ended) {
        const item = await marketplace.getItem(order.item_id);
        if (item && item.endTime > Number(order.end_time)) await updateEndTime(db, order, item.endTime, result.currentPrice, now);
        return;
      }
      if (result.won && result.finalPrice !== null) {
        const finalPrice = result.finalPrice;
        await moneyTransaction(db, (trx) => settleWon(trx, order.id, finalPrice, '竞拍成功', now));
        report.won++;
      } else {
        await moneyTransaction(db, (trx) => failOrder(trx, order.id, '竞拍未成功（出价被超过）', now));
        report.failed++;
      }
    });
  }

  // 4b. Running auctions where another bidder's maximum passed ours: tell the member once.
  const running = automatic ? await runningBids(db, now, batch) : [];
  for (const order of running) {
    await guarded(order, 'outbid', async () => {
      const result = await marketplace.getAuctionResult(order.item_id, bidderRefOf(order));
      if (result.ended || result.leading) return;
      if (await inTransaction(db, (trx) => markOutbid(trx, order, result.currentPrice, now))) report.outbid++;
    });
  }

  // 5. Inspections nobody answered.
  report.inspectionsConfirmed = await autoConfirmInspections(db, now);
  return report;
}
