import type { Db } from '../../db/database';

/** Operator reports about sellers (Daigou's own knowledge, not the marketplace's). */
export function listSellerReports(db: Db, sellerId: string) {
  return db
    .selectFrom('seller_reports')
    .select(['reason', 'created_at'])
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .limit(5)
    .execute();
}
