import { type UpdateInfoBody, type UserInfo, updateInfoRulesSchema } from '@daigou/contract';
import type { Db } from '../../db/database';
import { getUserInfo } from '../auth/auth-service';
import { applyRules } from '../auth/form-rules';
import { updateProfile } from './profile-repository';

/** Name, contact phone, email and default order remark; empty optional fields are cleared. */
export async function updateInfo(db: Db, userId: number, body: UpdateInfoBody, now: number): Promise<UserInfo> {
  const form = applyRules(updateInfoRulesSchema, body);
  await updateProfile(db, userId, { name: form.name, phone: form.phone, email: form.email, defaultRemark: form.remark }, now);
  return getUserInfo(db, userId);
}
