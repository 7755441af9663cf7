import type { EditMsgSetBody, MsgSet } from '@daigou/contract';
import type { Db } from '../../db/database';
import { findMsgSettings, type MsgSettingsRow, saveMsgSettings } from '../messages/msg-settings-repository';

/** Every event notifies until the member turns it off. */
export const DEFAULT_MSG_SET: MsgSet = {
  orderStatus: true,
  orderMessage: true,
  auctionEnding: true,
  outbid: true,
  topUp: true,
  savedSearch: true,
};

export type MsgEvent = keyof MsgSet;

const toRow = (set: MsgSet): MsgSettingsRow => ({
  order_status: set.orderStatus ? 1 : 0,
  order_message: set.orderMessage ? 1 : 0,
  auction_ending: set.auctionEnding ? 1 : 0,
  outbid: set.outbid ? 1 : 0,
  top_up: set.topUp ? 1 : 0,
  saved_search: set.savedSearch ? 1 : 0,
});

export async function getMsgSet(db: Db, userId: number): Promise<MsgSet> {
  const row = await findMsgSettings(db, userId);
  if (!row) return { ...DEFAULT_MSG_SET };
  return {
    orderStatus: row.order_status === 1,
    orderMessage: row.order_message === 1,
    auctionEnding: row.auction_ending === 1,
    outbid: row.outbid === 1,
    topUp: row.top_up === 1,
    savedSearch: row.saved_search === 1,
  };
}

/** A missing field keeps its current setting. */
export async function editMsgSet(db: Db, userId: number, body: EditMsgSetBody, now: number): Promise<MsgSet> {
  const current = await getMsgSet(db, userId);
  const next: MsgSet = { ...current };
  for (const key of Object.keys(DEFAULT_MSG_SET) as MsgEvent[]) {
    const value = body[key];
    if (value !== undefined) next[key] = value;
  }
  await saveMsgSettings(db, userId, toRow(next), now);
  return next;
}

/** For the modules that post notifications: does this member want to hear about this event? */
export async function wantsNotification(db: Db, userId: number, event: MsgEvent): Promise<boolean> {
  return (await getMsgSet(db, userId))[event];
}
