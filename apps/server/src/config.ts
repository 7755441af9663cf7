import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .refine((v) => v.startsWith('postgres://') || v.startsWith('postgresql://') || v.startsWith('file:') || v === ':memory:', {
      message: 'must be postgres://…, file:<path> or :memory:',
    })
    .default(`file:${path.resolve(process.cwd(), 'data', 'daigou.sqlite')}`),
  /** Shared rate-limit counters when several instances run (decision 019); in memory without it. */
  REDIS_URL: z
    .string()
    .refine((v) => v.startsWith('redis://') || v.startsWith('rediss://'), { message: 'must be redis://… or rediss://…' })
    .optional(),
  /** Prefix of every Redis key this store writes, so several stores (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('daigou:'),
  /** General ceiling of API calls per client address and minute; some routes have their own (plugins/rate-limits.ts). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  CATALOG_SIZE: z.coerce.number().int().min(10).max(2_000_000).default(5000),
  SEED_DEMO: booleanFlag.default(true),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves the built web app from this folder when it exists. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Background jobs (auction simulation, snipes, reconciliation). Off in tests, which drive them directly. */
  JOBS: booleanFlag.default(true),
  /** Test-only controls (the clock). Never on in production. */
  TEST_CONTROLS: booleanFlag.default(false),
  /**
   * Proxies in front of the server whose X-Forwarded-For/-Proto entries are trusted (client address for login
   * and rate limits, Secure cookies): 0 (none, the default), 1 (one load balancer; `1`/`true`/`yes`/`on`), or
   * more. Only as many entries from the right are believed, so a client cannot fake its address.
   */
  TRUST_PROXY: z
    .enum(['0', '1', '2', '3', '4', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .transform((v) => (['true', 'yes', 'on'].includes(v) ? 1 : ['false', 'no', 'off'].includes(v) ? 0 : Number(v)))
    .default(0),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; every missing or bad key is reported at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const keys = Object.keys(configSchema.shape);
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(input[String(issue.path[0])])})`,
      ),
    );
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.TEST_CONTROLS) {
    throw new ConfigError(['TEST_CONTROLS: must be off when NODE_ENV=production']);
  }
  return parsed.data;
}
