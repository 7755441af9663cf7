import { randomBytes } from 'node:crypto';
import { orderNoOf } from '@daigou/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/tables/auth';
import type { OrderStatusColumn } from '../../db/tables/orders';
import { expectedHold } from '../../modules/orders/order-money';
import { findOrder, insertOrder } from '../../modules/orders/order-repository';
import { insertSession } from '../../modules/users/session-repository';
import { insertUser } from '../../modules/users/user-repository';
import { moneyTransaction } from '../../modules/wallet/group-commit';
import { postLedgerEntry } from '../../modules/wallet/ledger';
import { hashToken } from '../../plugins/session';

// The one place that builds members, sessions, orders and money for the seed and the tests (decision 026).
// Each row goes through its owner's repository or the wallet's ledger, never a hand-written insert.

/** A member's row as registration writes it (balance 0, no phone or email yet). */
export function memberRow(m: {
  account: string;
  passwordHash: string;
  name?: string;
  role?: 'member' | 'operator';
  now: number;
}): Insertable<UsersTable> {
  return {
    account: m.account,
    password_hash: m.passwordHash,
    name: m.name ?? m.account,
    head_img: null,
    balance: 0,
    phone: null,
    email: null,
    default_remark: null,
    role: m.role ?? 'member',
    created_at: m.now,
    updated_at: m.now,
  };
}

/**
 * A member who cannot log in with a password (no scrypt per member) and a remembered session: the token a
 * browser would carry after logging in.
 */
export async function createMemberWithSession(
  db: Db,
  m: { account: string; role?: 'member' | 'operator'; now: number },
): Promise<{ userId: number; token: string }> {
  const userId = await insertUser(
    db,
    memberRow({ account: m.account, passwordHash: 'scrypt$unusable', role: m.role, now: m.now }),
  );
  return { userId, token: await createSession(db, userId, m.now) };
}

/** A remembered session of a year for a user, opened at `now`; returns its cookie's token. */
export async function createSession(db: Db, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: hashToken(token),
    user_id: userId,
    remember: 1,
    created_at: now,
    last_seen_at: now,
    expires_at: now + 365 * 86400_000,
  });
  return token;
}

/** Credits a member through the ledger (as a paid top-up would). */
export async function fund(db: Db, userId: number, amount: number, now: number, reference: string): Promise<void> {
  await moneyTransaction(db, (trx) => postLedgerEntry(trx, { userId, kind: 'adjust', amount, reference, note: '测试充值', now }));
}

let nextItem = 1_000_000;

export interface OrderOptions {
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
  /** Its order number (decision 053); a fresh one by default. */
  orderNo?: string;
  /** Arrived at the warehouse at this time, weighed and measured (box null: not measured). */
  warehoused?: { arrivedAt: number; weightG: number; box: [number, number, number] | null };
}

/**
 * An order row as createOrder would write it, in any status, for states that do not need the marketplace.
 * An order in a paid status holds what that status holds: the member is credited that amount and the order
 * charged it, so the money invariants hold from the start.
 */
export async function createOrder(db: Db, userId: number, options: OrderOptions): Promise<number> {
  const kind = options.kind ?? 'bid';
  const itemId = options.itemId ?? `t${nextItem++}`;
  const status = options.status ?? 2;
  const warehoused = options.warehoused;
  const orderId = await insertOrder(db, {
    order_no: options.orderNo ?? orderNoOf(options.now, randomBytes(6)),
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
    ...(warehoused && {
      weight_g: warehoused.weightG,
      length_cm: warehoused.box?.[0] ?? null,
      width_cm: warehoused.box?.[1] ?? null,
      height_cm: warehoused.box?.[2] ?? null,
      arrived_at: warehoused.arrivedAt,
    }),
  });
  const order = await findOrder(db, orderId);
  const hold = order ? expectedHold(order) : 0;
  if (hold > 0) {
    await fund(db, userId, hold, options.now, `test:order:${orderId}`);
    await moneyTransaction(db, (trx) =>
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
