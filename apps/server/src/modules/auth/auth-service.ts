import {
  type ChangePasswordBody,
  changePasswordRulesSchema,
  LOGIN_LIMIT_MESSAGE,
  type RegisterBody,
  registerRulesSchema,
  type UserInfo,
} from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import {
  type AttemptKey,
  clearAttempts,
  holdAttempt,
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  REGISTER_LIMIT,
  REGISTER_WINDOW_MS,
  releaseAttempt,
} from './attempt-limiter';
import { applyRules } from './form-rules';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  deleteSessionsOfUserExcept,
  findUserByAccount,
  findUserByAccountIgnoringCase,
  findUserById,
  insertUser,
  updatePasswordHash,
} from './user-repository';

const accountKey = (account: string): AttemptKey => ({ scope: 'login_account', subject: account.toLowerCase() });
const addressKey = (address: string): AttemptKey => ({ scope: 'login_address', subject: address });

/**
 * Checks credentials; the same refusal whether the account or the password is wrong. At most 10
 * failures per account and per client address within 15 minutes; beyond that every attempt is refused
 * with the "try later" message, the right password included, until old failures leave the window.
 */
export async function authenticate(db: Db, account: string, password: string, address: string, now: number) {
  const held = await holdAttempt(db, [accountKey(account), addressKey(address)], LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
  if (!held) throw refuse(LOGIN_LIMIT_MESSAGE);
  const user = await findUserByAccount(db, account);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw refuse('账号或密码错误');
  await releaseAttempt(db, held);
  await clearAttempts(db, accountKey(account));
  return user;
}

/** Registration: rules with Chinese messages, a unique account, at most 20 sign-ups per address per hour. */
export async function register(db: Db, body: RegisterBody, address: string, now: number): Promise<number> {
  const form = applyRules(registerRulesSchema, body);
  if (await findUserByAccountIgnoringCase(db, form.account)) throw refuse('该账号已被注册，请换一个');
  const held = await holdAttempt(db, [{ scope: 'register_address', subject: address }], REGISTER_LIMIT, REGISTER_WINDOW_MS, now);
  if (!held) throw refuse('注册过于频繁，请稍后再试');
  const passwordHash = await hashPassword(form.password);
  try {
    return await insertUser(db, {
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
): Promise<void> {
  const form = applyRules(changePasswordRulesSchema, body);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  const held = await holdAttempt(db, [accountKey(user.account), addressKey(address)], LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, now);
  if (!held) throw refuse(LOGIN_LIMIT_MESSAGE);
  if (!(await verifyPassword(form.oldPassword, user.password_hash))) throw refuse('原密码不正确');
  await releaseAttempt(db, held);
  const passwordHash = await hashPassword(form.password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash, now);
    await deleteSessionsOfUserExcept(trx, userId, keepSessionId);
  });
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  return {
    CustomAccount: user.account,
    CustomerName: user.name,
    HeadImg: user.head_img,
    balance: Number(user.balance),
    phone: user.phone,
    email: user.email,
    defaultRemark: user.default_remark,
    role: user.role,
  };
}
