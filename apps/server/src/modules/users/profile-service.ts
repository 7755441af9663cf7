import { type UpdateInfoBody, type UserInfo, updateInfoRulesSchema } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { applyRules } from '../../lib/form-rules';
import { findPendingEmail } from './account-token-repository';
import { changeEmail, type MailLinks } from './email-service';
import { updateProfile } from './profile-repository';
import { findUserById } from './user-repository';

/**
 * Name, contact phone and default order remark; empty optional fields are cleared. The email changes only
 * through its confirmation link (decision 043): a new address is sent one, the confirmed one stays meanwhile.
 * Answers the member and where a confirmation link went, if one did.
 */
export async function updateInfo(
  db: Db,
  userId: number,
  body: UpdateInfoBody,
  links: MailLinks,
): Promise<{ info: UserInfo; confirmationSentTo: string | null }> {
  const form = applyRules(updateInfoRulesSchema, body);
  const confirmationSentTo = await changeEmail(db, userId, form.email, links);
  await updateProfile(db, userId, { name: form.name, phone: form.phone, defaultRemark: form.remark }, links.now);
  return { info: await getUserInfo(db, userId, links.now), confirmationSentTo };
}

/** The member's own account as `/api/user/info` answers it; `now` decides which confirmation link still waits. */
export async function getUserInfo(db: Db, userId: number, now: number): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户不存在');
  const pendingEmail = await findPendingEmail(db, userId, now);
  return {
    CustomAccount: user.account,
    CustomerName: user.name,
    HeadImg: user.head_img,
    balance: Number(user.balance),
    phone: user.phone,
    email: user.email,
    emailVerified: user.email !== null && user.email_verified_at !== null,
    pendingEmail,
    defaultRemark: user.default_remark,
    role: user.role,
    mustChangePassword: user.must_change_password === 1,
  };
}
