import type { Generated } from 'kysely';

/** A member's top-up: yen amount, the yuan price at the channel's rate (snapshot), provider state. */
export interface RechargesTable {
  id: Generated<number>;
  /** The public, unguessable id (`rechargeId` in calls, out_trade_no at the provider). */
  recharge_no: string;
  user_id: number;
  channel: 'wechat' | 'alipay';
  amount: number;
  /** Price in fen: ceil(amount × rate × 100). */
  yuan_fen: number;
  rate: number;
  status: 'pending' | 'paid' | 'expired' | 'cancelled';
  provider: string;
  provider_trade_no: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

/**
 * Append-only money movements; written in the same transaction as `users.balance`. UNIQUE(kind, reference)
 * makes each movement happen at most once.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'topup' | 'order_pay' | 'order_adjust' | 'order_settle_refund' | 'order_refund' | 'shipping_fee' | 'adjust';
  /** Signed yen. */
  amount: number;
  balance_after: number;
  order_id: number | null;
  recharge_id: number | null;
  reference: string;
  note: string;
  created_at: number;
}

/** The sandbox payment provider's own records (what a real provider keeps on its side). */
export interface SandboxPaymentsTable {
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  subject: string;
  status: 'created' | 'paid' | 'closed';
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  closed_at: number | null;
}

/** Per-provider secrets (the sandbox's HMAC key), created on first use. */
export interface PaymentKeysTable {
  provider: string;
  secret: string;
  created_at: number;
}

export interface WalletTables {
  recharges: RechargesTable;
  ledger_entries: LedgerEntriesTable;
  sandbox_payments: SandboxPaymentsTable;
  payment_keys: PaymentKeysTable;
}
