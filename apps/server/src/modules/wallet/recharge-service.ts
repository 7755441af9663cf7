import { randomBytes } from 'node:crypto';
import { formatYen, type Recharge, type WebRechargeBody } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import type { PaymentProvider, VerifiedNotification } from '../../payments/payment-provider';
import { postSystemMessage } from '../messages/message-service';
import { getSetting } from '../sys/settings-service';
import { moneyTransaction } from './group-commit';
import { postLedgerEntry } from './ledger';
import {
  countPendingRecharges,
  findMemberRecharge,
  findRechargeByNo,
  insertRecharge,
  markRechargePaid,
  markRechargeUnpaid,
  pendingRecharges,
  type RechargeRow,
} from './recharge-repository';
import { isUniqueViolation } from './unique-violation';

/** An unpaid top-up expires after this long; the provider's payment is closed then. */
export const RECHARGE_TTL_MS = 30 * 60 * 1000;
/** At most this many unpaid top-ups open at once per member. */
export const MAX_PENDING_RECHARGES = 10;

/** Price in fen of `amount` yen at `rate` yuan per yen, rounded up (product.md: ceil(J × rate × 100)). */
export function yuanFenFor(amount: number, rate: number): number {
  // Rounding the float product first keeps 10000 × 0.0482 × 100 at 48200, not 48200.000000000004 → 48201.
  return Math.ceil(Math.round(amount * rate * 100 * 1e6) / 1e6);
}

