import { type Order, OrderStatus } from '@daigou/contract';

/** The one money figure an order stands at now, as the member reads it (decision 052). */
export type OrderMoneyNow = { label: string; yen: number; hint?: string } | { label: string; yen: null };

/**
 * Unpaid: what paying will hold. Paid and waiting for the auction: what the ledger holds. Settled
 * (bought, shipped, at the warehouse): what was actually charged, from the ledger — never the held 应付.
 * Cancelled or failed: no 已冻结 0 — either never paid, or refunded in full.
 */
export function orderMoneyNow(order: Order): OrderMoneyNow {
  const status = order.status === OrderStatus.problem && order.problemFrom !== null ? order.problemFrom : order.status;
  switch (status) {
    case OrderStatus.unpaid:
      return { label: '应付', yen: order.payAmount };
    case OrderStatus.paid:
      return { label: '已冻结', yen: order.paidAmount, hint: '成交后按成交价结算，差额退回余额' };
    case OrderStatus.cancelled:
    case OrderStatus.failed:
      if (order.paidAmount > 0) return { label: '实际支出', yen: order.paidAmount };
      return { label: order.paidAt === null ? '未付款' : '已全额退款', yen: null };
    default:
      return { label: '实际支出', yen: order.paidAmount };
  }
}
