import { type ConfirmEmailInput, confirmEmailRulesSchema, EMAIL_CONFIRM_HOURS } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { applyRules } from '../../lib/form-rules';
import { queueMail } from '../mail/mail-queue';
import { emailConfirmMail } from '../mail/mail-templates';
import { postAccountNotice } from '../messages/message-service';
import {
  findLiveToken,
  findPendingEmail,
  insertAccountEvent,
  insertAccountToken,
  retireTokens,
  useToken,
} from './account-token-repository';
import { confirmEmailUrl, hashToken, newAccountToken } from './account-tokens';
import { findUserById, findUserByVerifiedEmail, setVerifiedEmail } from './user-repository';

export const EMAIL_CONFIRM_MS = EMAIL_CONFIRM_HOURS * 3600_000;
const LINK_INVALID = '验证链接无效或已过期，请在个人资料中重新发送验证邮件';

export interface MailLinks {
  now: number;
  publicUrl: string;
  /** The per-account allowance of confirmation mails (the rate-limit store). */
  allowAccount: (userId: number) => Promise<boolean>;
}

/**
 * Sends a confirmation link to `email` (the member's new address). Nothing changes on the account until the
 * link is opened: the confirmed address, if any, stays in use. Whether another account already confirmed
 * this address is not said here (that would tell anyone whose address it is); the link simply will not
 * confirm it.
 */
export async function requestEmailConfirmation(
  db: Db,
  user: { id: number; name: string; account: string },
  email: string,
  links: MailLinks,
): Promise<void> {
  if (!(await links.allowAccount(user.id))) throw refuse('验证邮件发送过于频繁，请稍后再试');
  const { token, hash } = newAccountToken();
  await inTransaction(db, async (trx) => {
    await insertAccountToken(trx, {
      user_id: user.id,
      purpose: 'email',
      token_hash: hash,
      email,
      created_at: links.now,
      expires_at: links.now + EMAIL_CONFIRM_MS,
      used_at: null,
      operator_id: null,
    });
    const mail = emailConfirmMail({
      name: user.name || user.account,
      account: user.account,
      email,
      url: confirmEmailUrl(links.publicUrl, token),
      hours: EMAIL_CONFIRM_HOURS,
    });
    await queueMail(trx, { userId: user.id, kind: 'email_confirm', to: email, ...mail }, links.now);
  });
}

/**
 * The member changes (or clears) the address in the profile: the same confirmed address changes nothing; a
 * new one gets a confirmation link; an empty field removes the address. Answers where a link went, if any.
 */
export async function changeEmail(db: Db, userId: number, email: string | null, links: MailLinks): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  if (email === null) {
    if (user.email !== null || (await findPendingEmail(db, userId, links.now)) !== null) {
      await inTransaction(db, async (trx) => {
        await setVerifiedEmail(trx, userId, null, links.now);
        await retireTokens(trx, userId, 'email', links.now);
      });
    }
    return null;
  }
  const same = user.email !== null && user.email.toLowerCase() === email.toLowerCase();
  if (same && user.email_verified_at !== null) return null;
  // The same address already waiting for its link: not sent again on every save (the profile can resend).
  if ((await findPendingEmail(db, userId, links.now))?.toLowerCase() === email.toLowerCase()) return null;
  await requestEmailConfirmation(db, user, email, links);
  return email;
}

/** The confirmation link again, to the address waiting for it (or an older address never confirmed). */
export async function resendEmailConfirmation(db: Db, userId: number, links: MailLinks): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  const email = (await findPendingEmail(db, userId, links.now)) ?? (user.email_verified_at === null ? user.email : null);
  if (!email) throw refuse('没有需要验证的邮箱');
  await requestEmailConfirmation(db, user, email, links);
  return email;
}

/**
 * Opening the confirmation link (no login needed: the token is enough). Used once; the address becomes the
 * member's confirmed email — unless another account confirmed it meanwhile — and older links stop working.
 */
export async function confirmEmail(db: Db, body: ConfirmEmailInput, now: number, address: string): Promise<{ email: string }> {
  const form = applyRules(confirmEmailRulesSchema, body);
  const token = await findLiveToken(db, 'email', hashToken(form.token), now);
  if (!token?.email) throw refuse(LINK_INVALID);
  const email = token.email;
  try {
    return await inTransaction(db, async (trx) => {
      const owner = await findUserByVerifiedEmail(trx, email);
      if (owner && owner.id !== token.user_id) throw refuse('该邮箱已被其他账号验证使用，请换一个邮箱');
      if (!(await useToken(trx, token.id, now))) throw refuse(LINK_INVALID);
      await setVerifiedEmail(trx, token.user_id, email, now);
      await retireTokens(trx, token.user_id, 'email', now);
      await insertAccountEvent(trx, {
        user_id: token.user_id,
        kind: 'email_confirmed',
        address: address.slice(0, 64),
        operator_id: null,
        detail: email,
        created_at: now,
      });
      await postAccountNotice(trx, {
        userId: token.user_id,
        title: '邮箱已验证',
        content: `${email} 已验证为您的邮箱，找回密码的链接和您在通知设置中选择的邮件将发到这里。`,
        now,
      });
      return { email };
    });
  } catch (error) {
    // Two accounts confirming one address at the same moment: the unique index lets one through.
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') throw refuse('该邮箱已被其他账号验证使用，请换一个邮箱');
    throw error;
  }
}
