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
  email: z.string().nullable(),
  defaultRemark: z.string().nullable(),
  role: z.enum(['member', 'operator']),
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

/** POST /api/user/register (form-urlencoded), as sent. */
export const registerBodySchema = z.object({
  account: formText(256),
  password: formText(256),
  confirm: formText(256),
  name: formText(256),
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

const optionalText = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.union([z.null(), rule]));

export const updateInfoRulesSchema = z.object({
  name: displayNameRuleSchema,
  phone: optionalText(z.string().regex(/^\+?[0-9][0-9 -]{4,30}$/, '请输入正确的联系电话')),
  email: optionalText(z.string().max(128, '邮箱不能超过 128 个字符').pipe(z.email('请输入正确的邮箱地址'))),
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
});
export type EditMsgSetBody = z.infer<typeof editMsgSetBodySchema>;
export type EditMsgSetInput = RequestInput<typeof editMsgSetBodySchema>;
