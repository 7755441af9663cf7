import type { LedgerKind } from '@daigou/contract';
import type { MoneyTrx } from './group-commit';
import { changeBalance, insertLedgerEntry, readBalance } from './ledger-repository';

export interface LedgerPosting {
  userId: number;
  kind: LedgerKind;
  /** Signed yen: positive credits the member, negative charges. */
  amount: number;
  /** With `kind`, unique: the same movement can never be posted twice. */
  reference: string;
  orderId?: number | null;
  rechargeId?: number | null;
  /** The provider transaction the money came from or went to (`wechat:4200…`). */
  externalRef?: string | null;
  parcelId?: number | null;
  /** Chinese, shown in the member's records. */
  note: string;
  now: number;
}

/** The balance cannot pay a charge; `shortfall` is what is missing. */
export class InsufficientBalanceError extends Error {
  constructor(
    public readonly required: number,
    public readonly balance: number,
  ) {
    super('insufficient balance');
    this.name = 'InsufficientBalanceError';
  }
  get shortfall(): number {
    return Math.max(0, this.required - this.balance);
  }
}

/**
 * The only way a balance changes: the balance and its ledger entry, inside the caller's money transaction
 * (`moneyTransaction`; the handle type admits no other).
 * Never below zero (conditional UPDATE, plus the CHECK on users.balance); UNIQUE(kind, reference) rejects
 * a second posting of the same movement, which rolls the whole transaction back.
 */
export async function postLedgerEntry(trx: MoneyTrx, posting: LedgerPosting): Promise<number> {
  if (!Number.isSafeInteger(posting.amount)) throw new Error(`ledger amount must be an integer, got ${posting.amount}`);
  const balanceAfter = await changeBalance(trx, posting.userId, posting.amount);
  if (balanceAfter === undefined) {
    throw new InsufficientBalanceError(-posting.amount, await readBalance(trx, posting.userId));
  }
  await insertLedgerEntry(trx, {
    user_id: posting.userId,
    kind: posting.kind,
    amount: posting.amount,
    balance_after: balanceAfter,
    order_id: posting.orderId ?? null,
    recharge_id: posting.rechargeId ?? null,
    external_ref: posting.externalRef ?? null,
    parcel_id: posting.parcelId ?? null,
    reference: posting.reference,
    note: posting.note.slice(0, 200),
    created_at: posting.now,
  });
  return balanceAfter;
}
