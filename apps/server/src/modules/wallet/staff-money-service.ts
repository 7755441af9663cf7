import {
  type AdminAdjustBody,
  type AdminLedger,
  type AdminMember,
  type AdminRecharge,
  formatYen,
  type LedgerKind,
  type Paged,
  type RechargeChannel,
  type RechargeStatus,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { postSystemMessage } from '../messages/message-service';
import { findMember, listMembers } from '../users/staff-members-repository';
import { moneyTransaction } from './group-commit';
import { InsufficientBalanceError, postLedgerEntry } from './ledger';
import { readBalance, sumLedgerForUser } from './ledger-repository';
import { getOrderRecords } from './record-service';
import { listAllRecharges } from './staff-money-repository';
import { isUniqueViolation } from './unique-violation';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

const toMember = (r: MemberRow): AdminMember => ({
  userId: r.id,
  account: r.account,
  name: r.name,
  role: r.role,
  balance: Number(r.balance),
  createdAt: Number(r.created_at),
});

export async function listMembersForAdmin(
  db: Db,
  query: { keyword?: string; sort: 'id' | 'balance' | 'account'; order: 'asc' | 'desc'; page: number; limit: number },
): Promise<Paged<AdminMember>> {
  const { rows, total } = await listMembers(db, query.keyword, query, query.page, query.limit);
  return { list: rows.map(toMember), total, page: query.page, limit: query.limit };
}

export async function listRechargesForAdmin(
  db: Db,
  query: {
    status?: RechargeStatus;
    channel?: RechargeChannel;
    member?: string;
    rechargeId?: string;
    sort: 'id' | 'amount' | 'paidAt';
    order: 'asc' | 'desc';
    page: number;
    limit: number;
  },
): Promise<Paged<AdminRecharge>> {
  const { rows, total } = await listAllRecharges(
    db,
    { status: query.status, channel: query.channel, member: query.member, rechargeNo: query.rechargeId },
    query,
    query.page,
    query.limit,
  );
  const list = rows.map((r) => ({
    rechargeId: r.recharge_no,
    userId: r.user_id,
    account: r.account,
    channel: r.channel,
    amount: Number(r.amount),
    yuanPrice: Number(r.yuan_fen) / 100,
    rate: Number(r.rate),
    status: r.status,
    provider: r.provider,
    providerTradeNo: r.provider_trade_no,
    createdAt: Number(r.created_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
  }));
  return { list, total, page: query.page, limit: query.limit };
}

/** One member's money movements (the wallet's own records), with the balance and the ledger's sum beside it. */
export async function getMemberLedger(
  db: Db,
  query: { userId: number; kind?: LedgerKind; page: number; limit: number },
): Promise<AdminLedger> {
  const member = await findMember(db, query.userId);
  if (!member) throw notFound('会员不存在');
  const [ledgerTotal, entries] = await Promise.all([
    sumLedgerForUser(db, query.userId),
    getOrderRecords(db, query.userId, { type: 'money', kind: query.kind, page: query.page, limit: query.limit }, null),
  ]);
  return { member: { ...toMember(member), ledgerTotal }, entries };
}

/**
 * A balance adjustment: one `adjust` ledger entry through the wallet's ledger (never a direct edit), its
 * audit record and a message to the member, in one transaction. The reason is mandatory; the balance never
 * goes below zero; the console's `requestId` makes a repeated submit post nothing twice.
 */
export async function adjustBalance(
  db: Db,
  actor: Actor,
  body: AdminAdjustBody,
  now: number,
): Promise<{ balance: number; duplicate: boolean }> {
  const reason = body.reason.trim();
  if (reason.length < 2) throw refuse('请填写调整原因（至少 2 个字）');
  const member = await findMember(db, body.userId);
  if (!member) throw notFound('会员不存在');
  const signed = `${body.amount > 0 ? '+' : '-'}${formatYen(Math.abs(body.amount))}`;
  try {
    const balance = await moneyTransaction(db, async (trx) => {
      const after = await postLedgerEntry(trx, {
        userId: body.userId,
        kind: 'adjust',
        amount: body.amount,
        reference: `adjust:${body.requestId}`,
        note: `余额调整：${reason}`,
        now,
      });
      await recordAudit(trx, actor, {
        action: 'balance.adjust',
        targetType: 'member',
        targetId: body.userId,
        details: { account: member.account, amount: body.amount, reason, balanceAfter: after, requestId: body.requestId },
        now,
      });
      await postSystemMessage(trx, {
        userId: body.userId,
        event: 'top_up',
        title: '余额调整',
        content: `客服为您调整了余额 ${signed}，原因：${reason}。当前余额 ${formatYen(after)}。`,
        now,
      });
      return after;
    });
    return { balance, duplicate: false };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw refuse(`调整后余额不能为负：当前余额 ${formatYen(error.balance)}`);
    }
    if (isUniqueViolation(error)) return { balance: await readBalance(db, body.userId), duplicate: true };
    throw error;
  }
}
