import type { Expression } from 'kysely';
import type { Db } from '../../db/database';
import type { MsgSettingsTable } from '../../db/tables/accounts';
import type { NotifyEvent } from './message-repository';

export type MsgSettingsRow = Omit<MsgSettingsTable, 'user_id' | 'updated_at' | 'saved_search'> & { saved_search: number };

export function findMsgSettings(db: Db, userId: number) {
  return db
    .selectFrom('msg_settings')
    .select(['order_status', 'order_message', 'auction_ending', 'outbid', 'top_up', 'saved_search'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveMsgSettings(db: Db, userId: number, row: MsgSettingsRow, now: number): Promise<void> {
  await db
    .insertInto('msg_settings')
    .values({ user_id: userId, ...row, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, updated_at: now }))
    .execute();
}

/**
 * The member's settings row when it turns the event off (no row means every event notifies): the
 * msg_settings table's part of another area's query, used as
 * `.where((eb) => eb.not(eb.exists(mutedEvent(db, eb.ref('o.user_id'), 'auction_ending'))))` (decision 025).
 */
export function mutedEvent(db: Db, userId: Expression<number>, event: NotifyEvent) {
  return db.selectFrom('msg_settings as s').select('s.user_id').where('s.user_id', '=', userId).where(`s.${event}`, '=', 0);
}
