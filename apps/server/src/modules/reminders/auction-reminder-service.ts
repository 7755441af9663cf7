import { expressionBuilder } from 'kysely';
import type { Db, MemberItemCondition } from '../../db/database';
import type { Database } from '../../db/schema';
import { findEndingFavorites as endingFavorites } from '../collect/collect-repository';
import { mutedEvent } from '../messages/msg-settings-repository';
import { findEndingBidOrders as endingBidOrders } from '../orders/order-repository';
import { reminderOf } from './auction-reminder-repository';

export { updateFavoriteEndTime } from '../collect/collect-repository';
export { claimReminder, deleteRemindersBefore } from './auction-reminder-repository';

/** A member who may want to hear that an auction ends soon: from a paid bid order or a favourite. */
export interface ReminderCandidate {
  userId: number;
  itemId: string;
  /** The paid bid order, when the reminder comes from one. */
  orderId: number | null;
  /** That order's number (decision 053). */
  orderNo: string | null;
  maxBid: number | null;
  /** The title as the member saw it (order or favourite snapshot). */
  title: string;
  /** The order's Chinese title (decision 044), '' for a favourite or an order without one yet. */
  titleZh: string;
  /** Where the end time came from, so a later end time can be written back (favourites only). */
  source: 'order' | 'favorite';
}

/** Members not yet reminded of that item and not having turned the event off: one condition in each query. */
function notRemindedNorMuted(db: Db): MemberItemCondition {
  const eb = expressionBuilder<Database, never>();
  return (userId, itemId) =>
    eb.and([eb.not(eb.exists(reminderOf(db, userId, itemId))), eb.not(eb.exists(mutedEvent(db, userId, 'auction_ending')))]);
}

/** Paid bid orders whose auction ends in (now, until], for members not yet reminded and not having muted it. */
export async function findEndingBidOrders(db: Db, now: number, until: number, limit: number): Promise<ReminderCandidate[]> {
  const rows = await endingBidOrders(db, { now, until, limit, keep: notRemindedNorMuted(db) });
  return rows.map((r) => ({
    userId: r.user_id,
    itemId: r.item_id,
    orderId: r.id,
    orderNo: r.order_no,
    maxBid: r.max_bid === null ? null : Number(r.max_bid),
    title: r.title,
    titleZh: r.title_zh,
    source: 'order',
  }));
}

/** Favourites whose last known end time is in (now, until], same conditions. */
export async function findEndingFavorites(db: Db, now: number, until: number, limit: number): Promise<ReminderCandidate[]> {
  const rows = await endingFavorites(db, { now, until, limit, keep: notRemindedNorMuted(db) });
  return rows.map((r) => ({
    userId: r.user_id,
    itemId: r.item_id,
    orderId: null,
    orderNo: null,
    maxBid: null,
    title: titleOf(r.snapshot, r.item_id),
    titleZh: '',
    source: 'favorite',
  }));
}

function titleOf(snapshot: string, itemId: string): string {
  try {
    const title = (JSON.parse(snapshot) as { title?: unknown }).title;
    return typeof title === 'string' && title ? title : itemId;
  } catch {
    return itemId;
  }
}
