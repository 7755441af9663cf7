import { formatYen, type LedgerKind, OrderStatus } from '@daigou/contract';
import { refuse } from '../../lib/errors';
import type { MoneyTrx } from '../wallet/group-commit';
import { InsufficientBalanceError, postLedgerEntry } from '../wallet/ledger';
import { netChargedForOrder } from '../wallet/ledger-repository';
import type { OrderRow } from './order-repository';

type Costed = Pick<OrderRow, 'kind' | 'max_bid' | 'buy_now_price' | 'service_fee' | 'inspection' | 'inspection_fee'>;
type Held = Costed & Pick<OrderRow, 'status' | 'problem_from' | 'final_price' | 'shipping_fee'>;

/** The item part of the hold: the maximum bid, or the buy-it-now price. */
export function itemHold(order: Costed): number {
  return Number(order.kind === 'bid' ? order.max_bid : order.buy_now_price) || 0;
}

/** Service fee + inspection fee when asked for. */
function feesOf(order: Costed): number {
  return Number(order.service_fee) + (Number(order.inspection) ? Number(order.inspection_fee) : 0);
}

/** What paying holds: item part + service fee + inspection fee when asked for (product.md). */
export function payAmountOf(order: Costed): number {
  return itemHold(order) + feesOf(order);
}

/** What a settled order costs: the final price, the fees and the domestic shipping charged at arrival. */
export function settledCostOf(
  order: Costed & Pick<OrderRow, 'final_price' | 'shipping_fee'>,
  finalPrice = order.final_price,
): number {
  return Number(finalPrice ?? 0) + feesOf(order) + Number(order.shipping_fee ?? 0);
}

/**
 * What the ledger must hold for an order in its current state — the per-order money invariant
 * (decision 017): nothing before payment or after a cancel or failure; the pay amount while the purchase is
 * under way (3, and 21 raised from 3); the settled cost once bought (4, 5, 20, 6, and 21 raised from them).
 */
export function expectedHold(order: Held): number {
  const status = order.status === OrderStatus.problem ? order.problem_from : order.status;
  switch (status) {
    case OrderStatus.paid:
      return payAmountOf(order);
    case OrderStatus.purchased:
    case OrderStatus.shipped:
    case OrderStatus.inspecting:
    case OrderStatus.warehoused:
      return settledCostOf(order);
    default:
      return 0;
  }
}

/** The refusal for a short balance; its data says how much is missing so the UI can offer a top-up. */
export function insufficientBalance(error: InsufficientBalanceError) {
  return refuse(
    `余额不足：需 ${formatYen(error.required)}，当前余额 ${formatYen(error.balance)}，还差 ${formatYen(error.shortfall)}，请先充值`,
    {
      reason: 'insufficient_balance',
      required: error.required,
      balance: error.balance,
      shortfall: error.shortfall,
    },
  );
}

export interface OrderMoneyPosting {
  kind: LedgerKind;
  /** Unique with the kind: `order:{id}` for once-per-order movements, `order:{id}:{seq}` for adjustments. */
  reference: string;
  /** Chinese, shown in the member's records. */
  note: string;
  now: number;
}

/**
 * Brings what the ledger holds for an order to what the order, as it now is, should hold: charges the
 * difference or gives it back, as one ledger entry. The amount comes from the ledger (the sum of the
 * order's entries), never from the row alone, so no refund can exceed what the order holds.
 *
 * Call it in the transaction of the guarded update that changed the order (status and money_seq as read —
 * decision 017): a concurrent money move on the same order then fails its own guarded update and rolls
 * back, so the sum read here is the one this change applies to. Answers the signed amount posted
 * (negative = charged) and the member's balance after it (null when nothing was posted).
 */
export async function settleOrderMoney(
  trx: MoneyTrx,
  order: OrderRow,
  posting: OrderMoneyPosting,
): Promise<{ amount: number; balance: number | null }> {
  const held = await netChargedForOrder(trx, order.id);
  const amount = held - expectedHold(order);
  if (amount === 0) return { amount, balance: null };
  try {
    const balance = await postLedgerEntry(trx, {
      userId: order.user_id,
      kind: posting.kind,
      amount,
      reference: posting.reference,
      orderId: order.id,
      note: posting.note,
      now: posting.now,
    });
    return { amount, balance };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw insufficientBalance(error);
    throw error;
  }
}

/** The reference of a fee adjustment made by the change that took money_seq to `order.money_seq`. */
export const adjustmentReference = (order: Pick<OrderRow, 'id' | 'money_seq'>) => `order:${order.id}:${order.money_seq}`;
