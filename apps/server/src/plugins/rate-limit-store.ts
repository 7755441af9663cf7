import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock';

/** How long the limits stay in this process's memory after Redis failed, before one call tries Redis again. */
export const REDIS_PROBE_PERIOD_MS = 5_000;
/**
 * Addresses (and subjects) one instance counts in memory, per limit: the library's default is 5,000, and a store
 * reached by 20,000 addresses a minute (quality.md's load) would evict an address's count before its next call.
 * An entry is about a hundred bytes (decision 098).
 */
export const LOCAL_RATE_LIMIT_KEYS = 100_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;

// The library's own two stores (not exported by name): counting stays exactly the library's, in either place.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;

/**
 * Whether Redis may be asked now (decision 065). Healthy: always. After a failure: not for
 * REDIS_PROBE_PERIOD_MS; then the first call is the probe and re-arms the period, so however many calls
 * arrive, an instance tries an absent Redis at most once per period, and every other call is counted in memory
 * at once. A probe that succeeds closes the circuit.
 */
export class RedisCircuit {
  private failing = false;
  private retryAt = 0;
  /** Calls that went to Redis (for the log and the tests). */
  attempts = 0;

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly periodMs = REDIS_PROBE_PERIOD_MS,
  ) {}

  get open(): boolean {
    return this.failing;
  }

  /** True when this call should go to Redis; false when it is counted in memory. */
  tryRedis(): boolean {
    if (!this.failing) return true;
    const now = this.clock.now();
    if (now < this.retryAt) return false;
    this.retryAt = now + this.periodMs;
    return true;
  }

  succeeded(): void {
    if (this.failing) this.log.info('Redis answers again: rate limits are shared by every instance again');
    this.failing = false;
  }

  failed(error: unknown): void {
    if (!this.failing)
      this.log.warn(
        { err: error, probeEveryMs: this.periodMs },
        'Redis unavailable: rate limits are counted by this instance alone until it answers',
      );
    this.failing = true;
    this.retryAt = this.clock.now() + this.periodMs;
  }
}

/**
 * A store for @fastify/rate-limit: counts in Redis (shared by every instance) while it answers, in this
 * process's memory while it does not. A call never waits on a Redis that is known to be down: the client
 * refuses commands at once while disconnected, and the circuit keeps calls off Redis between probes.
 */
export function resilientStore(redis: Redis, nameSpace: string, circuit: RedisCircuit) {
  class ResilientStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, shared?: Store, local?: Store) {
      this.shared = shared ?? new RedisStore(!!options.continueExceeding, !!options.exponentialBackoff, redis, nameSpace);
      this.local = local ?? new LocalStore(!!options.continueExceeding, !!options.exponentialBackoff, LOCAL_RATE_LIMIT_KEYS);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!circuit.tryRedis()) {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      if (redis.status !== 'ready') {
        // Disconnected or reconnecting: the client would only queue or refuse; count here without asking.
        circuit.failed(new Error(`Redis connection ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      circuit.attempts++;
      this.shared.incr(
        key,
        (error, result) => {
          if (error) {
            circuit.failed(error);
            this.local.incr(key, callback, timeWindow, max);
            return;
          }
          circuit.succeeded();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: object): Store {
      return new ResilientStore({}, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The library's type leaves out the window and maximum it passes to incr.
  return ResilientStore as unknown as FastifyRateLimitStoreCtor;
}
