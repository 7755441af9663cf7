import type { Generated } from 'kysely';

/**
 * Account security and profile data (migration 004-accounts): login/registration attempt counters
 * shared by every server instance, avatars stored in the database, and message settings.
 */
export interface AuthAttemptsTable {
  id: Generated<number>;
  /** What is counted: failed logins per account or per address, registrations per address. */
  scope: 'login_account' | 'login_address' | 'register_address';
  subject: string;
  created_at: number;
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
  updated_at: number;
}

export interface AccountTables {
  auth_attempts: AuthAttemptsTable;
  avatars: AvatarsTable;
  msg_settings: MsgSettingsTable;
}
