import { type ChangePasswordBody, changePasswordRulesSchema, type RegisterBody, registerRulesSchema } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { applyRules } from '../../lib/form-rules';
import { deleteSessionsOfUserExcept } from '../users/session-repository';
import {
  findUserByAccount,
  findUserByAccountIgnoringCase,
  findUserById,
  insertUser,
  updatePasswordHash,
} from '../users/user-repository';
import { holdAttempt, REGISTER_WINDOW_MS } from './attempt-limiter';
import { holdLogin, loginSucceeded } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

/**
 * Checks credentials; the same refusal whether the account or the password is wrong. Failures are limited
 * per account, per account + address and per address within 15 minutes (login-throttle.ts, decision 018);
 * beyond a limit every attempt is refused with the wait in minutes, the right password included.
 */
export async function authenticate(db: Db, account: string, password: string, address: string, now: number, hashCost: number) {
  const held = await holdLogin(db, account, address, now);
  const user = await findUserByAccount(db, account);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash(hashCost)));
  if (!user || !valid) throw refuse('账号或密码错误');
  await loginSucceeded(db, held);
  return user;
}

/**
 * Registration: rules with Chinese messages, a unique account, at most `limitPerHour` sign-ups per address per hour
 * (REGISTER_LIMIT_PER_HOUR, default 20); the password hashed at `hashCost` (PASSWORD_HASH_COST).
 * Answers the new member and the email they gave, which is not theirs until its confirmation link is opened.
 */
export async function register(
  db: Db,
  body: RegisterBody,
  address: string,
  now: number,
  limitPerHour: number,
  hashCost: number,
): Promise<{ userId: number; name: string; account: string; email: string | null }> {
  const form = applyRules(registerRulesSchema, body);
  if (await findUserByAccountIgnoringCase(db, form.account)) throw refuse('该账号已被注册，请换一个');
  const held = await holdAttempt(db, [{ scope: 'register_address', subject: address }], limitPerHour, REGISTER_WINDOW_MS, now);
  if (!held) throw refuse('注册过于频繁，请稍后再试');
  const passwordHash = await hashPassword(form.password, hashCost);
  try {
    const userId = await insertUser(db, {
      account: form.account,
      password_hash: passwordHash,
      name: form.name,
      head_img: null,
      balance: 0,
      phone: null,
      email: null,
      default_remark: null,
      role: 'member',
      created_at: now,
      updated_at: now,
    });
    return { userId, name: form.name, account: form.account, email: form.email };
  } catch (error) {
    // Two sign-ups racing for one account: the unique index decides.
    if (await findUserByAccount(db, form.account)) throw refuse('该账号已被注册，请换一个');
    throw error;
  }
}

/**
 * Changes the password after checking the old one (wrong old passwords count as login failures of the
 * account) and ends every other session of the member.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: string,
  body: ChangePasswordBody,
  address: string,
  now: number,
  hashCost: number,
): Promise<void> {
  const form = applyRules(changePasswordRulesSchema, body);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  const held = await holdLogin(db, user.account, address, now);
  if (!(await verifyPassword(form.oldPassword, user.password_hash))) throw refuse('原密码不正确');
  await loginSucceeded(db, held);
  const passwordHash = await hashPassword(form.password, hashCost);
  await inTransaction(db, async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash, now);
    await deleteSessionsOfUserExcept(trx, userId, keepSessionId);
  });
}
