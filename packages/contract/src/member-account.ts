import { z } from 'zod';
import { idSchema } from './input-rules';
import type { RequestInput } from './request-input';

/** Operator console: a member's account — email state, what happened to it — and sending a reset link (decision 043). */

export const ACCOUNT_EVENT_LABELS: Record<string, string> = {
  password_reset: '通过邮件链接重置密码',
  reset_link_by_staff: '客服发送了重置密码链接',
  email_confirmed: '验证了邮箱',
};

export const adminMemberAccountQuerySchema = z.object({ userId: idSchema });
export type AdminMemberAccountQueryInput = RequestInput<typeof adminMemberAccountQuerySchema>;

export const accountEventSchema = z.object({
  kind: z.string(),
  label: z.string(),
  /** The client address it came from, when a member acted. */
  address: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  /** The address concerned (confirmed email, where a link went). */
  detail: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

export const adminMemberAccountSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(['member', 'operator']),
  balance: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  createdAt: z.number().int(),
  events: z.array(accountEventSchema),
});
export type AdminMemberAccount = z.infer<typeof adminMemberAccountSchema>;

/** POST /api/admin/members/reset-link: a reset link to the member's confirmed email; staff never see it. */
export const adminResetLinkBodySchema = z.object({ userId: idSchema });
export type AdminResetLinkInput = RequestInput<typeof adminResetLinkBodySchema>;
export const adminResetLinkResultSchema = z.object({ to: z.string() });
export type AdminResetLinkResult = z.infer<typeof adminResetLinkResultSchema>;
