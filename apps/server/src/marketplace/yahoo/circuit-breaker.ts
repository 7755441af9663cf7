/**
 * A circuit breaker for one upstream: a run of `threshold` refusals (403, 429, 5xx, timeouts) in a row opens
 * it; while open every request fails at once without reaching the upstream; after `openMs` one trial request
 * goes through (half-open): success closes the breaker, failure opens it again for twice as long (at most
 * `maxOpenMs`). Time comes from `now()` so tests move it.
 */
export type BreakerState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  threshold?: number;
  openMs?: number;
  maxOpenMs?: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private currentOpenMs: number;
  private trialInFlight = false;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly maxOpenMs: number;
  private readonly now: () => number;
  /** How many times it opened since start. */
  opened = 0;

  constructor(options: CircuitBreakerOptions = {}) {
    this.threshold = options.threshold ?? 3;
    this.openMs = options.openMs ?? 30_000;
    this.maxOpenMs = options.maxOpenMs ?? 10 * 60_000;
    this.currentOpenMs = this.openMs;
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.currentOpenMs ? 'half_open' : 'open';
  }

  /** When an open breaker lets a trial through (null when closed). */
  get retryAt(): number | null {
    return this.openedAt === null ? null : this.openedAt + this.currentOpenMs;
  }

  /** Whether a request may go now; in half-open state only one at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.currentOpenMs = this.openMs;
    this.trialInFlight = false;
  }

  /** A refusal or timeout. */
  failure(): void {
    if (this.trialInFlight) {
      this.trialInFlight = false;
      this.currentOpenMs = Math.min(this.currentOpenMs * 2, this.maxOpenMs);
      this.openedAt = this.now();
      this.opened++;
      return;
    }
    this.failures++;
    if (this.openedAt === null && this.failures >= this.threshold) {
      this.openedAt = this.now();
      this.opened++;
    }
  }

  /** An answer that says nothing about the upstream's health (a shape problem, a 404): ends a trial as success. */
  neutral(): void {
    if (this.trialInFlight) this.success();
  }
}
