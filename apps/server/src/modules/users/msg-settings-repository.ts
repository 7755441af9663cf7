import type { Db } from '../../db/database';
import type { MsgSettingsTable } from '../../db/tables/accounts';

export type MsgSettingsRow = Omit<MsgSettingsTable, 'user_id' | 'updated_at'>;

export function findMsgSettings(db: Db, userId: number) {
  return db
    .selectFrom('msg_settings')
    .select(['order_status', 'order_message', 'auction_ending', 'outbid', 'top_up'])
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
