import { z } from 'zod';

/** User info, from the balance call (spec §3). Balance is integer yen. */
export const userInfoSchema = z.object({
  CustomAccount: z.string(),
  CustomerName: z.string(),
  HeadImg: z.string().nullable(),
  balance: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  defaultRemark: z.string().nullable(),
  role: z.enum(['member', 'operator']),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

export const loginBodySchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  remember: z.coerce.number().int().min(0).max(1).default(0),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
