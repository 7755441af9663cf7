import { formatYen } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { MarketItem, Marketplace } from '../marketplace/marketplace';
import { notifyMember } from '../modules/notifications/notify-member';
import { noticeItem } from '../modules/orders/order-notice-title';
import {
  claimReminder,
  deleteRemindersBefore,
  findEndingBidOrders,
  findEndingFavorites,
  type ReminderCandidate,
  updateFavoriteEndTime,
} from '../modules/reminders/auction-reminder-service';
import type { ChineseReader } from '../modules/translation/chinese-reader';

/** "Ending soon" means ending within this window (decision 014). */
export const AUCTION_ENDING_WINDOW_MS = 60 * 60_000;
/** Reminder rows are kept this long, far past any auction they were about. */
export const REMINDER_KEEP_MS = 7 * 24 * 3600_000;
/** How many marketplace look-ups run at once in one pass. */
const LOOKUP_CONCURRENCY = 8;

export interface AuctionEndingDeps {
  db: Db;
  marketplace: Pick<Marketplace, 'getItem'>;
  /** "Now" for this pass (the app's clock; tests move it). */
  now: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Chinese for titles the candidate does not carry (favourites, older orders): the app's ChineseReader. */
  reader?: Pick<ChineseReader, 'titles'>;
  /** Candidates read per source per pass. */
  batch?: number;
}

export interface AuctionEndingReport {
  reminded: number;
  errors: number;
}

async function lookUpItems(deps: AuctionEndingDeps, itemIds: string[], report: AuctionEndingReport) {
  const found = new Map<string, MarketItem | null>();
  let next = 0;
  const worker = async () => {
    while (next < itemIds.length) {
      const itemId = itemIds[next++] as string;
      try {
        found.set(itemId, await deps.marketplace.getItem(itemId));
      } catch (error) {
        report.errors++;
        deps.log?.error({ err: error, itemId }, 'auction-ending reminder: item look-up failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, itemIds.length) }, worker));
  return found;
}

/** Fills the Chinese title of candidates that carry none, from the reader (a failure leaves them without). */
async function withChineseTitles(deps: AuctionEndingDeps, candidates: ReminderCandidate[], report: AuctionEndingReport) {
  const missing = candidates.filter((c) => !c.titleZh.trim());
  if (!deps.reader || !missing.length) return;
  try {
    const zh = await deps.reader.titles(missing.map((c) => c.title));
    missing.forEach((c, i) => {
      c.titleZh = zh[i]?.text ?? '';
    });
  } catch (error) {
    report.errors++;
    deps.log?.error({ err: error }, 'auction-ending reminder: Chinese titles failed');
  }
}

function messageOf(candidate: ReminderCandidate, item: MarketItem, now: number) {
  const minutes = Math.max(1, Math.ceil((item.endTime - now) / 60_000));
  const item60 = noticeItem({ title_zh: candidate.titleZh }, 60, '');
  const price = formatYen(item.currentPrice);
  if (candidate.orderId !== null) {
    const maxBid = candidate.maxBid ?? 0;
    const behind = item.currentPrice > maxBid ? '当前价已超过您的最高出价，结束时若仍未领先，订单将失败并全额退款。' : '';
    return {
      orderId: candidate.orderId,
      title: `订单 ${candidate.orderNo}：拍卖即将结束`,
      content: `${item60}约 ${minutes} 分钟后结束拍卖，当前价 ${price}，您的最高出价 ${formatYen(maxBid)}。${behind}`,
    };
  }
  return {
    orderId: null,
    title: '收藏的商品即将结束拍卖',
    content: `您收藏的${item60 || '商品'}约 ${minutes} 分钟后结束拍卖，当前价 ${price}。如需竞拍，请尽快下单。`,
  };
}

/**
 * One pass of the "auction ending soon" reminder (message setting 「拍卖即将结束」): a system message to each
 * member with a paid bid order (status 3, bid not settled) or a favourite on an auction that ends within
 * AUCTION_ENDING_WINDOW_MS, at most once per member and item. The end time is confirmed with the marketplace
 * (auctions may be extended or closed early). The reminder row and the message are written in one
 * transaction, and the row's primary key lets only one of several instances send it.
 */
export async function runAuctionEndingPass(deps: AuctionEndingDeps): Promise<AuctionEndingReport> {
  const { db, now } = deps;
  const batch = deps.batch ?? 500;
  const until = now + AUCTION_ENDING_WINDOW_MS;
  const report: AuctionEndingReport = { reminded: 0, errors: 0 };

  const candidates = new Map<string, ReminderCandidate>();
  // A paid bid order says more than a favourite of the same item: it goes first.
  for (const c of [
    ...(await findEndingBidOrders(db, now, until, batch)),
    ...(await findEndingFavorites(db, now, until, batch)),
  ]) {
    const key = `${c.userId}:${c.itemId}`;
    if (!candidates.has(key)) candidates.set(key, c);
  }
  await withChineseTitles(deps, [...candidates.values()], report);
  const items = await lookUpItems(deps, [...new Set([...candidates.values()].map((c) => c.itemId))], report);

  for (const candidate of candidates.values()) {
    const item = items.get(candidate.itemId);
    if (!item || String(item.status).toUpperCase() !== 'OPEN' || item.endTime <= now) continue;
    try {
      if (item.endTime > until) {
        if (candidate.source === 'favorite') await updateFavoriteEndTime(db, candidate.itemId, item.endTime, now);
        continue;
      }
      const message = messageOf(candidate, item, now);
      const sent = await inTransaction(db, async (trx) => {
        if (!(await claimReminder(trx, candidate.userId, candidate.itemId, now))) return false;
        await notifyMember(trx, {
          userId: candidate.userId,
          event: 'auction_ending',
          now,
          ...message,
          mail:
            message.orderId === null
              ? undefined
              : {
                  kind: 'auction_ending',
                  itemTitle: candidate.titleZh || null,
                  path: `/order/${message.orderId}`,
                  linkLabel: '查看订单',
                },
        });
        return true;
      });
      if (sent) report.reminded++;
    } catch (error) {
      report.errors++;
      deps.log?.error({ err: error, userId: candidate.userId, itemId: candidate.itemId }, 'auction-ending reminder failed');
    }
  }

  await deleteRemindersBefore(db, now - REMINDER_KEEP_MS);
  return report;
}
