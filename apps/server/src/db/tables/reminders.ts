import type { ColumnType, Generated } from 'kysely';

/** Members already told that an auction they bid on or favourited ends soon (at most once per member and item). */
export interface AuctionRemindersTable {
  user_id: number;
  item_id: string;
  created_at: number;
}

/** A member's saved search (decision 087): its filters as canonical JSON and the newest item ids already seen. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  filters: string;
  paused: ColumnType<number, number | undefined, number>;
  seen_ids: ColumnType<string, string | undefined, string>;
  checked_at: number | null;
  last_notified_at: number | null;
  created_at: number;
}

export interface ReminderTables {
  auction_reminders: AuctionRemindersTable;
  saved_searches: SavedSearchesTable;
}
