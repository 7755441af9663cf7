import { sql } from 'kysely';
import { type Db, isSqlite } from '../../db/database';
import type { ItemsTable } from '../../db/tables/catalog';
import { recordDueSales, recordSale } from './sold-history-repository';

/** Kysely queries on the local catalogue's items and bids. */

export function findItem(db: Db, itemId: string): Promise<ItemsTable | undefined> {
  return db.selectFrom('items').selectAll().where('item_id', '=', itemId).executeTakeFirst();
}

/** Many items in one read (members' order reads, decision 051). */
export function findItems(db: Db, itemIds: string[]): Promise<ItemsTable[]> {
  if (!itemIds.length) return Promise.resolve([]);
  return db.selectFrom('items').selectAll().where('item_id', 'in', itemIds).execute();
}

/** The item row, locked for the rest of the transaction on PostgreSQL (SQLite transactions are serial). */
export function lockItem(db: Db, itemId: string): Promise<ItemsTable | undefined> {
  const query = db.selectFrom('items').selectAll().where('item_id', '=', itemId);
  return (isSqlite(db as never) ? query : query.forUpdate()).executeTakeFirst();
}

export async function saveBiddingState(
  db: Db,
  id: number,
  state: Pick<ItemsTable, 'current_price' | 'bids' | 'leader_ref' | 'leader_max'> &
    Partial<Pick<ItemsTable, 'status' | 'winner_ref' | 'end_time'>>,
): Promise<void> {
  await db.updateTable('items').set(state).where('id', '=', id).execute();
}

export async function insertBid(
  db: Db,
  bid: { item_id: string; bidder_ref: string; max_bid: number; price_after: number; created_at: number },
): Promise<void> {
  await db.insertInto('item_bids').values(bid).execute();
}

/** Winner of an auction that closes now: the leader, or a bidder of the generated history. */
export const closingWinner = (row: Pick<ItemsTable, 'bids' | 'leader_ref'>): string | null =>
  row.bids > 0 ? (row.leader_ref ?? 'sim:history') : null;

/**
 * Closes one open auction whose end has passed, with its winner (nothing when it was closed meanwhile); a sale
 * goes into the sold history (decision 090).
 */
export async function closeItem(db: Db, row: ItemsTable): Promise<void> {
  const closed = await db
    .updateTable('items')
    .set({ status: 'CLOSED', winner_ref: closingWinner(row) })
    .where('id', '=', row.id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) > 0 && row.bids > 0) await recordSale(db, row, row.current_price);
}

/** Closes every open auction whose end time has passed, its sales recorded first; returns how many. */
export async function closeDueAuctions(db: Db, now: number): Promise<number> {
  await recordDueSales(db, now);
  const result = await db
    .updateTable('items')
    .set({
      status: 'CLOSED',
      winner_ref: sql<string | null>`CASE WHEN bids > 0 THEN COALESCE(leader_ref, 'sim:history') ELSE NULL END`,
    })
    .where(sql<boolean>`status = 'OPEN'`)
    .where('end_time', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countOpenItems(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`status = 'OPEN'`)
    .where('end_time', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function maxItemSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.max<number | null>('id').as('m'))
    .executeTakeFirstOrThrow();
  return Number(row.m ?? 0);
}

/** Open items at or after a row id (random picks for the simulation), skipping ones ending too soon. */
export function openItemsFrom(db: Db, fromId: number, now: number, limit: number) {
  return db
    .selectFrom('items')
    .select(['item_id', 'current_price', 'buy_now_price', 'bids', 'end_time'])
    .where('id', '>=', fromId)
    .where(sql<boolean>`status = 'OPEN'`)
    .where('end_time', '>', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Open auctions ending soonest (where real auctions see most of their bids). */
export function openItemsEndingSoon(db: Db, now: number, limit: number) {
  return db
    .selectFrom('items')
    .select(['item_id', 'current_price', 'buy_now_price', 'bids', 'end_time'])
    .where(sql<boolean>`status = 'OPEN'`)
    .where('end_time', '>', now)
    .orderBy('end_time')
    .limit(limit)
    .execute();
}

export async function insertItems(db: Db, rows: ItemsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('items')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Ended auctions older than `before` that no real (non-simulated) bidder took part in. */
export async function purgeOldClosedItems(db: Db, before: number, limit: number): Promise<number> {
  const ids = await db
    .selectFrom('items')
    .select(['id', 'item_id'])
    .where('status', '<>', 'OPEN')
    .where('end_time', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_bids')
            .select('item_bids.id')
            .whereRef('item_bids.item_id', '=', 'items.item_id')
            .where('item_bids.bidder_ref', 'not like', 'sim:%'),
        ),
      ),
    )
    .limit(limit)
    .execute();
  if (!ids.length) return 0;
  await db
    .deleteFrom('item_bids')
    .where(
      'item_id',
      'in',
      ids.map((r) => r.item_id),
    )
    .execute();
  await db
    .deleteFrom('items')
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  return ids.length;
}

/** An item's bids, newest first (the bid history on its page, decision 085). */
export function listItemBids(db: Db, itemId: string, limit: number) {
  return db
    .selectFrom('item_bids')
    .select(['bidder_ref', 'price_after', 'created_at'])
    .where('item_id', '=', itemId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
