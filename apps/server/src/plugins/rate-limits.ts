import rateLimit, { type errorResponseBuilderContext, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors';
import { LOCAL_RATE_LIMIT_KEYS, RedisCircuit, resilientStore } from './rate-limit-store';

const MINUTE = 60_000;

/** Answers whether `subject` (an account, an address …) is still within its allowance, and counts this call. */
export type SubjectLimit = (request: FastifyRequest, subject: string | number) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limit counted per subject rather than per client address, in the same store as the route limits (Redis
     * when set, so shared by every instance): e.g. password-reset mails per account.
     */
    subjectLimit(name: string, limit: { max: number; timeWindow: number }): SubjectLimit;
  }
}

/**
 * Per-route limits, per client address and minute (decision 019). Each route counts on its own; every other
 * API call counts against the general ceiling RATE_LIMIT_PER_MINUTE. Failed logins have their own, stricter
 * counts in the database (decision 018): these limits only stop floods.
 */
export const ROUTE_LIMITS: Record<string, Pick<RateLimitOptions, 'max' | 'timeWindow'>> = {
  'POST /api/user/login': { max: 30, timeWindow: MINUTE },
  'POST /api/user/register': { max: 20, timeWindow: MINUTE },
  'POST /api/user/changePassword': { max: 10, timeWindow: MINUTE },
  // Password reset and email confirmation (decision 043); each account has its own allowance too (subjectLimit).
  'POST /api/auth/forgot': { max: 10, timeWindow: 15 * MINUTE },
  'POST /api/auth/reset': { max: 20, timeWindow: 15 * MINUTE },
  'POST /api/user/confirmEmail': { max: 20, timeWindow: 15 * MINUTE },
  'POST /api/user/sendEmailConfirm': { max: 5, timeWindow: 15 * MINUTE },
  'POST /api/user/webRecharge': { max: 20, timeWindow: MINUTE },
  'POST /api/order/sendMsg': { max: 30, timeWindow: MINUTE },
  'POST /api/user/updateHeadImg': { max: 10, timeWindow: MINUTE },
  // Staff upload many inspection photos in a row, usually from one office address.
  'POST /api/admin/order/photo': { max: 120, timeWindow: MINUTE },
  'POST /api/admin/banners/upload': { max: 60, timeWindow: MINUTE },
};

/**
 * Payment notifications come from the provider's few addresses, carry every member's payments, and are
 * verified by their signature: a per-address count would refuse the provider, so they have none.
 */
const UNLIMITED_PREFIXES = ['/api/pay/notify/'];

function limitOf(methods: string[], url: string): Pick<RateLimitOptions, 'max' | 'timeWindow'> | false | undefined {
  if (UNLIMITED_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  for (const method of methods) {
    const limit = ROUTE_LIMITS[`${method} ${url}`];
    if (limit) return limit;
  }
  return undefined;
}

/** "N 秒" or "N 分钟": how long until the count starts again. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

/**
 * @fastify/rate-limit on every API call: per-route limits from ROUTE_LIMITS and a general per-address
 * ceiling. Counters live in this process, or in Redis when REDIS_URL is set, so several instances share one
 * count; while Redis does not answer, each instance counts alone in memory (decision 065). `x-ratelimit-limit/-remaining/-reset` show it; the refusal is HTTP 429 with the envelope and a
 * Chinese message saying how long to wait. Static files, the web app and /healthz are not counted.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL, REDIS_KEY_PREFIX, RATE_LIMIT_PER_MINUTE } = app.config;
    let redis: Redis | undefined;
    let circuit: RedisCircuit | undefined;
    if (REDIS_URL) {
      redis = new Redis(REDIS_URL, {
        lazyConnect: true,
        connectTimeout: 5_000,
        commandTimeout: 1_000,
        maxRetriesPerRequest: 1,
        // While disconnected a command fails at once instead of waiting in a queue (decision 065).
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limits) connection error'));
      // A wrong REDIS_URL stops the boot rather than leaving every instance counting alone.
      await redis.connect();
      circuit = new RedisCircuit(app.clock, app.log);
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const limit = limitOf(methods, route.url);
      if (limit !== undefined) route.config = { ...route.config, rateLimit: limit } as typeof route.config;
    });

    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMIT_PER_MINUTE,
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => request.ip,
      // Only API calls count; static files, the web app and the load balancer's health checks do not.
      allowList: (request: FastifyRequest) => !request.url.startsWith('/api/'),
      // Redis while it answers, this instance's memory while it does not (decision 065): never a wait per call,
      // never a call without a limit.
      ...(redis && circuit ? { store: resilientStore(redis, `${REDIS_KEY_PREFIX}rate-limit:`, circuit) } : {}),
      cache: LOCAL_RATE_LIMIT_KEYS,
      // Only if counting in memory itself failed: serve rather than fail every call (logged below).
      skipOnError: true,
      onExceeded: (request: FastifyRequest, key: string) => request.log.warn({ key, url: request.url }, 'rate limit reached'),
      errorResponseBuilder: (_request: FastifyRequest, context: errorResponseBuilderContext) =>
        tooManyRequests(`操作过于频繁，请 ${waitText(context.ttl)}后再试`),
    });
    const subjects = new WeakMap<FastifyRequest, string>();
    // One counter per name, however many routes ask for it.
    const limits = new Map<string, SubjectLimit>();
    app.decorate('subjectLimit', (name: string, limit: { max: number; timeWindow: number }): SubjectLimit => {
      const known = limits.get(name);
      if (known) return known;
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request: FastifyRequest) => `${name}:${subjects.get(request) ?? ''}`,
      });
      const subjectLimit: SubjectLimit = async (request, subject) => {
        subjects.set(request, String(subject));
        try {
          // isAllowed is only true for allow-listed requests; a counted one is within its limit unless exceeded.
          const result = await check(request);
          return result.isAllowed || !result.isExceeded;
        } catch (error) {
          // The store is unreachable for a moment: as for the route limits, serve rather than fail (logged).
          request.log.warn({ err: error, limit: name }, 'subject limit unavailable');
          return true;
        }
      };
      limits.set(name, subjectLimit);
      return subjectLimit;
    });
    app.log.debug({ perMinute: RATE_LIMIT_PER_MINUTE, routes: ROUTE_LIMITS, store: redis ? 'redis' : 'memory' }, 'rate limits');
  },
  { name: 'rate-limits', dependencies: [] },
);
