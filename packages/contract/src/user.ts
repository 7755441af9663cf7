import { z } from 'zod';
import { lineText, MULTI_LINE_PATTERN, multiLineText, SINGLE_LINE_PATTERN } from './input-rules';
import type { RequestInput } from './request-input';

/** User info, from the balance call (spec §3). Balance is integer yen. */
export const userInfoSchema = z.object({
  CustomAccount: z.string(),
  CustomerName: z.string(),
  HeadImg: z.string().nullable(),
  balance: z.number().int(),
  phone: z.string().nullable(),
  /** The address mail goes to, once confirmed (emailVerified). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link to be opened; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  defaultRemark: z.string().nullable(),
  role: z.enum(['member', 'operator']),
  /** An operator whose password was generated at seed: the console asks for a new one first (decision 063). */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

export const loginBodySchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64).regex(SINGLE_LINE_PATTERN, '账号格式不正确'),
  password: lineText(128).min(1, '请输入密码'),
  remember: z.coerce.number().int().min(0).max(1).default(0),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginInput = RequestInput<typeof loginBodySchema>;

/**
 * Failed logins counted within a sliding window (decision 018): per account, per account + address, and a much
 * higher ceiling per address, which an office, campus or mobile carrier shares.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = { account: 10, pair: 10, address: 100 } as const;

/** The refusal once a limit is reached, with the wait until the oldest counted failure leaves the window. */
export const loginLimitMessage = (minutes: number) => `登录失败次数过多，请 ${Math.max(1, Math.ceil(minutes))} 分钟后再试`;

/** Transport limits (and no control characters): the rules below give the member-readable messages. */
const formText = (max: number) => lineText(max).default('');

export const accountRuleSchema = z
  .string()
  .trim()
  .min(1, '请输入账号')
  .regex(ACCOUNT_PATTERN, '账号须为 3–32 位字母、数字或下划线');

/** At least 8 characters with both letters and digits. */
export const passwordRuleSchema = z
  .string()
  .min(8, '密码至少 8 位，且须同时包含字母和数字')
  .max(128, '密码不能超过 128 位')
  .regex(/[A-Za-z]/, '密码至少 8 位，且须同时包含字母和数字')
  .regex(/\d/, '密码至少 8 位，且须同时包含字母和数字');

export const displayNameRuleSchema = z
  .string()
  .trim()
  .min(1, '请输入昵称')
  .max(32, '昵称不能超过 32 个字')
  .regex(SINGLE_LINE_PATTERN, '昵称不能包含特殊控制字符');

const optionalText = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.union([z.null(), rule]));

export const emailRuleSchema = z.string().max(128, '邮箱不能超过 128 个字符').pipe(z.email('请输入正确的邮箱地址'));

