import { DAY_MS, formatYen, ParcelStatus, storageClock } from '@daigou/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { postSystemMessage } from '../messages/message-service';
import { noticeItem } from '../orders/order-notice-title';
import type { OrderRow } from '../orders/order-repository';
import { queueOverdue, storedItemsAfter } from '../orders/warehouse-repository';
import { getSetting } from '../sys/settings-service';
import { moveParcel } from './parcel-machine';
import { insertReminderIfNew, shippedBefore } from './parcel-repository';

type ReminderKind = 'free7' | 'free1' | 'max7' | 'max1';

const date = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The storage clock's daily work (decision 030), run by the background job with the injectable clock:
 * system messages 7 days and 1 day before free storage ends and before the maximum (each once per item and
 * limit), and items past the maximum put into the staff queue with a message — never disposed of.
 */
export async function runStoragePass(db: Db, now: number): Promise<{ reminders: number; queued: number }> {
  const rules = await getSetting(db, 'storage');
  let reminders = 0;
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const items = await storedItemsAfter(db, afterId, 500);
    if (items.length === 0) break;
    for (const order of items) {
      const clock = storageClock(
        rules,
        {
          arrivedAt: Number(order.arrived_at),
          pausedMs: Number(order.storage_paused_ms),
          extraDays: Number(order.storage_extra_days),
        },
        now,
      );
      const due: Array<[ReminderKind, number]> = [];
      for (const [kind, limit, days] of [
        ['free7', clock.freeUntil, 7],
        ['free1', clock.freeUntil, 1],
        ['max7', clock.maxUntil, 7],
        ['max1', clock.maxUntil, 1],
      ] as const) {
        if (now >= limit - days * DAY_MS && now < limit) due.push([kind, limit]);
      }
      // Only the nearest reminder of each limit (a clock that jumped past 7 days says "1 day" once, not both).
      const send = due.filter(
        ([kind]) =>
          !(kind === 'free7' && due.some(([k]) => k === 'free1')) && !(kind === 'max7' && due.some(([k]) => k === 'max1')),
      );
      for (const [kind, limit] of send) {
        if (!(await insertReminderIfNew(db, { order_id: order.id, kind, limit_at: limit, sent_at: now }))) continue;
        await postSystemMessage(db, {
          userId: order.user_id,
          orderId: order.id,
          event: 'order_status',
          ...reminderText(order, kind, limit, rules.dailyFee),
          now,
        });
        reminders++;
      }
      if (clock.state === 'over' && order.storage_queued_at === null && (await queueOverdue(db, order.id, now))) {
        await postSystemMessage(db, {
          userId: order.user_id,
          orderId: order.id,
          event: 'order_status',
          title: `订单 ${order.order_no}：已超过最长保管期`,
          content: `${noticeItem(order, 40, '商品')}已在仓库保管 ${clock.days} 天，超过最长保管期（至 ${date(clock.maxUntil)}）。客服会与您联系处理，商品不会被擅自处置；请尽快申请国际发货。`,
          now,
        });
        queued++;
      }
    }
    afterId = items[items.length - 1].id;
  }
  return { reminders, queued };
}

function reminderText(order: OrderRow, kind: ReminderKind, limit: number, dailyFee: number) {
  const item = noticeItem(order, 40, '商品');
  switch (kind) {
    case 'free7':
    case 'free1':
      return {
        title: `订单 ${order.order_no}：免费仓储${kind === 'free7' ? ' 7 天' : ' 1 天'}后到期`,
        content: `${item}的免费保管期将于 ${date(limit)} 结束，之后每天收取仓储费 ${formatYen(dailyFee)}。申请国际发货后打包期间不再计费。`,
      };
    default:
      return {
        title: `订单 ${order.order_no}：最长保管期${kind === 'max7' ? ' 7 天' : ' 1 天'}后到期`,
        content: `${item}将于 ${date(limit)} 达到最长保管期，请尽快申请国际发货；到期后客服会联系您处理。`,
      };
  }
}

/** Shipped parcels nobody confirmed within the configured days are received automatically (5 → 6). */
export async function autoReceiveParcels(db: Db, now: number): Promise<number> {
  const fees = await getSetting(db, 'parcelFees');
  const due = await shippedBefore(db, now - fees.autoReceiveDays * DAY_MS, 200);
  let done = 0;
  for (const parcel of due) {
    try {
      await db.transaction().execute((trx) =>
        moveParcel(trx, parcel, ParcelStatus.received, {
          actor: { type: 'system', id: null },
          reason: `发货 ${fees.autoReceiveDays} 天未确认，系统自动确认收货`,
          now,
          set: { received_at: now },
        }),
      );
      done++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // moved meanwhile by the member or staff
    }
  }
  return done;
}
