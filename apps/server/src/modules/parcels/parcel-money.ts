import { formatYen, type LedgerKind, PARCEL_PAID_STATUSES, type ParcelStatusCode } from '@daigou/contract';
import { insufficientBalance } from '../orders/order-money';
import type { MoneyTrx } from '../wallet/group-commit';
import { InsufficientBalanceError, postLedgerEntry } from '../wallet/ledger';
import { readBalance } from '../wallet/ledger-repository';
import { heldByKindForParcel, netChargedForParcels } from '../wallet/parcel-ledger-repository';
import type { ParcelRow } from './parcel-repository';

type Costed = Pick<
  ParcelRow,
  'shipping_fee' | 'consolidation_fee' | 'protection_fee' | 'insurance_fee' | 'storage_fee' | 'refund_amount' | 'status'
>;

/** Each fee of a parcel is its own ledger kind, charged once with reference `parcel:{id}` (decision 033). */
export const PARCEL_FEE_KINDS: Array<{ kind: LedgerKind; of: (p: Costed) => number; label: string }> = [
  { kind: 'parcel_shipping', of: (p) => Number(p.shipping_fee ?? 0), label: '国际运费' },
  { kind: 'parcel_consolidation', of: (p) => Number(p.consolidation_fee), label: '合箱费' },
  { kind: 'parcel_protection', of: (p) => Number(p.protection_fee), label: '加固包装费' },
  { kind: 'parcel_insurance', of: (p) => Number(p.insurance_fee), label: '保险费' },
  { kind: 'parcel_storage', of: (p) => Number(p.storage_fee), label: '仓储费' },
];

/** What paying the parcel takes: every fee. */
export const parcelCharges = (p: Costed): number => PARCEL_FEE_KINDS.reduce((sum, f) => sum + f.of(p), 0);

/**
 * What the ledger must hold for a parcel — the per-parcel money invariant: nothing before payment or after a
 * cancel; once paid (4, 5, 6, and 21 or 13 after it) every fee less what staff refunded.
 */
export function expectedParcelHold(p: Costed): number {
  return PARCEL_PAID_STATUSES.includes(p.status as ParcelStatusCode) ? parcelCharges(p) - Number(p.refund_amount) : 0;
}

/**
 * Charges each fee of a parcel just moved to paid, as its own entry: the difference between the fee and what
 * the ledger already holds of that kind (nothing, the first time), so no fee is ever charged twice. Runs in the
 * transaction of the guarded move; a short balance rolls it all back with how much is missing.
 */
export async function chargeParcelFees(trx: MoneyTrx, parcel: ParcelRow, now: number): Promise<number | null> {
  const held = await heldByKindForParcel(trx, parcel.id);
  const dues = PARCEL_FEE_KINDS.map((fee) => ({ fee, due: fee.of(parcel) - (held.get(fee.kind) ?? 0) }));
  const total = dues.reduce((sum, d) => sum + d.due, 0);
  const before = await readBalance(trx, parcel.user_id);
  if (total > before) throw insufficientBalance(new InsufficientBalanceError(total, before));
  let balance: number | null = null;
  for (const { fee, due } of dues) {
    if (due === 0) continue;
    try {
      balance = await postLedgerEntry(trx, {
        userId: parcel.user_id,
        kind: fee.kind,
        amount: -due,
        reference: `parcel:${parcel.id}`,
        parcelId: parcel.id,
        note: `国际包裹 P${parcel.id} ${fee.label} ${formatYen(due)}`,
        now,
      });
    } catch (error) {
      // Another payment took the balance meanwhile: the whole payment rolls back.
      if (error instanceof InsufficientBalanceError) throw insufficientBalance(new InsufficientBalanceError(total, before));
      throw error;
    }
  }
  return balance;
}

/**
 * Gives back what the ledger holds for a parcel beyond what it should hold now (a refund set by staff): the
 * amount comes from the ledger, never from the row alone, so no refund can exceed what was charged.
 * Reference `parcel:{id}:{money_seq}`: one refund per change of the parcel's amounts.
 */
export async function refundParcelExcess(trx: MoneyTrx, parcel: ParcelRow, note: string, now: number): Promise<number> {
  const held = (await netChargedForParcels(trx, [parcel.id])).get(parcel.id) ?? 0;
  const excess = held - expectedParcelHold(parcel);
  if (excess < 0) throw new Error(`parcel ${parcel.id} would be charged ${-excess} by a refund`);
  if (excess === 0) return 0;
  await postLedgerEntry(trx, {
    userId: parcel.user_id,
    kind: 'parcel_refund',
    amount: excess,
    reference: `parcel:${parcel.id}:${parcel.money_seq}`,
    parcelId: parcel.id,
    note,
    now,
  });
  return excess;
}
