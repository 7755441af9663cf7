import type { Db } from '../../db/database';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { postLedgerEntry } from '../wallet/ledger';
import { expectedHold } from './order-money';
import { findOrder, insertOrder } from './order-repository';

let nextItem = 1_000_000;

/**
 * An order row as createOrder would write it, in any status, for tests of the state machine and the money
 * rules that do not need the marketplace. An order in a paid status holds what that status holds: the member
 * is credited that amount and the order charged it, so the money invariants hold from the start.
 */
export async function insertTestOrder(
  db: Db,
  userId: number,
  options: {
    status?: OrderStatusColumn;
    kind?: 'bid' | 'buyout';
    maxBid?: number;
    buyNowPrice?: number | null;
    inspection?: number;
    endTime?: number;
    now: number;
    problemFrom?: OrderStatusColumn | null;
    shippingPayer?: 'seller' | 'buyer';
    /** An item of the marketplace (by default a made-up id the marketplace does not know). */
    itemId?: string;
  },
): Promise<number> {
  const kind = options.kind ?? 'bid';
  const itemId = options.itemId ?? `t${nextItem++}`;
  const status = options.status ?? 2;
  const orderId = await insertOrder(db, {
    user_id: userId,
    item_id: itemId,
    kind,
    status,
    seller_id: 'test-seller',
    title: `テスト商品 ${itemId}`,
    image: null,
    item_price: 1000,
    buy_now_price: options.buyNowPrice === undefined ? (kind === 'buyout' ? 5000 : null) : options.buyNowPrice,
    end_time: options.endTime ?? options.now + 86_400_000,
    shipping_payer: options.shippingPayer ?? 'buyer',
    snapshot: '{}',
    max_bid: kind === 'bid' ? (options.maxBid ?? 3000) : null,
    snipe_minutes: null,
    inspection: options.inspection ?? 0,
    remark: '',
    service_fee: 300,
    inspection_fee: 200,
    final_price: [4, 5, 20, 6].includes(options.problemFrom ?? status) ? (options.maxBid ?? 3000) : null,
    shipping_fee: null,
    bid_state: 'none',
    bid_placed_at: null,
    money_seq: 0,
    carrier: null,
    tracking_no: null,
    problem_from: options.problemFrom ?? null,
    created_at: options.now,
    paid_at: null,
    status_at: options.now,
    updated_at: options.now,
  });
  const order = await findOrder(db, orderId);
  const hold = order ? expectedHold(order) : 0;
  if (hold > 0) {
    await fund(db, userId, hold, options.now, `test:order:${orderId}`);
    await db.transaction().execute((trx) =>
      postLedgerEntry(trx, {
        userId,
        kind: 'order_pay',
        amount: -hold,
        reference: `order:${orderId}`,
        orderId,
        note: `订单 ${orderId} 付款`,
        now: options.now,
      }),
    );
  }
  return orderId;
}

/** Credits a member directly through the ledger (as a paid top-up would), for money tests. */
export async function fund(db: Db, userId: number, amount: number, now: number, reference: string): Promise<void> {
  await db
    .transaction()
    .execute((trx) => postLedgerEntry(trx, { userId, kind: 'adjust', amount, reference, note: '测试充值', now }));
}
