import { PASSWORD_RESET_MINUTES, RESET_LINK_INVALID, type ResetPasswordInput, resetPasswordRulesSchema } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { applyRules } from '../../lib/form-rules';
import { type Actor, recordAudit } from '../audit/audit-service';
import { queueMail } from '../mail/mail-queue';
import { passwordChangedMail, passwordResetMail } from '../mail/mail-templates';
import { postAccountNotice } from '../messages/message-service';
import { findLiveToken, insertAccountEvent, insertAccountToken, retireTokens, useToken } from '../users/account-token-repository';
import { hashToken, loginUrl, newAccountToken, resetPasswordUrl } from '../users/account-tokens';
import { deleteSessionsOfUser } from '../users/session-repository';
import { findUserByAccountName, findUserById, findUserByVerifiedEmail, updatePasswordHash } from '../users/user-repository';
import { hashPassword } from './password';

export const PASSWORD_RESET_MS = PASSWORD_RESET_MINUTES * 60_000;

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** Only a confirmed address receives anything but its own confirmation. */
const confirmedEmailOf = (user: UserRow) => (user.email && user.email_verified_at !== null ? user.email : null);

async function queueResetLink(
  db: Db,
  user: UserRow,
  to: string,
  options: { now: number; publicUrl: string; operatorId: number | null },
): Promise<void> {
  const { token, hash } = newAccountToken();
  await inTransaction(db, async (trx) => {
    await insertAccountToken(trx, {
      user_id: user.id,
      purpose: 'reset',
      token_hash: hash,
      email: to,
      created_at: options.now,
      expires_at: options.now + PASSWORD_RESET_MS,
      used_at: null,
      operator_id: options.operatorId,
    });
    const mail = passwordResetMail({
      name: user.name || user.account,
      account: user.account,
      url: resetPasswordUrl(options.publicUrl, token),
      minutes: PASSWORD_RESET_MINUTES,
      byStaff: options.operatorId !== null,
    });
    await queueMail(trx, { userId: user.id, kind: 'password_reset', to, ...mail }, options.now);
  });
}

/**
 * "Forgot password" for an account name or a confirmed email. The caller answers the same whatever happens
 * here: a link goes out only when the account exists, has a confirmed address and is within its per-account
 * allowance (`allowAccount`, the rate-limit store) — otherwise nothing is sent and nothing says so.
 */
export async function requestPasswordReset(
  db: Db,
  identifier: string,
  options: { now: number; publicUrl: string; allowAccount: (userId: number) => Promise<boolean> },
): Promise<void> {
  const typed = identifier.trim();
  const user = typed.includes('@') ? await findUserByVerifiedEmail(db, typed) : await findUserByAccountName(db, typed);
  const to = user ? confirmedEmailOf(user) : null;
  if (!user || !to) return;
  if (!(await options.allowAccount(user.id))) return;
  await queueResetLink(db, user, to, { now: options.now, publicUrl: options.publicUrl, operatorId: null });
}

/**
 * A new password from a reset link. The token is used once (a conditional update: of two requests with it,
 * one wins), every other reset link of the account stops working, every other session ends, and it is
 * recorded (account event with the address, a site message, and a notice to the confirmed email).
 */
export async function resetPassword(
  db: Db,
  body: ResetPasswordInput,
  context: {
    now: number;
    address: string;
    publicUrl: string;
    session: { userId: number; sessionId: string } | null;
    /** PASSWORD_HASH_COST */
    hashCost: number;
  },
): Promise<{ account: string }> {
  const form = applyRules(resetPasswordRulesSchema, body);
  const { now } = context;
  const token = await findLiveToken(db, 'reset', hashToken(form.token), now);
  if (!token) throw refuse(RESET_LINK_INVALID);
  // Hashing is slow on purpose (scrypt): done before the transaction, which stays short.
  const passwordHash = await hashPassword(form.password, context.hashCost);
  return inTransaction(db, async (trx) => {
    if (!(await useToken(trx, token.id, now))) throw refuse(RESET_LINK_INVALID);
    const user = await findUserById(trx, token.user_id);
    if (!user) throw refuse(RESET_LINK_INVALID);
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await retireTokens(trx, user.id, 'reset', now);
    const keep = context.session?.userId === user.id ? context.session.sessionId : null;
    await deleteSessionsOfUser(trx, user.id, keep);
    await insertAccountEvent(trx, {
      user_id: user.id,
      kind: 'password_reset',
      address: context.address.slice(0, 64),
      operator_id: token.operator_id,
      detail: null,
      created_at: now,
    });
    await postAccountNotice(trx, {
      userId: user.id,
      title: '密码已重置',
      content: `您的密码已通过邮件中的重置链接修改，其他设备上的登录已全部退出。如果这不是您本人的操作，请立即重新申请重置密码并联系客服。`,
      now,
    });
    const to = confirmedEmailOf(user);
    if (to) {
      const mail = passwordChangedMail({
        name: user.name || user.account,
        account: user.account,
        at: now,
        url: loginUrl(context.publicUrl),
      });
      await queueMail(trx, { userId: user.id, kind: 'password_changed', to, ...mail }, now);
    }
    return { account: user.account };
  });
}

/**
 * Staff send a reset link from the member's console page: to the member's confirmed email only; staff never
 * see the link (it is not in the answer) nor set a password. Audited, and recorded on the account.
 */
export async function sendResetLinkByStaff(
  db: Db,
  actor: Actor,
  userId: number,
  options: { now: number; publicUrl: string },
): Promise<{ to: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('会员不存在');
  const to = confirmedEmailOf(user);
  if (!to) throw refuse('该会员没有已验证的邮箱，无法发送重置链接');
  await inTransaction(db, async (trx) => {
    await queueResetLink(trx, user, to, { now: options.now, publicUrl: options.publicUrl, operatorId: actor.id });
    await insertAccountEvent(trx, {
      user_id: user.id,
      kind: 'reset_link_by_staff',
      address: null,
      operator_id: actor.id,
      detail: to,
      created_at: options.now,
    });
    await recordAudit(trx, actor, {
      action: 'member.resetLink',
      targetType: 'user',
      targetId: user.id,
      details: { account: user.account, to },
      now: options.now,
    });
  });
  return { to };
}
