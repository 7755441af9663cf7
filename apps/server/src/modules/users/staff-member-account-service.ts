import { ACCOUNT_EVENT_LABELS, type AdminMemberAccount } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { findPendingEmail, listAccountEvents } from './account-token-repository';
import { findUserById } from './user-repository';

/** The member's page in the console: who they are, their email state, and what happened to the account. */
export async function getMemberAccount(db: Db, userId: number, now: number): Promise<AdminMemberAccount> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('会员不存在');
  const [pendingEmail, events] = await Promise.all([findPendingEmail(db, userId, now), listAccountEvents(db, userId, 20)]);
  return {
    userId: user.id,
    account: user.account,
    name: user.name,
    role: user.role,
    balance: Number(user.balance),
    phone: user.phone,
    email: user.email,
    emailVerified: user.email !== null && user.email_verified_at !== null,
    pendingEmail,
    createdAt: Number(user.created_at),
    events: events.map((e) => ({
      kind: e.kind,
      label: ACCOUNT_EVENT_LABELS[e.kind] ?? e.kind,
      address: e.address,
      operatorId: e.operator_id,
      detail: e.detail,
      createdAt: Number(e.created_at),
    })),
  };
}
