import type { ReconciliationDifference, ReconciliationReport, ReconciliationRow } from '@daigou/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PaymentProviders } from '../../payments/payment-providers';
import { recordProviderState } from './recharge-repository';
import {
  rechargesOfDay,
  rechargesToCheck,
  refundsCompletedInDay,
  refundsToCheck,
  topUpCreditsOfDay,
} from './reconciliation-repository';
import { findRechargeById, recordRefundProviderState } from './withdrawal-repository';
import { applyRefundState } from './withdrawal-service';

const DAY_MS = 86_400_000;

/** A Beijing day (both providers' bills run midnight to midnight UTC+8) as [start, end) in epoch ms. */
export function dayRange(day: string): { start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00+08:00`);
  return { start, end: start + DAY_MS };
}

/** The Beijing day a time falls on. */
export function beijingDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

const yuan = (fen: number | null) => (fen === null ? '—' : `${(fen / 100).toFixed(2)} 元`);

/**
 * The daily reconciliation report: per channel and provider, the day's paid top-ups (yuan), credits (yen in
 * the ledger), succeeded refunds (yuan), beside what the providers said when last asked; then every top-up or
 * refund of the day where the two disagree or the provider was not yet asked after the day.
 */
export async function reconciliationReport(db: Db, day: string, _now: number): Promise<ReconciliationReport> {
  const { start, end } = dayRange(day);
  const recharges = await rechargesOfDay(db, start, end);
  const credits = await topUpCreditsOfDay(db, start, end);
  const refunds = await refundsCompletedInDay(db, start, end);

  const rows = new Map<string, ReconciliationRow>();
  const rowOf = (channel: 'wechat' | 'alipay', provider: string) => {
    const key = `${channel}/${provider}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        channel,
        provider,
        topUps: 0,
        topUpFen: 0,
        credits: 0,
        creditYen: 0,
        refunds: 0,
        refundFen: 0,
        providerPaidFen: 0,
        providerRefundFen: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  const differences: ReconciliationDifference[] = [];
  let checkedAt: number | null = null;
  for (const r of recharges) {
    const row = rowOf(r.channel, r.provider);
    const paidToday = r.paid_at !== null && Number(r.paid_at) >= start && Number(r.paid_at) < end;
    const fen = Number(r.yuan_fen);
    const providerFen = r.provider_amount_fen === null ? null : Number(r.provider_amount_fen);
    if (paidToday) {
      row.topUps++;
      row.topUpFen += fen;
    }
    if (r.provider_state === 'paid' && (paidToday || r.status !== 'paid')) row.providerPaidFen += providerFen ?? 0;
    const checked = r.provider_checked_at !== null && Number(r.provider_checked_at) >= end;
    if (checked) checkedAt = Math.max(checkedAt ?? 0, Number(r.provider_checked_at));
    const base = { channel: r.channel, reference: r.recharge_no };
    if (r.provider_state === 'paid' && r.status !== 'paid') {
      differences.push({
        ...base,
        kind: 'paid_not_credited',
        ours: `未入账（${r.status}）`,
        provider: `已收款 ${yuan(providerFen)}`,
      });
    } else if (r.status === 'paid' && paidToday && checked && r.provider_state !== 'paid') {
      differences.push({ ...base, kind: 'credited_not_paid', ours: `已入账 ${yuan(fen)}`, provider: r.provider_state ?? '—' });
    } else if (r.status === 'paid' && paidToday && providerFen !== null && providerFen !== fen) {
      differences.push({ ...base, kind: 'amount_differs', ours: yuan(fen), provider: yuan(providerFen) });
    } else if (r.status === 'paid' && paidToday && !checked) {
      differences.push({
        ...base,
        kind: 'not_checked',
        ours: `已入账 ${yuan(fen)}`,
        provider: r.provider_state === 'paid' ? `通知 ${yuan(providerFen)}` : '—',
      });
    }
  }
  for (const c of credits) {
    const row = rowOf(c.channel, c.provider);
    row.credits += Number(c.n);
    row.creditYen += Number(c.yen);
  }
  for (const f of refunds) {
    const row = rowOf(f.channel, f.provider);
    const fen = Number(f.refund_fen);
    const providerFen = f.provider_amount_fen === null ? null : Number(f.provider_amount_fen);
    if (f.status === 'succeeded') {
      row.refunds++;
      row.refundFen += fen;
    }
    if (f.provider_state === 'succeeded') row.providerRefundFen += providerFen ?? 0;
    const agrees =
      (f.status === 'succeeded' && f.provider_state === 'succeeded' && providerFen === fen) ||
      (f.status === 'failed' && f.provider_state !== 'succeeded');
    if (!agrees) {
      differences.push({
        kind: 'refund_differs',
        channel: f.channel,
        reference: f.refund_no,
        ours: f.status === 'succeeded' ? `已退款 ${yuan(fen)}` : '退款失败',
        provider: f.provider_state ? `${f.provider_state} ${yuan(providerFen)}` : '—',
      });
    }
  }
  const order = (r: ReconciliationRow) => `${r.channel}/${r.provider}`;
  return { day, rows: [...rows.values()].sort((a, b) => order(a).localeCompare(order(b))), differences, checkedAt };
}

export interface DayCheckResult {
  recharges: number;
  refunds: number;
  failed: number;
}

/**
 * Asks each provider about the day's top-ups and refunds not yet asked about after the day ended (at most
 * `limit` of each per call), recording its answer for the report. A refund the provider settled meanwhile is
 * applied as a notification would be; top-ups are only recorded (crediting is the reconciliation job's).
 */
export async function checkDayWithProviders(
  db: Db,
  providers: PaymentProviders,
  day: string,
  now: number,
  log?: FastifyBaseLogger,
  limit = 500,
): Promise<DayCheckResult> {
  const { start, end } = dayRange(day);
  const result: DayCheckResult = { recharges: 0, refunds: 0, failed: 0 };
  const stamp = now;
  const recharges = await rechargesToCheck(db, start, end, limit);
  for (const r of recharges) {
    const provider = providers.byName(r.provider);
    if (!provider) continue;
    try {
      const state = await provider.queryPayment(r.recharge_no);
      await recordProviderState(
        db,
        r.id,
        { status: state.status, amountFen: 'amountFen' in state ? state.amountFen : undefined },
        stamp,
      );
      result.recharges++;
    } catch (error) {
      result.failed++;
      log?.warn({ err: error, rechargeId: r.recharge_no }, 'daily check: top-up not answered');
    }
  }
  const refunds = await refundsToCheck(db, start, end, limit);
  for (const f of refunds) {
    const provider = providers.byName(f.provider);
    if (!provider) continue;
    try {
      const recharge = await findRechargeById(db, f.recharge_id);
      const state = await provider.queryRefund({ rechargeId: recharge.recharge_no, refundNo: f.refund_no });
      if (f.status === 'processing') await applyRefundState(db, provider, f, state, now);
      await recordRefundProviderState(
        db,
        f.id,
        {
          status: state.status,
          amountFen: state.status === 'succeeded' || state.status === 'processing' ? state.amountFen : null,
        },
        stamp,
      );
      result.refunds++;
    } catch (error) {
      result.failed++;
      log?.warn({ err: error, refundNo: f.refund_no }, 'daily check: refund not answered');
    }
  }
  return result;
}

/** The daily job: yesterday (Beijing time) checked with the providers once the day is over. */
export function runDailyPaymentCheck(db: Db, providers: PaymentProviders, now: number, log?: FastifyBaseLogger) {
  return checkDayWithProviders(db, providers, beijingDay(now - DAY_MS), now, log);
}
