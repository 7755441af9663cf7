import { randomBytes } from 'node:crypto';
import {
  type AdminWithdrawalPage,
  formatYen,
  RECHARGE_CHANNEL_LABELS,
  type Withdrawal,
  type WithdrawalOverview,
  type WithdrawBody,
} from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import type { PaymentProvider, RefundState, VerifiedNotification } from '../../payments/payment-provider';
import type { PaymentProviders } from '../../payments/payment-providers';
import { type Actor, recordAudit } from '../audit/audit-service';
import { notifyMember } from '../notifications/notify-member';
import type { BalanceReservation } from './balance-reservation';
import { type MoneyTrx, moneyTransaction } from './group-commit';
import { InsufficientBalanceError, postLedgerEntry } from './ledger';
import { changeBalance, readBalance } from './ledger-repository';
import { raisePaymentAlert } from './payment-alert-service';
import {
  claimRefundAttempt,
  countOpenWithdrawals,
  countWithdrawalsIn,
  findRechargeById,
  findRefund,
  findWithdrawal,
  insertRefund,
  insertWithdrawal,
  listWithdrawals,
  markRefundSubmitted,
  moveRefund,
  moveWithdrawal,
  openRefundsOfWithdrawal,
  processingRefunds,
  type RefundableTopUp,
  type RefundRow,
  recordRefundProviderState,
  refundableTopUps,
  refundedFenByRecharge,
  refundsOf,
  type WithdrawalRow,
  withdrawalById,
} from './withdrawal-repository';

/** At most this many withdrawals waiting for staff or for the providers at once, per member. */
export const MAX_OPEN_WITHDRAWALS = 3;

export interface RefundShare {
  topUp: RefundableTopUp;
  amount: number;
  fen: number;
}

/**
 * Which top-ups a withdrawal goes back to: newest first, never more than each top-up has left, only top-ups
 * whose provider is configured and still inside its refund window. Each share's yuan is the top-up's price
 * for that share of it, rounded so that all refunds of one top-up never add up to more than it cost.
 */
export function planRefunds(topUps: (RefundableTopUp & { refundedFen: number })[], amount: number): RefundShare[] | null {
  const shares: RefundShare[] = [];
  let rest = amount;
  for (const topUp of topUps) {
    if (rest === 0) break;
    const take = Math.min(rest, topUp.amount - topUp.refunded);
    if (take <= 0) continue;
    const upTo = (yen: number) => Math.floor((yen * topUp.yuan_fen) / topUp.amount);
    const fen = Math.min(upTo(topUp.refunded + take) - upTo(topUp.refunded), topUp.yuan_fen - topUp.refundedFen);
    if (fen <= 0) continue;
    shares.push({ topUp, amount: take, fen });
    rest -= take;
  }
  return rest === 0 ? shares : null;
}