export function toRecharge(row: RechargeRow, payUrl: string): Recharge {
  return {
    rechargeId: row.recharge_no,
    channel: row.channel,
    amount: Number(row.amount),
    yuanPrice: Number(row.yuan_fen) / 100,
    rate: Number(row.rate),
    status: row.status,
    payUrl,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

const payUrlOf = (row: RechargeRow) => `/pay/${row.provider}/${row.recharge_no}`;

export async function createRecharge(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  body: WebRechargeBody,
  now: number,
): Promise<Recharge> {
  if ((await countPendingRecharges(db, userId, now)) >= MAX_PENDING_RECHARGES) {
    throw refuse('未完成的充值过多，请先完成或等待之前的充值过期');
  }
  const rates = await getSetting(db, 'rates');
  const rate = body.channel === 'wechat' ? rates.WechatRate : rates.AliRate;
  const yuanFen = yuanFenFor(body.amount, rate);
  // Public id: time-ordered and unguessable (the pay page needs no login, so ids must not be enumerable).
  const rechargeNo = `R${now.toString(36)}${randomBytes(10).toString('hex')}`;
  const expiresAt = now + RECHARGE_TTL_MS;
  await insertRecharge(db, {
    recharge_no: rechargeNo,
    user_id: userId,
    channel: body.channel,
    amount: body.amount,
    yuan_fen: yuanFen,
    rate,
    status: 'pending',
    provider: provider.name,
    provider_trade_no: null,
    created_at: now,
    expires_at: expiresAt,
    paid_at: null,
    updated_at: now,
  });
  const payment = await provider.createPayment({
    rechargeId: rechargeNo,
    amountFen: yuanFen,
    subject: `代购余额充值 ${formatYen(body.amount)}`,
    expiresAt,
  });
  const row = await findRechargeByNo(db, rechargeNo);
  if (!row) throw new Error('recharge vanished after insert');
  return toRecharge(row, payment.payUrl);
}

/** A member's own top-up; another member's id answers "not found". */
export async function getRecharge(db: Db, userId: number, rechargeNo: string): Promise<Recharge> {
  const row = await findMemberRecharge(db, userId, rechargeNo);
  if (!row) throw notFound('充值记录不存在');
  return toRecharge(row, payUrlOf(row));
}

/**
 * Credits a paid top-up once: the status flip, the balance, its ledger entry and the system message in one
 * transaction. A second call (duplicate notification, reconciliation) changes nothing.
 */
export async function creditRecharge(
  db: Db,
  recharge: RechargeRow,
  tradeNo: string,
  paidAt: number,
  now: number,
): Promise<'credited' | 'duplicate'> {
  try {
    return await moneyTransaction(db, async (trx) => {
      if (!(await markRechargePaid(trx, recharge.id, tradeNo, paidAt, now))) return 'duplicate';
      const amount = Number(recharge.amount);
      const balance = await postLedgerEntry(trx, {
        userId: recharge.user_id,
        kind: 'topup',
        amount,
        reference: `recharge:${recharge.id}`,
        rechargeId: recharge.id,
        note: `充值 ${formatYen(amount)}（${recharge.channel === 'wechat' ? '微信支付' : '支付宝'}）`,
        now,
      });
      await postSystemMessage(trx, {
        userId: recharge.user_id,
        event: 'top_up',
        title: '充值成功',
        content: `您的充值 ${formatYen(amount)} 已到账，当前余额 ${formatYen(balance)}。`,
        now,
      });
      return 'credited' as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/**
 * An asynchronous notification from the provider. Answers whether it was accepted (the provider stops
 * retrying): a bad signature, an unknown top-up or a wrong amount credits nothing and is refused.
 */
export async function handlePaymentNotification(
  db: Db,
  provider: PaymentProvider,
  fields: Record<string, unknown>,
  now: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const notification = await provider.verifyNotification(fields);
  if (!notification) {
    log.warn({ provider: provider.name }, 'payment notification refused: bad signature or malformed');
    return false;
  }
  const recharge = await findRechargeByNo(db, notification.rechargeId);
  if (!recharge || recharge.provider !== provider.name) {
    log.warn({ rechargeId: notification.rechargeId }, 'payment notification for an unknown top-up');
    return false;
  }
  if (notification.amountFen !== Number(recharge.yuan_fen)) {
    log.warn(
      { rechargeId: notification.rechargeId, expected: Number(recharge.yuan_fen), got: notification.amountFen },
      'payment notification amount mismatch: nothing credited',
    );
    return false;
  }
  await applyProviderState(db, recharge, notification, now);
  return true;
}

async function applyProviderState(db: Db, recharge: RechargeRow, state: VerifiedNotification, now: number): Promise<void> {
  if (state.status === 'paid') await creditRecharge(db, recharge, state.tradeNo, state.paidAt ?? now, now);
  else await markRechargeUnpaid(db, recharge.id, 'cancelled', now);
}

export interface ReconcileResult {
  checked: number;
  credited: number;
  expired: number;
  cancelled: number;
}

/**
 * The reconciliation job: asks the provider about pending top-ups (a notification may be late or never
 * come), credits paid ones, and closes and expires those past their time.
 */
export async function reconcileRecharges(
  db: Db,
  provider: PaymentProvider,
  now: number,
  options: { minAgeMs?: number; limit?: number } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, credited: 0, expired: 0, cancelled: 0 };
  const rows = await pendingRecharges(db, now - (options.minAgeMs ?? 60_000), options.limit ?? 200);
  for (const recharge of rows) {
    if (recharge.provider !== provider.name) continue;
    result.checked++;
    let state = await provider.queryPayment(recharge.recharge_no);
    if (state.status === 'pending' && now >= Number(recharge.expires_at)) {
      state = await provider.closePayment(recharge.recharge_no);
      if (state.status !== 'paid' && (await markRechargeUnpaid(db, recharge.id, 'expired', now))) result.expired++;
    }
    if (state.status === 'paid') {
      if (state.amountFen !== Number(recharge.yuan_fen)) continue;
      if ((await creditRecharge(db, recharge, state.tradeNo, state.paidAt, now)) === 'credited') result.credited++;
    } else if (state.status === 'closed' && now < Number(recharge.expires_at)) {
      if (await markRechargeUnpaid(db, recharge.id, 'cancelled', now)) result.cancelled++;
    } else if (state.status === 'not_found' && now >= Number(recharge.expires_at)) {
      if (await markRechargeUnpaid(db, recharge.id, 'expired', now)) result.expired++;
    }
  }
  return result;
}
