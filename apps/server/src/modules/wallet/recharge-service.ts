import { randomBytes } from 'node:crypto';
import { formatYen, RECHARGE_CHANNEL_LABELS, type Recharge, type WebRechargeBody } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import {
  type CreatedPayment,
  type PaymentProvider,
  type PaymentState,
  PROVIDER_QUICK_TIMEOUT_MS,
} from '../../payments/payment-provider';
import type { PaymentProviders } from '../../payments/payment-providers';
import { notifyMember } from '../notifications/notify-member';
import { getSetting } from '../sys/settings-service';
import { moneyTransaction } from './group-commit';
import { postLedgerEntry } from './ledger';
import { raisePaymentAlert } from './payment-alert-service';
import {
  countPendingRecharges,
  findMemberRecharge,
  findRechargeByNo,
  insertRecharge,
  markRechargePaid,
  markRechargeUnpaid,
  pendingRecharges,
  type RechargeRow,
  recordProviderState,
  setRechargePayment,
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

export function toRecharge(row: RechargeRow): Recharge {
  const mode = row.pay_mode ?? 'qr';
  return {
    rechargeId: row.recharge_no,
    channel: row.channel,
    amount: Number(row.amount),
    yuanPrice: Number(row.yuan_fen) / 100,
    rate: Number(row.rate),
    status: row.status,
    payUrl: payUrlOf(row),
    payMode: mode,
    // WeChat's code_url, or (sandbox, older rows) our own pay page, whose QR opens it on a phone.
    qrCode: mode === 'qr' ? (row.pay_url ?? payUrlOf(row)) : null,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** Our own address of the payment: the sandbox page, or a page that shows the QR or goes on to the provider. */
const payUrlOf = (row: RechargeRow) => `/pay/${row.provider}/${row.recharge_no}`;

export async function createRecharge(
  db: Db,
  providers: PaymentProviders,
  userId: number,
  body: WebRechargeBody,
  now: number,
  clientIp: string,
  log?: FastifyBaseLogger,
): Promise<Recharge> {
  const provider = providers.forChannel(body.channel);
  if (!provider) throw refuse(`${RECHARGE_CHANNEL_LABELS[body.channel]}暂不可用，请选择其他支付方式`);
  if ((await countPendingRecharges(db, userId, now)) >= MAX_PENDING_RECHARGES) {
    throw refuse('未完成的充值过多，请先完成或等待之前的充值过期');
  }
  const rates = await getSetting(db, 'rates');
  const rate = body.channel === 'wechat' ? rates.WechatRate : rates.AliRate;
  const yuanFen = yuanFenFor(body.amount, rate);
  // Public id: time-ordered and unguessable (the pay page needs no login, so ids must not be enumerable).
  const rechargeNo = `R${now.toString(36)}${randomBytes(10).toString('hex')}`;
  const expiresAt = now + RECHARGE_TTL_MS;
  const id = await insertRecharge(db, {
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
  let payment: CreatedPayment;
  try {
    // The member waits on this call: at most PROVIDER_QUICK_TIMEOUT_MS, then a clear answer (decision 069).
    payment = await provider.createPayment(
      {
        rechargeId: rechargeNo,
        amountFen: yuanFen,
        subject: `代购余额充值 ${formatYen(body.amount)}`,
        expiresAt,
        device: body.device,
        clientIp,
      },
      { timeoutMs: PROVIDER_QUICK_TIMEOUT_MS },
    );
  } catch (error) {
    log?.error({ err: error, provider: provider.name, rechargeId: rechargeNo }, 'payment order not created');
    // The payer never got a way to pay it. Should the provider have taken the order after all, a payment
    // on it is still credited: a notification credits any top-up not yet paid, and so does staff's query.
    await markRechargeUnpaid(db, id, 'cancelled', now);
    throw refuse(`${RECHARGE_CHANNEL_LABELS[body.channel]}暂时无法下单，请稍后再试或选择其他支付方式`);
  }
  await setRechargePayment(db, id, payment.mode, payment.url);
  const row = await findRechargeByNo(db, rechargeNo);
  if (!row) throw new Error('recharge vanished after insert');
  return toRecharge(row);
}

/** A member's own top-up; another member's id answers "not found". */
/** A recharge by its number, whoever's it is: the provider's pay page reads its amount, mode and state. */
export function findRechargeForPayPage(db: Db, rechargeNo: string): Promise<RechargeRow | undefined> {
  return findRechargeByNo(db, rechargeNo);
}

export async function getRecharge(db: Db, userId: number, rechargeNo: string): Promise<Recharge> {
  const row = await findMemberRecharge(db, userId, rechargeNo);
  if (!row) throw notFound('充值记录不存在');
  return toRecharge(row);
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
      if (!(await markRechargePaid(trx, recharge.id, tradeNo, paidAt, Number(recharge.yuan_fen), now))) return 'duplicate';
      const amount = Number(recharge.amount);
      const balance = await postLedgerEntry(trx, {
        userId: recharge.user_id,
        kind: 'topup',
        amount,
        reference: `recharge:${recharge.id}`,
        rechargeId: recharge.id,
        externalRef: `${recharge.provider}:${tradeNo}`.slice(0, 96),
        note: `充值 ${formatYen(amount)}（${RECHARGE_CHANNEL_LABELS[recharge.channel]}，交易号 ${tradeNo}）`,
        now,
      });
      await notifyMember(trx, {
        mail: { kind: 'top_up', path: '/users/charge', linkLabel: '查看余额' },
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

export interface ReconcileResult {
  checked: number;
  credited: number;
  expired: number;
  cancelled: number;
  /** Pending top-ups whose provider could not be asked (network, untrusted reply): tried again next pass. */
  failed: number;
}

/** The first check of a pending top-up, this long after it was created. */
const FIRST_CHECK_MS = 5_000;

/**
 * The latest moment, as an age of the top-up, at which its provider should have been asked (decision 069):
 * every 5 s for its first 3 minutes (when members pay), every 15 s up to 10 minutes, then every minute until
 * it is paid or expired. A lost notification is so credited within about 10 s of a payment in the first
 * minutes. Null before the first check is due.
 */
export function lastCheckPoint(ageMs: number): number | null {
  if (ageMs < FIRST_CHECK_MS) return null;
  if (ageMs < 180_000) return Math.floor(ageMs / 5_000) * 5_000;
  if (ageMs < 600_000) return 180_000 + Math.floor((ageMs - 180_000) / 15_000) * 15_000;
  return 600_000 + Math.floor((ageMs - 600_000) / 60_000) * 60_000;
}

/**
 * Whether a pending top-up's provider is due to be asked now: not asked since its last check point, or last
 * seen paid there (say by the daily check, which only records) without the credit.
 */
export function rechargeCheckDue(
  recharge: Pick<RechargeRow, 'created_at' | 'provider_checked_at' | 'provider_state'>,
  now: number,
): boolean {
  if (recharge.provider_state === 'paid') return true;
  const created = Number(recharge.created_at);
  const point = lastCheckPoint(now - created);
  if (point === null) return false;
  return recharge.provider_checked_at === null || Number(recharge.provider_checked_at) < created + point;
}

/**
 * The reconciliation job: asks each top-up's provider about pending top-ups (a notification may be late or
 * never come) on the schedule of `lastCheckPoint` — quickly while they are fresh, then backing off — credits
 * paid ones, and closes and expires those past their time. A paid answer whose amount differs from ours
 * credits nothing and raises an alert, as a notification would.
 */
export async function reconcileRecharges(
  db: Db,
  providers: PaymentProviders,
  now: number,
  options: { limit?: number; log?: FastifyBaseLogger } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, credited: 0, expired: 0, cancelled: 0, failed: 0 };
  const candidates = await pendingRecharges(db, now - FIRST_CHECK_MS, 1000);
  const rows = candidates.filter((r) => rechargeCheckDue(r, now)).slice(0, options.limit ?? 200);
  for (const recharge of rows) {
    const provider = providers.byName(recharge.provider);
    if (!provider) continue;
    result.checked++;
    try {
      await reconcileOne(db, provider, recharge, now, result, options.log);
    } catch (error) {
      result.failed++;
      options.log?.warn({ err: error, provider: provider.name, rechargeId: recharge.recharge_no }, 'top-up not reconciled');
    }
  }
  return result;
}

async function reconcileOne(
  db: Db,
  provider: PaymentProvider,
  recharge: RechargeRow,
  now: number,
  result: ReconcileResult,
  log: FastifyBaseLogger | undefined,
  timeoutMs?: number,
): Promise<PaymentState> {
  let state = await provider.queryPayment(recharge.recharge_no, { timeoutMs });
  if (state.status === 'pending' && now >= Number(recharge.expires_at) && recharge.status === 'pending') {
    state = await provider.closePayment(recharge.recharge_no);
    if (state.status !== 'paid' && (await markRechargeUnpaid(db, recharge.id, 'expired', now))) result.expired++;
  }
  await recordProviderState(db, recharge.id, state, now);
  if (state.status === 'paid') {
    if (state.amountFen !== Number(recharge.yuan_fen)) {
      await raisePaymentAlert(
        db,
        {
          provider: provider.name,
          kind: 'amount_mismatch',
          subject: recharge.recharge_no,
          message: `查询结果金额不符：应付 ${Number(recharge.yuan_fen) / 100} 元，支付平台为 ${state.amountFen / 100} 元，未入账`,
          details: JSON.stringify({
            source: 'query',
            expectedFen: Number(recharge.yuan_fen),
            gotFen: state.amountFen,
            tradeNo: state.tradeNo,
          }),
          now,
        },
        log,
      );
      return state;
    }
    if ((await creditRecharge(db, recharge, state.tradeNo, state.paidAt, now)) === 'credited') result.credited++;
  } else if (state.status === 'closed' && now < Number(recharge.expires_at)) {
    if (await markRechargeUnpaid(db, recharge.id, 'cancelled', now)) result.cancelled++;
  } else if ((state.status === 'not_found' || state.status === 'closed') && now >= Number(recharge.expires_at)) {
    if (await markRechargeUnpaid(db, recharge.id, 'expired', now)) result.expired++;
  }
  return state;
}

export interface StaffRechargeCheck {
  /** What the provider says now. */
  providerState: PaymentState['status'];
  /** What this check did: credited now, already paid before, or nothing to credit. */
  outcome: 'credited' | 'already_paid' | 'not_paid' | 'amount_differs';
  status: RechargeRow['status'];
}

/**
 * Staff ask a top-up's provider now (向支付渠道查询) and credit it if paid — through the same guarded credit
 * as a notification or the job (decision 038), so asking twice, or while a notification arrives, credits
 * once. Any top-up not yet paid can be asked about (also one cancelled or expired here that the payer paid
 * after all); the call waits at most PROVIDER_QUICK_TIMEOUT_MS.
 */
export async function checkRechargeWithProvider(
  db: Db,
  providers: PaymentProviders,
  rechargeNo: string,
  now: number,
  log?: FastifyBaseLogger,
): Promise<StaffRechargeCheck> {
  const recharge = await findRechargeByNo(db, rechargeNo);
  if (!recharge) throw notFound('充值记录不存在');
  const provider = providers.byName(recharge.provider);
  if (!provider) throw refuse('该充值的支付渠道未配置，无法查询');
  const result: ReconcileResult = { checked: 1, credited: 0, expired: 0, cancelled: 0, failed: 0 };
  let state: PaymentState;
  try {
    state = await reconcileOne(db, provider, recharge, now, result, log, PROVIDER_QUICK_TIMEOUT_MS);
  } catch (error) {
    log?.warn({ err: error, provider: provider.name, rechargeId: rechargeNo }, 'staff top-up check not answered');
    throw refuse('支付渠道暂时没有响应，请稍后再查询');
  }
  const after = await findRechargeByNo(db, rechargeNo);
  const outcome =
    result.credited > 0
      ? 'credited'
      : recharge.status === 'paid'
        ? 'already_paid'
        : state.status === 'paid' && after?.status !== 'paid'
          ? 'amount_differs'
          : after?.status === 'paid'
            ? 'already_paid'
            : 'not_paid';
  return { providerState: state.status, outcome, status: after?.status ?? recharge.status };
}