async function eligibleTopUps(db: Db, providers: PaymentProviders, userId: number, now: number) {
  const windows = providers.list.map((p) => p.refundWindowMs);
  if (windows.length === 0) return [];
  const rows = await refundableTopUps(db, userId, now - Math.max(...windows));
  const fenTaken = await refundedFenByRecharge(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .filter((r) => {
      const provider = providers.byName(r.provider);
      return provider && r.provider_trade_no && r.paid_at >= now - provider.refundWindowMs && r.refunded < r.amount;
    })
    .map((r) => ({ ...r, refundedFen: fenTaken.get(r.id) ?? 0 }));
}

function toWithdrawal(row: WithdrawalRow, refunds: Awaited<ReturnType<typeof refundsOf>>): Withdrawal {
  return {
    withdrawalId: row.withdrawal_no,
    amount: Number(row.amount),
    status: row.status,
    note: row.member_note,
    staffReason: row.staff_reason,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
    refunds: refunds
      .filter((f) => f.withdrawal_id === row.id)
      .map((f) => ({
        refundNo: f.refund_no,
        rechargeId: f.recharge_no,
        channel: f.channel,
        amount: Number(f.amount),
        yuan: Number(f.refund_fen) / 100,
        status: f.status,
        failure: f.failure,
        submittedAt: f.submitted_at === null ? null : Number(f.submitted_at),
        completedAt: f.completed_at === null ? null : Number(f.completed_at),
      })),
  };
}

/** What the member can withdraw now (unused balance that can go back to its top-ups) and their withdrawals. */
export async function withdrawalOverview(
  db: Db,
  providers: PaymentProviders,
  userId: number,
  query: { page: number; limit: number },
  now: number,
  reserved: BalanceReservation,
): Promise<WithdrawalOverview> {
  const [balance, topUps, { rows, total }, parcelsDue] = await Promise.all([
    readBalance(db, userId),
    eligibleTopUps(db, providers, userId, now),
    listWithdrawals(db, { userId }, query.page, query.limit),
    reserved(db, userId),
  ]);
  const refundable = topUps.reduce((sum, t) => sum + (t.amount - t.refunded), 0);
  const refunds = await refundsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    balance,
    parcelsDue,
    withdrawable: Math.max(0, Math.min(balance - parcelsDue, refundable)),
    list: rows.map((r) => toWithdrawal(r, refunds)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

const channelOf = (share: { topUp: { channel: 'wechat' | 'alipay' } }) => RECHARGE_CHANNEL_LABELS[share.topUp.channel];

/**
 * A member asks to withdraw unused balance. In one money transaction, with the member's balance row locked
 * so two requests cannot plan on the same top-up: the refunds are planned over the top-ups, and each share is
 * taken from the balance at once by its own `withdraw` ledger entry (reference `refund:{refund_no}`), so the
 * money cannot be spent while staff decide. Money held by orders is not in the balance and cannot be taken.
 */
export async function requestWithdrawal(
  db: Db,
  providers: PaymentProviders,
  userId: number,
  body: WithdrawBody,
  now: number,
  reserved: BalanceReservation,
): Promise<Withdrawal> {
  if ((await countOpenWithdrawals(db, userId)) >= MAX_OPEN_WITHDRAWALS) {
    throw refuse('处理中的提现申请过多，请等待之前的申请处理完成');
  }
  const withdrawalNo = `W${now.toString(36)}${randomBytes(8).toString('hex')}`;
  try {
    await moneyTransaction(db, async (trx) => {
      const balance = await changeBalance(trx, userId, 0);
      if (balance === undefined) throw notFound('会员不存在');
      const topUps = await eligibleTopUps(trx, providers, userId, now);
      const refundable = topUps.reduce((sum, t) => sum + (t.amount - t.refunded), 0);
      if (body.amount > balance) throw refuse(`余额不足：当前余额 ${formatYen(balance)}`);
      // Money the member's unpaid parcels will take stays in the balance (decision 047).
      const parcelsDue = await reserved(trx, userId);
      if (body.amount > balance - parcelsDue) {
        throw refuse(
          `国际包裹待付费用 ${formatYen(parcelsDue)} 须留在余额中，最多可提现 ${formatYen(Math.max(0, Math.min(balance - parcelsDue, refundable)))}`,
        );
      }
      const shares = planRefunds(topUps, body.amount);
      if (!shares) {
        throw refuse(`最多可提现 ${formatYen(Math.min(balance, refundable))}：提现只能原路退回仍在退款期限内的充值`);
      }
      const id = await insertWithdrawal(trx, {
        withdrawal_no: withdrawalNo,
        user_id: userId,
        amount: body.amount,
        status: 'pending',
        member_note: body.note,
        staff_reason: null,
        decided_by: null,
        decided_at: null,
        completed_at: null,
        created_at: now,
        updated_at: now,
      });
      for (const share of shares) {
        const refundNo = `F${now.toString(36)}${randomBytes(8).toString('hex')}`;
        await insertRefund(trx, {
          refund_no: refundNo,
          withdrawal_id: id,
          user_id: userId,
          recharge_id: share.topUp.id,
          provider: share.topUp.provider,
          amount: share.amount,
          refund_fen: share.fen,
          status: 'held',
          provider_refund_id: null,
          failure: null,
          provider_state: null,
          provider_amount_fen: null,
          provider_checked_at: null,
          created_at: now,
          submitted_at: null,
          completed_at: null,
          updated_at: now,
        });
        await postLedgerEntry(trx, {
          userId,
          kind: 'withdraw',
          amount: -share.amount,
          reference: `refund:${refundNo}`,
          rechargeId: share.topUp.id,
          externalRef: `${share.topUp.provider}:${share.topUp.provider_trade_no}`.slice(0, 96),
          note: `提现 ${formatYen(share.amount)} 退回${channelOf(share)}（充值单 ${share.topUp.recharge_no}）`,
          now,
        });
      }
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw refuse(`余额不足：当前余额 ${formatYen(error.balance)}`);
    throw error;
  }
  return memberWithdrawal(db, userId, withdrawalNo);
}

export async function memberWithdrawal(db: Db, userId: number, withdrawalNo: string): Promise<Withdrawal> {
  const row = await findWithdrawal(db, withdrawalNo);
  if (!row || row.user_id !== userId) throw notFound('提现申请不存在');
  return toWithdrawal(row, await refundsOf(db, [row.id]));
}

/** Gives back what a withdrawal's held refunds took: each `held` refund cancelled and its share returned. */
async function releaseHeld(trx: MoneyTrx, row: WithdrawalRow, now: number): Promise<void> {
  const refunds = await refundsOf(trx, [row.id]);
  for (const refund of refunds) {
    if (!(await moveRefund(trx, refund.id, ['held'], 'cancelled', { completed_at: now }, now))) continue;
    await postLedgerEntry(trx, {
      userId: row.user_id,
      kind: 'withdraw_return',
      amount: Number(refund.amount),
      reference: `refund:${refund.refund_no}`,
      rechargeId: refund.recharge_id,
      note: `提现 ${formatYen(Number(refund.amount))} 未退款，已退回余额`,
      now,
    });
  }
}

/** The member withdraws their request while staff have not decided: everything held goes back to the balance. */
export async function cancelWithdrawal(db: Db, userId: number, withdrawalNo: string, now: number): Promise<Withdrawal> {
  const row = await findWithdrawal(db, withdrawalNo);
  if (!row || row.user_id !== userId) throw notFound('提现申请不存在');
  await moneyTransaction(db, async (trx) => {
    if (!(await moveWithdrawal(trx, row.id, 'pending', 'cancelled', { completed_at: now }, now))) {
      throw refuse('该提现申请已在处理，不能撤销');
    }
    await releaseHeld(trx, row, now);
  });
  return memberWithdrawal(db, userId, withdrawalNo);
}

/** Staff refuse with a reason: the held money returns to the balance, the member is told why. */
export async function refuseWithdrawal(
  db: Db,
  actor: Actor,
  input: { withdrawalId: string; reason: string },
  now: number,
): Promise<void> {
  const row = await findWithdrawal(db, input.withdrawalId);
  if (!row) throw notFound('提现申请不存在');
  await moneyTransaction(db, async (trx) => {
    const moved = await moveWithdrawal(
      trx,
      row.id,
      'pending',
      'refused',
      { staff_reason: input.reason, decided_by: actor.id, decided_at: now, completed_at: now },
      now,
    );
    if (!moved) throw refuse('该提现申请已处理');
    await releaseHeld(trx, row, now);
    await recordAudit(trx, actor, {
      action: 'withdrawal.refuse',
      targetType: 'withdrawal',
      targetId: row.withdrawal_no,
      details: { amount: Number(row.amount), reason: input.reason, userId: row.user_id },
      now,
    });
    await notifyMember(trx, {
      mail: { kind: 'withdrawal', path: '/users/withdraw', linkLabel: '查看提现' },
      userId: row.user_id,
      event: 'top_up',
      title: '提现申请未通过',
      content: `您的提现申请 ${formatYen(Number(row.amount))} 未通过，原因：${input.reason}。款项已退回余额。`,
      now,
    });
  });
}

/**
 * Staff approve: the withdrawal and its refunds move to processing (with the audit record and a message),
 * which queues the refunds — no provider is called while staff wait (decision 069). The refund job sends
 * each one (runRefundPass): a refund the provider refuses returns its share to the balance; one without an
 * answer is asked about again.
 */
export async function approveWithdrawal(db: Db, actor: Actor, input: { withdrawalId: string }, now: number): Promise<void> {
  const row = await findWithdrawal(db, input.withdrawalId);
  if (!row) throw notFound('提现申请不存在');
  await moneyTransaction(db, async (trx) => {
    const moved = await moveWithdrawal(trx, row.id, 'pending', 'processing', { decided_by: actor.id, decided_at: now }, now);
    if (!moved) throw refuse('该提现申请已处理');
    for (const refund of await refundsOf(trx, [row.id])) await moveRefund(trx, refund.id, ['held'], 'processing', {}, now);
    await recordAudit(trx, actor, {
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: row.withdrawal_no,
      details: { amount: Number(row.amount), userId: row.user_id },
      now,
    });
    await notifyMember(trx, {
      mail: { kind: 'withdrawal', path: '/users/withdraw', linkLabel: '查看提现' },
      userId: row.user_id,
      event: 'top_up',
      title: '提现申请已通过',
      content: `您的提现申请 ${formatYen(Number(row.amount))} 已通过，正在原路退回支付账户。`,
      now,
    });
  });
}

/** Sends one refund to its provider (again: the provider deduplicates by refund number) and applies the answer. */
export async function submitRefund(
  db: Db,
  providers: PaymentProviders,
  refund: RefundRow,
  now: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const provider = providers.byName(refund.provider);
  if (!provider) {
    log?.error({ refundNo: refund.refund_no, provider: refund.provider }, 'refund provider not configured');
    return;
  }
  const recharge = await findRechargeById(db, refund.recharge_id);
  let state: RefundState;
  try {
    state = await provider.refund({
      rechargeId: recharge.recharge_no,
      tradeNo: recharge.provider_trade_no ?? '',
      refundNo: refund.refund_no,
      amountFen: Number(refund.refund_fen),
      totalFen: Number(recharge.yuan_fen),
      reason: '代购余额提现',
    });
  } catch (error) {
    log?.warn({ err: error, refundNo: refund.refund_no }, 'refund not answered; the refund job asks again');
    await markRefundSubmitted(db, refund.id, now);
    return;
  }
  await applyRefundState(db, provider, refund, state, now);
}

/** What a provider says about a refund (reply, query or notification) applied once. */
export async function applyRefundState(
  db: Db,
  provider: PaymentProvider,
  refund: RefundRow,
  state: RefundState,
  now: number,
): Promise<void> {
  if (state.status === 'not_found') return;
  await recordRefundProviderState(
    db,
    refund.id,
    { status: state.status, amountFen: state.status === 'failed' ? null : state.amountFen },
    now,
  );
  if (state.status === 'processing') {
    await markRefundSubmitted(db, refund.id, now, state.providerRefundId ?? refund.provider_refund_id);
    return;
  }
  const channel = provider.name === 'alipay' ? '支付宝' : provider.name === 'wechat' ? '微信支付' : '沙箱支付';
  if (state.status === 'succeeded') {
    await moveRefund(
      db,
      refund.id,
      ['processing'],
      'succeeded',
      { provider_refund_id: state.providerRefundId ?? refund.provider_refund_id, completed_at: now, submitted_at: now },
      now,
    );
  } else {
    const failure = ('detail' in state ? state.detail : 'refund failed').slice(0, 200);
    await moneyTransaction(db, async (trx) => {
      if (!(await moveRefund(trx, refund.id, ['processing'], 'failed', { failure, completed_at: now }, now))) {
        return;
      }
      await postLedgerEntry(trx, {
        userId: refund.user_id,
        kind: 'withdraw_return',
        amount: Number(refund.amount),
        reference: `refund:${refund.refund_no}`,
        rechargeId: refund.recharge_id,
        note: `提现 ${formatYen(Number(refund.amount))} 退回${channel}失败，已退回余额`,
        now,
      });
    });
  }
  await completeIfDone(db, refund.withdrawal_id, now);
}

async function completeIfDone(db: Db, withdrawalId: number, now: number): Promise<void> {
  if ((await openRefundsOfWithdrawal(db, withdrawalId)) > 0) return;
  const row = await withdrawalById(db, withdrawalId);
  if (!row) return;
  await inTransaction(db, async (trx) => {
    if (!(await moveWithdrawal(trx, withdrawalId, 'processing', 'completed', { completed_at: now }, now))) return;
    const refunds = await refundsOf(trx, [withdrawalId]);
    const back = refunds.filter((f) => f.status === 'succeeded').reduce((sum, f) => sum + Number(f.amount), 0);
    const returned = Number(row.amount) - back;
    await notifyMember(trx, {
      mail: { kind: 'withdrawal', path: '/users/withdraw', linkLabel: '查看提现' },
      userId: row.user_id,
      event: 'top_up',
      title: '提现已完成',
      content:
        returned > 0
          ? `您的提现 ${formatYen(Number(row.amount))} 已处理：${formatYen(back)} 已原路退回，${formatYen(returned)} 退款失败已退回余额。`
          : `您的提现 ${formatYen(back)} 已原路退回支付账户。`,
      now,
    });
  });
}

export interface RefundPassResult {
  /** Queued refunds sent for the first time. */
  sent: number;
  checked: number;
  settled: number;
  failed: number;
}

/**
 * The refund job (every few seconds, once across instances): sends the refunds staff approved (queued,
 * never sent), and asks the provider about refunds sent at least `minAgeMs` ago without a final answer,
 * sending again those it never got. Each attempt first claims its refund (claimRefundAttempt), so two
 * runners at once ask the provider once; a repeat is harmless anyway, the provider deduplicating by our
 * refund number.
 */
export async function runRefundPass(
  db: Db,
  providers: PaymentProviders,
  now: number,
  options: { minAgeMs?: number; limit?: number; log?: FastifyBaseLogger } = {},
): Promise<RefundPassResult> {
  const result: RefundPassResult = { sent: 0, checked: 0, settled: 0, failed: 0 };
  for (const refund of await processingRefunds(db, now - (options.minAgeMs ?? 60_000), options.limit ?? 100)) {
    const provider = providers.byName(refund.provider);
    if (!provider) continue;
    const readSubmittedAt = refund.submitted_at === null ? null : Number(refund.submitted_at);
    if (!(await claimRefundAttempt(db, refund.id, readSubmittedAt, now))) continue;
    if (readSubmittedAt === null) {
      result.sent++;
      try {
        await submitRefund(db, providers, refund, now, options.log);
      } catch (error) {
        result.failed++;
        options.log?.warn({ err: error, refundNo: refund.refund_no }, 'queued refund not sent');
      }
      continue;
    }
    result.checked++;
    try {
      const recharge = await findRechargeById(db, refund.recharge_id);
      const state = await provider.queryRefund({ rechargeId: recharge.recharge_no, refundNo: refund.refund_no });
      if (state.status === 'not_found') await submitRefund(db, providers, refund, now, options.log);
      else await applyRefundState(db, provider, refund, state, now);
      if (state.status === 'succeeded' || state.status === 'failed') result.settled++;
    } catch (error) {
      result.failed++;
      options.log?.warn({ err: error, refundNo: refund.refund_no }, 'refund not reconciled');
    }
  }
  return result;
}

export async function listWithdrawalsForStaff(
  db: Db,
  query: { status?: WithdrawalRow['status']; page: number; limit: number },
): Promise<AdminWithdrawalPage> {
  const [{ rows, total }, pending] = await Promise.all([
    // Without a status: those waiting for a decision first, then the newest (approved ones in view while refunding).
    listWithdrawals(db, { status: query.status, pendingFirst: query.status === undefined }, query.page, query.limit),
    countWithdrawalsIn(db, 'pending'),
  ]);
  const refunds = await refundsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({ ...toWithdrawal(r, refunds), userId: r.user_id, account: r.account, balance: r.balance })),
    total,
    page: query.page,
    limit: query.limit,
    pending,
  };
}

/**
 * A provider's notification about a refund (never a credit). Our refund, named by its number, is settled as
 * the provider says; one we do not know, or whose amount differs from ours, raises an alert and changes nothing.
 */
export async function handleRefundNotification(
  db: Db,
  provider: PaymentProvider,
  notification: Extract<VerifiedNotification, { kind: 'refund' }>,
  now: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const refund = notification.refundNo ? await findRefund(db, notification.refundNo) : undefined;
  const recharge = refund ? await findRechargeById(db, refund.recharge_id) : undefined;
  const alert = (message: string, details: Record<string, unknown>) =>
    raisePaymentAlert(
      db,
      {
        provider: provider.name,
        kind: 'refund_mismatch',
        subject: notification.refundNo ?? notification.rechargeId,
        message,
        details: JSON.stringify(details),
        now,
      },
      log,
    );
  if (!refund || refund.provider !== provider.name || recharge?.recharge_no !== notification.rechargeId) {
    // Not a refund of ours (made elsewhere, e.g. in the merchant console): staff look; the balance is untouched.
    await alert('退款通知不对应本店的提现退款，余额未变动', {
      rechargeId: notification.rechargeId,
      refundNo: notification.refundNo,
    });
    return true;
  }
  // WeChat Pay reports this refund's amount; Alipay the trade's refunds so far (at least this one).
  const fen = Number(refund.refund_fen);
  const amountOk = provider.name === 'alipay' ? notification.amountFen >= fen : notification.amountFen === fen;
  if (!amountOk) {
    await alert(`退款通知金额不符：应退 ${fen / 100} 元，通知为 ${notification.amountFen / 100} 元`, {
      refundNo: refund.refund_no,
      expectedFen: fen,
      gotFen: notification.amountFen,
    });
    return false;
  }
  if (notification.status === 'processing') return true;
  const state: RefundState =
    notification.status === 'succeeded'
      ? {
          status: 'succeeded',
          providerRefundId: notification.providerRefundId,
          amountFen: provider.name === 'alipay' ? fen : notification.amountFen,
        }
      : { status: 'failed', detail: 'refund notification: not successful' };
  await applyRefundState(db, provider, refund, state, now);
  return true;
}
