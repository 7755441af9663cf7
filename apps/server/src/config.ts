import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from './modules/auth/password';
import { paymentSettingsIssues } from './payment-settings';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** An http(s) origin with an optional path, kept without its trailing slash. */
const upstreamUrl = z
  .string()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    },
    { message: 'must be an http:// or https:// URL without query or fragment' },
  )
  .transform((v) => v.replace(/\/+$/, ''));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The interface to listen on: this machine only unless set, e.g. `0.0.0.0` in a container (decision 063). */
  HOST: z.string().min(1).default('127.0.0.1'),
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
  /** Sign-ups per client address and hour, counted in the database so every instance shares it. */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CATALOG_SIZE: z.coerce.number().int().min(10).max(2_000_000).default(5000),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * The first operator's password, used only when the seed creates it (tests and e2e runs name one). Without
   * it the password is generated, printed once at start and must be changed at first login (decision 063).
   */
  SEED_OPERATOR_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters with a letter and a digit')
    .max(128)
    .regex(/[A-Za-z]/, 'must contain a letter')
    .regex(/\d/, 'must contain a digit')
    .optional(),
  /**
   * After SIGTERM/SIGINT: how long the instance keeps serving (with `Connection: close`, /healthz failing) so
   * the load balancer takes it out before it stops listening; then in-flight requests get 4 s (decision 064).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Top-up providers: `sandbox` (the embedded default) or a comma list such as `wechat,alipay`; each real one
   * needs its keys below (payment-settings.ts checks them at boot). A channel without its real
   * provider falls back to the sandbox when `sandbox` is in the list, and is refused otherwise.
   */
  PAYMENT_PROVIDER: z
    .string()
    .transform((v) => v.split(',').map((p) => p.trim()))
    .pipe(
      z
        .array(z.enum(['sandbox', 'wechat', 'alipay']))
        .min(1)
        .refine((list) => new Set(list).size === list.length, { message: 'names a provider twice' }),
    )
    .default(['sandbox']),
  /** The site's public address (https://…): providers' notify and return URLs. Required with a real provider. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{6,32}$/, { message: 'must be the merchant number (digits)' })
    .optional(),
  WECHATPAY_APPID: z
    .string()
    .regex(/^[A-Za-z0-9_]{6,32}$/, { message: 'must be an AppID such as wx…' })
    .optional(),
  /** Serial number of the merchant's API certificate (named in every signed request). */
  WECHATPAY_MERCHANT_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, { message: 'must be a hexadecimal serial' })
    .optional(),
  /** The merchant's API private key (apiclient_key.pem): a file path or the PEM itself. */
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  /** APIv3 key (32 characters) that decrypts notifications. */
  WECHATPAY_APIV3_KEY: z.string().length(32, { message: 'must be the 32-character APIv3 key' }).optional(),
  /** WeChat Pay public key (public-key mode): a file path or PEM, and its id PUB_KEY_ID_…. */
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_[0-9A-Za-z]+$/, { message: 'must be PUB_KEY_ID_…' })
    .optional(),
  /** Platform certificate(s) (the older mode): file paths or PEM, several separated by `,` when paths. */
  WECHATPAY_PLATFORM_CERT: z.string().optional(),
  WECHATPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com/'),
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{8,32}$/, { message: 'must be the application id (digits)' })
    .optional(),
  /** The application's private key (RSA2): a file path or PEM. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay's public key that signs notifications and replies: a file path or PEM. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),
  /** DeepL API key: full translations of titles, descriptions and reviews; without it the glossary only. */
  DEEPL_AUTH_KEY: z.string().min(1).max(200).optional(),
  /** DeepL server (default: the one the key belongs to, free or pro); tests point it at a fake server. */
  DEEPL_SERVER_URL: z.string().url().optional(),
  /**
   * An OpenAI-compatible chat-completions API that translates instead of DeepL (decision 076): its base URL up to
   * `/chat/completions` (https://api.deepseek.com/v1, https://dashscope.aliyuncs.com/compatible-mode/v1,
   * https://ark.cn-beijing.volces.com/api/v3, http://127.0.0.1:11434/v1 …), its key and the model's name.
   */
  TRANSLATION_API_URL: upstreamUrl.optional(),
  TRANSLATION_API_KEY: z.string().min(1).max(500).optional(),
  TRANSLATION_MODEL: z.string().min(1).max(200).optional(),
  /** How long one chat-completions call may take before the member reads the gloss instead. */
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8_000),
  /** Where items come from: the embedded simulator, or the real Yahoo! Auctions read from its public pages (decision 034). */
  MARKETPLACE: z.enum(['local', 'yahoo']).default('local'),
  /** Yahoo! Auctions search and seller pages (tests point it at their fake upstream). */
  YAHOO_AUCTIONS_URL: upstreamUrl.default('https://auctions.yahoo.co.jp'),
  /** Yahoo! Auctions item pages. */
  YAHOO_PAGE_URL: upstreamUrl.default('https://page.auctions.yahoo.co.jp'),
  /** Requests per second this instance sends to Yahoo! Auctions (one shared queue). */
  YAHOO_REQUESTS_PER_SECOND: z.coerce.number().positive().max(20).default(1),
  /** How long one Yahoo! Auctions request may take before it counts as failed. */
  YAHOO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves the built web app from this folder when it exists. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Background jobs (auction simulation, snipes, reconciliation). Off in tests, which drive them directly. */
  JOBS: booleanFlag.default(true),
  /**
   * How often saved searches are checked for new listings (decision 087): each pass checks a few searches, so in
   * Yahoo mode this sets the upstream budget the alerts spend (3 searches a pass).
   */
  SAVED_SEARCH_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /**
   * Key that encrypts resident ID numbers in the address book (AES-256-GCM, decision 031): 32 bytes as 64 hex
   * characters. Without it: generated beside an SQLite file, required on PostgreSQL (decision 060).
   */
  ID_NUMBER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** Test-only controls (the clock). Never on in production. */
  TEST_CONTROLS: booleanFlag.default(false),
  /**
   * scrypt's cost for new password hashes, as log2 of N: the store's own (17, OWASP's N=2^17, about a third of a
   * second of CPU per hash, and the most the hashing's memory cap allows). Lower only with NODE_ENV=test, where hundreds of sign-ups and logins would otherwise
   * spend minutes hashing (decision 104).
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(PASSWORD_HASH_COST).default(PASSWORD_HASH_COST),
  /**
   * Proxies in front of the server whose X-Forwarded-For/-Proto entries are trusted (client address for login
   * and rate limits, Secure cookies): 0 (none, the default), 1 (one load balancer; `1`/`true`/`yes`/`on`), or
   * more. Only as many entries from the right are believed, so a client cannot fake its address.
   */
  /**
   * Outgoing mail over SMTP (decision 042): `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
   * `smtps://…:465` (TLS from the start); `?tls.rejectUnauthorized=false` accepts a self-signed certificate.
   * Without it every mail goes to the embedded outbox, shown to staff in the console.
   */
  SMTP_URL: z
    .string()
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
        } catch {
          return false;
        }
      },
      { message: 'must be smtp://[user:pass@]host[:port] or smtps://…' },
    )
    .optional(),
  /** The sender of every mail, e.g. `代购 <no-reply@example.com>`; required with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(/^[^\r\n]*@[^\r\n]*$/, { message: 'must be an address, e.g. 代购 <no-reply@example.com>' })
    .optional(),
  TRUST_PROXY: z
    .enum(['0', '1', '2', '3', '4', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .transform((v) => (['true', 'yes', 'on'].includes(v) ? 1 : ['false', 'no', 'off'].includes(v) ? 0 : Number(v)))
    .default(0),
});

export type Config = z.infer<typeof configSchema>;

/** Where links in mails point: PUBLIC_URL without a trailing slash, or this server on localhost. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

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
  if (parsed.data.SMTP_URL && !parsed.data.MAIL_FROM) {
    throw new ConfigError(['MAIL_FROM: required when SMTP_URL is set (the sender of every mail)']);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.TEST_CONTROLS) {
    throw new ConfigError(['TEST_CONTROLS: must be off when NODE_ENV=production']);
  }
  if (parsed.data.PASSWORD_HASH_COST < PASSWORD_HASH_COST && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError([`PASSWORD_HASH_COST: below ${PASSWORD_HASH_COST} only when NODE_ENV=test`]);
  }
  const translationIssues = translationSettingsIssues(parsed.data);
  if (translationIssues.length > 0) throw new ConfigError(translationIssues);
  const paymentIssues = paymentSettingsIssues(parsed.data);
  if (paymentIssues.length > 0) throw new ConfigError(paymentIssues);
  return parsed.data;
}

/** The chat translator needs its URL, key and model together, and only one translation provider can serve. */
function translationSettingsIssues(config: z.infer<typeof configSchema>): string[] {
  const chat = {
    TRANSLATION_API_URL: config.TRANSLATION_API_URL,
    TRANSLATION_API_KEY: config.TRANSLATION_API_KEY,
    TRANSLATION_MODEL: config.TRANSLATION_MODEL,
  };
  const set = Object.entries(chat).filter(([, v]) => v !== undefined);
  if (!set.length) return [];
  const issues = Object.entries(chat)
    .filter(([, v]) => v === undefined)
    .map(([key]) => `${key}: required with ${set.map(([k]) => k).join(', ')} (the chat translator needs URL, key and model)`);
  if (config.DEEPL_AUTH_KEY)
    issues.push('DEEPL_AUTH_KEY: set either DeepL or the chat translator (TRANSLATION_API_URL …), not both');
  return issues;
}