/** POST /api/user/register (form-urlencoded), as sent; the email is optional (a confirmation link goes to it). */
export const registerBodySchema = z.object({
  account: formText(256),
  password: formText(256),
  confirm: formText(256),
  name: formText(256),
  email: formText(256),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = RequestInput<typeof registerBodySchema>;

/** The registration rules with their Chinese messages; the server and the web form share them. */
export const registerRulesSchema = z
  .object({
    account: accountRuleSchema,
    password: passwordRuleSchema,
    confirm: z.string(),
    name: displayNameRuleSchema,
    email: optionalText(emailRuleSchema).default(null),
  })
  .refine((v) => v.password === v.confirm, { message: '两次输入的密码不一致', path: ['confirm'] });

/** POST /api/user/changePassword (form-urlencoded), as sent. */
export const changePasswordBodySchema = z.object({
  oldPassword: formText(256),
  password: formText(256),
  confirm: formText(256),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangePasswordInput = RequestInput<typeof changePasswordBodySchema>;

export const changePasswordRulesSchema = z
  .object({
    oldPassword: z.string().min(1, '请输入原密码'),
    password: passwordRuleSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: '两次输入的密码不一致', path: ['confirm'] })
  .refine((v) => v.password !== v.oldPassword, { message: '新密码不能与原密码相同', path: ['password'] });

/** POST /api/user/updateInfo (form-urlencoded), as sent: name, contact phone, email, default remark. */
export const updateInfoBodySchema = z.object({
  name: formText(256),
  phone: formText(256),
  email: formText(256),
  remark: multiLineText(2000).default(''),
});
export type UpdateInfoBody = z.infer<typeof updateInfoBodySchema>;
export type UpdateInfoInput = RequestInput<typeof updateInfoBodySchema>;

export const updateInfoRulesSchema = z.object({
  name: displayNameRuleSchema,
  phone: optionalText(z.string().regex(/^\+?[0-9][0-9 -]{4,30}$/, '请输入正确的联系电话')),
  email: optionalText(emailRuleSchema),
  remark: optionalText(
    z.string().max(500, '默认备注不能超过 500 个字').regex(MULTI_LINE_PATTERN, '默认备注不能包含特殊控制字符'),
  ),
});
export type UpdateInfoRules = z.infer<typeof updateInfoRulesSchema>;

/** The answer of updateHeadImg: the new, versioned avatar URL. */
export const headImgResultSchema = z.object({ HeadImg: z.string() });
export type HeadImgResult = z.infer<typeof headImgResultSchema>;

const formFlag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((v) => v === '1' || v === 'true' || v === 'on')
  .optional();

/** POST /api/sys/EditMsgSet (form-urlencoded): each event 0/1; a missing field keeps its setting. */
export const editMsgSetBodySchema = z.object({
  orderStatus: formFlag,
  orderMessage: formFlag,
  auctionEnding: formFlag,
  outbid: formFlag,
  topUp: formFlag,
  savedSearch: formFlag,
});
export type EditMsgSetBody = z.infer<typeof editMsgSetBodySchema>;
export type EditMsgSetInput = RequestInput<typeof editMsgSetBodySchema>;

// ---------------------------------------------------------------- password reset and email confirmation

/** Single-use links (decision 043): 256 random bits, base64url. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_CONFIRM_HOURS = 24;
const tokenRuleSchema = z.string().trim().regex(ACCOUNT_TOKEN_PATTERN, '链接不完整或无效，请从邮件中重新打开');

/** The one answer to "forgot password", whether or not the account exists or has a confirmed email. */
export const FORGOT_PASSWORD_ANSWER = `如果该账号存在并已验证邮箱，重置密码的链接已发送到该邮箱，${PASSWORD_RESET_MINUTES} 分钟内有效。`;
export const RESET_LINK_INVALID = '重置链接无效或已过期，请重新申请';

/** POST /api/auth/forgot (form-urlencoded): an account name or a confirmed email. */
export const forgotPasswordBodySchema = z.object({
  account: lineText(256).trim().min(1, '请输入账号或邮箱'),
});
export type ForgotPasswordInput = RequestInput<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset (form-urlencoded), as sent. */
export const resetPasswordBodySchema = z.object({
  token: formText(256),
  password: formText(256),
  confirm: formText(256),
});
export type ResetPasswordInput = RequestInput<typeof resetPasswordBodySchema>;

/** Its answer: the account whose password was set (the login screen fills it in). */
export const resetPasswordResultSchema = z.object({ account: z.string() });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

export const resetPasswordRulesSchema = z
  .object({ token: tokenRuleSchema, password: passwordRuleSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: '两次输入的密码不一致', path: ['confirm'] });

/** POST /api/user/confirmEmail (form-urlencoded): the token from the confirmation link; no login needed. */
export const confirmEmailBodySchema = z.object({ token: formText(256) });
export type ConfirmEmailInput = RequestInput<typeof confirmEmailBodySchema>;
export const confirmEmailRulesSchema = z.object({ token: tokenRuleSchema });
export const confirmEmailResultSchema = z.object({ email: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;
/** POST /api/user/sendEmailConfirm: the address the confirmation link went to. */
export const sendEmailConfirmResultSchema = z.object({ email: z.string() });
export type SendEmailConfirmResult = z.infer<typeof sendEmailConfirmResultSchema>;
