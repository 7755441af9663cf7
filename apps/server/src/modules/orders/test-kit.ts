import type { Db } from '../../db/database';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { insertOrder } from './order-repository';

let nextItem = 1_000_000;

/**
 * An order row as createOrder would write it, in any status, for tests of the state machine and the money
 * rules that do not need the marketplace.
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
  },
): Promise<number> {
  const kind = options.kind ?? 'bid';
  const itemId = `t${nextItem++}`;
  return insertOrder(db, {
    user_id: userId,
    item_id: itemId,
    kind,
    status: options.status ?? 2,
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
    final_price: null,
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
}

/** Credits a member directly through the ledger (as a paid top-up would), for money tests. */
export async function fund(db: Db, userId: number, amount: number, now: number, reference: string): Promise<void> {
  const { postLedgerEntry } = await import('../wallet/ledger');
  await db
    .transaction()
    .execute((trx) => postLedgerEntry(trx, { userId, kind: 'adjust', amount, reference, note: '测试充值', now }));
}
