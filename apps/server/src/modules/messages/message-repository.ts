import type { Db } from '../../db/database';

/** Unread messages addressed to the member (from staff or the system), optionally of one source. */
export async function countUnreadForMember(db: Db, userId: number, source?: 'order' | 'system'): Promise<number> {
  let query = db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('sender', '!=', 'member')
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null);
  if (source) query = query.where('source', '=', source);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
