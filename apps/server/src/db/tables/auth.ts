import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  name: string;
  head_img: string | null;
  /** Integer yen; changed only together with a ledger entry. */
  balance: number;
  phone: string | null;
  /** Mail goes here only once confirmed (email_verified_at set); a new address waits in account_tokens. */
  email: string | null;
  email_verified_at: number | null;
  default_remark: string | null;
  role: 'member' | 'operator';
  /** 1 while the password is one generated at seed: the console refuses everything but the change (decision 063). */
  must_change_password: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Server-side sessions; `id` is the SHA-256 of the cookie token, never the token itself. */
export interface SessionsTable {
  id: string;
  user_id: number;
  remember: number;
  created_at: number;
  last_seen_at: number;
  /** Absolute end: idle sessions end earlier (last_seen_at + 30 min) unless remembered. */
  expires_at: number;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}
