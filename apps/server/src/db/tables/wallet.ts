import type { LedgerKind } from '@daigou/contract';
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
  /** `qr` (the QR content is `pay_url`) or `redirect` (the payer is sent to `pay_url`); null on older rows. */
  pay_mode: Generated<'qr' | 'redirect' | null>;
  /** The provider's code_url, h5_url or cashier URL; null for the sandbox (its page is ours). */
  pay_url: Generated<string | null>;
  /** What the provider last said (notification or query): its state and amount in fen, and when. */
  provider_state: Generated<'paid' | 'pending' | 'closed' | 'not_found' | 'refunded' | null>;
  provider_amount_fen: Generated<number | null>;
  provider_checked_at: Generated<number | null>;
}

/**
 * Append-only money movements; written in the same transaction as `users.balance`. UNIQUE(kind, reference)
 * makes each movement happen at most once.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: LedgerKind;
  /** Signed yen. */
  amount: number;
  balance_after: number;
  order_id: number | null;
  recharge_id: number | null;
  /** The international parcel a parcel fee or refund belongs to. */
  parcel_id: number | null;
  reference: string;
  note: string;
  created_at: number;
  /** The provider transaction it came from (`wechat:4200…`) or went to (a refund); null for internal moves. */
  external_ref: Generated<string | null>;
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

/** A notification or answer from a provider that did not match (signature, merchant, amount): staff look. */
export interface PaymentAlertsTable {
  id: Generated<number>;
  provider: string;
  kind: 'bad_signature' | 'malformed' | 'stale' | 'account_mismatch' | 'unknown_trade' | 'amount_mismatch' | 'refund_mismatch';
  subject: string;
  message: string;
  details: string;
  count: number;
  first_at: number;
  last_at: number;
  resolved_at: number | null;
  resolved_by: number | null;
  resolve_note: string | null;
}

/** A member's request to take unused balance back to the channels it was paid with. */
export interface WithdrawalsTable {
  id: Generated<number>;
  withdrawal_no: string;
  user_id: number;
  amount: number;
  status: 'pending' | 'refused' | 'cancelled' | 'processing' | 'completed';
  member_note: string;
  staff_reason: string | null;
  decided_by: number | null;
  decided_at: number | null;
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One refund of a withdrawal to one top-up's channel; its ledger entry is `withdraw` / `refund:{refund_no}`. */
export interface WithdrawalRefundsTable {
  id: Generated<number>;
  refund_no: string;
  withdrawal_id: number;
  user_id: number;
  recharge_id: number;
  provider: string;
  amount: number;
  refund_fen: number;
  status: 'held' | 'processing' | 'succeeded' | 'failed' | 'cancelled';
  provider_refund_id: string | null;
  failure: string | null;
  provider_state: string | null;
  provider_amount_fen: number | null;
  provider_checked_at: number | null;
  created_at: number;
  submitted_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** The sandbox provider's refunds (what a real provider keeps on its side). */
export interface SandboxRefundsTable {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  amount_fen: number;
  status: 'SUCCESS';
  created_at: number;
}

export interface WalletTables {
  recharges: RechargesTable;
  ledger_entries: LedgerEntriesTable;
  sandbox_payments: SandboxPaymentsTable;
  payment_keys: PaymentKeysTable;
  payment_alerts: PaymentAlertsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_refunds: WithdrawalRefundsTable;
  sandbox_refunds: SandboxRefundsTable;
}
