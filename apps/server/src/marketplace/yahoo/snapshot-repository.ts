import type { Db } from '../../db/database';
import type { ItemsTable } from '../../db/tables/catalog';
import type { YahooSellerRef } from './item-page';

/**
 * Items read from the real marketplace, kept in `items` (decision 034): the columns every reader of items
 * knows, `fetched_at`, and the rest of the page as JSON in `snapshot`.
 */

export interface ItemSnapshot {
  v: 1;
  images: string[];
  /** Sanitised. */
  descriptionHtml: string;
  conditionName: string | null;
  /** The upstream price bids are placed in (tax excluded for stores). */
  bidPrice: number;
  taxRate: number | null;
  earlyClosing: boolean | null;
  autoExtension: boolean | null;
  seller: YahooSellerRef;
  categoryPath: Array<{ id: number; name: string }>;
  highestBidder: string | null;
}

export type SnapshotColumns = Omit<ItemsTable, 'id' | 'snapshot' | 'fetched_at'>;

export interface StoredSnapshot {
  row: ItemsTable;
  snapshot: ItemSnapshot;
  fetchedAt: number;
}

/** The snapshot of one item, or null when none was stored (a local simulator row is not one). */
export async function findSnapshot(db: Db, itemId: string): Promise<StoredSnapshot | null> {
  const row = await db.selectFrom('items').selectAll().where('item_id', '=', itemId).executeTakeFirst();
  if (!row || row.fetched_at === null || row.snapshot === null) return null;
  return { row, snapshot: JSON.parse(row.snapshot) as ItemSnapshot, fetchedAt: Number(row.fetched_at) };
}

/** The snapshots of many items in one read (members' order reads, decision 051); items without one are absent. */
export async function findSnapshots(db: Db, itemIds: string[]): Promise<Map<string, StoredSnapshot>> {
  const found = new Map<string, StoredSnapshot>();
  if (!itemIds.length) return found;
  const rows = await db.selectFrom('items').selectAll().where('item_id', 'in', itemIds).execute();
  for (const row of rows) {
    if (row.fetched_at === null || row.snapshot === null) continue;
    found.set(row.item_id, { row, snapshot: JSON.parse(row.snapshot) as ItemSnapshot, fetchedAt: Number(row.fetched_at) });
  }
  return found;
}

/**
 * Stores a page just read: updates the item's row, or adds one. Row ids are taken as the highest plus one
 * (items have no sequence: the local simulator numbers its own); two instances adding at once collide on the
 * id or the item id, and the loser updates instead.
 */
export async function saveSnapshot(db: Db, columns: SnapshotColumns, snapshot: ItemSnapshot, fetchedAt: number): Promise<void> {
  const values = { ...columns, snapshot: JSON.stringify(snapshot), fetched_at: fetchedAt };
  for (let attempt = 0; attempt < 3; attempt++) {
    const updated = await db.updateTable('items').set(values).where('item_id', '=', columns.item_id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    const top = await db
      .selectFrom('items')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    try {
      await db
        .insertInto('items')
        .values({ id: Number(top?.id ?? 0) + 1, ...values })
        .execute();
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
