import type { UserInfo } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from './password';
import { findUserByAccount, findUserById } from './user-repository';

/** Checks credentials; the same refusal whether the account or the password is wrong. */
export async function authenticate(db: Db, account: string, password: string) {
  const user = await findUserByAccount(db, account);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw refuse('账号或密码错误');
  return user;
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
