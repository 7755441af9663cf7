import { z } from 'zod';
import { SINGLE_LINE_PATTERN } from './input-rules';
import type { RequestInput } from './request-input';

/** Operator console: current login locks (decision 018) and lifting one. */

/** account: all failures of one account; pair: one account from one address; address: every account from one address. */
export const loginLockKindSchema = z.enum(['account', 'pair', 'address']);
export type LoginLockKind = z.infer<typeof loginLockKindSchema>;

export const LOGIN_LOCK_KIND_LABELS: Record<LoginLockKind, string> = {
  account: '账号',
  pair: '账号 + 地址',
  address: '地址',
};

export const adminLoginLockSchema = z.object({
  kind: loginLockKindSchema,
  /** The account as typed (lower-cased), for account and pair locks. */
  account: z.string().nullable(),
  /** The client address, for pair and address locks. */
  address: z.string().nullable(),
  /** The member with this account, when there is one (attempts on unknown accounts count too). */
  userId: z.number().int().nullable(),
  failures: z.number().int(),
  limit: z.number().int(),
  lastFailureAt: z.number().int(),
  /** When the lock ends by itself if nothing else fails. */
  lockedUntil: z.number().int(),
});
export type AdminLoginLock = z.infer<typeof adminLoginLockSchema>;

export const adminLoginLocksSchema = z.object({
  list: z.array(adminLoginLockSchema),
  windowMinutes: z.number().int(),
});
export type AdminLoginLocks = z.infer<typeof adminLoginLocksSchema>;

/** An address as Fastify reports it: IPv4, IPv6 (with an optional zone) or a socket name. */
const address = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z.:%_-]+$/, '地址格式不正确');
/** As counted: whatever was typed at login (trimmed, lower-cased), so also accounts that do not exist. */
const account = z.string().trim().min(1).max(64).regex(SINGLE_LINE_PATTERN, '账号格式不正确');

/** POST /api/admin/login-locks/lift: what to lift; the account for account and pair, the address for pair and address. */
export const adminLiftLoginLockBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account'), account }),
  z.object({ kind: z.literal('pair'), account, address }),
  z.object({ kind: z.literal('address'), address }),
]);
export type AdminLiftLoginLockBody = z.infer<typeof adminLiftLoginLockBodySchema>;
export type AdminLiftLoginLockInput = RequestInput<typeof adminLiftLoginLockBodySchema>;

export const adminLiftLoginLockResultSchema = z.object({ cleared: z.number().int() });
export type AdminLiftLoginLockResult = z.infer<typeof adminLiftLoginLockResultSchema>;
