import type { Db } from '../../db/database';

/** The viewer's orders on one item that may have bid (the bid history's 我的出价, decision 085). */
export function findViewerBidOrders(db: Db, userId: number, itemId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'bid_amount'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('kind', '=', 'bid')
    .execute();
}
