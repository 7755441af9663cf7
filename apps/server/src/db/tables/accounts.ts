import type { ColumnType, Generated } from 'kysely';

/**
 * Account security and profile data (migration 004-accounts): login/registration attempt counters
 * shared by every server instance, avatars stored in the database, and message settings.
 */
export interface AuthAttemptsTable {
  id: Generated<number>;
  /** What is counted: registrations per address (failed logins are in login_failures). */
  scope: 'register_address';
  subject: string;
  created_at: number;
}

/**
 * One failed (or still in-flight) login (migration 009): counted per account, per account + address and per
 * address within the window (decision 018). `account` is lower-cased as typed, whether or not it exists.
 */
export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  address: string;
  created_at: number;
  /** 1 once staff lifted the lock of that key: the failure stops counting for it, and only for it. */
  account_lifted: Generated<number>;
  pair_lifted: Generated<number>;
  address_lifted: Generated<number>;
}

/** One avatar per member, re-encoded to a 256 px WebP; `key` is random and changes with every upload. */
export interface AvatarsTable {
  key: string;
  user_id: number;
  content: Buffer;
  content_type: string;
  created_at: number;
}

/** Which events notify the member (0/1). No row means every event notifies. */
export interface MsgSettingsTable {
  user_id: number;
  order_status: number;
  order_message: number;
  auction_ending: number;
  outbid: number;
  top_up: number;
  /** Saved-search notices (decision 087); defaults to 1. */
  saved_search: ColumnType<number, number | undefined, number>;
  updated_at: number;
}

export interface AccountTables {
  auth_attempts: AuthAttemptsTable;
  login_failures: LoginFailuresTable;
  avatars: AvatarsTable;
  msg_settings: MsgSettingsTable;
}
