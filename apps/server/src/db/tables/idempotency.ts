import type { Generated } from 'kysely';

/**
 * The `Idempotency-Key` of member writes (migration 066, decision 066), owned by plugins/idempotency: the first
 * answer to a member's key, replayed when the same request comes again within 24 hours.
 */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  idem_key: string;
  /** `POST /api/order/sendMsg`: the route the key was first used on. */
  route: string;
  /** SHA-256 (hex) of the route and the parsed body the key was first used with. */
  request_hash: string;
  state: 'processing' | 'done';
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
