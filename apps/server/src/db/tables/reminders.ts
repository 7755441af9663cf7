/** Members already told that an auction they bid on or favourited ends soon (at most once per member and item). */
export interface AuctionRemindersTable {
  user_id: number;
  item_id: string;
  created_at: number;
}

export interface ReminderTables {
  auction_reminders: AuctionRemindersTable;
}
