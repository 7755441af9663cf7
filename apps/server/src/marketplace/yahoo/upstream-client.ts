import { type BreakerState, CircuitBreaker } from './circuit-breaker';
import { type QueueClock, RequestQueue } from './request-queue';
import { UpstreamBusyError, type UpstreamFailureKind, type UpstreamShapeError } from './upstream-errors';

/** A desktop browser, as the public pages expect (they serve other markup to unknown agents). */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Which kind of upstream page a request was for (the operator view shows each one's last fetch). */
export type PageKind = 'item' | 'search' | 'seller' | 'listing';

export interface UpstreamClientOptions {
  /** Requests per second this instance sends (the queue). */
  perSecond: number;
  timeoutMs: number;
  /** Longest wait for a turn in the queue before refusing at once. */
  maxQueueWaitMs?: number;
  breaker?: CircuitBreaker;
  /** The request queue's time (real monotonic time unless a test gives a virtual one). */
  queueClock?: QueueClock;
  /** Wall time for the stats (ms). */
  now?: () => number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface UpstreamPage {
  status: number;
  html: string;
  url: string;
  /** When the request left the queue (the queue clock). */
  startedAt: number;
}

/** What the operator console and /healthz detail show about the upstream (this instance's view). */
export interface UpstreamStats {
  breaker: { state: BreakerState; retryAt: number | null; opened: number };
  requests: number;
  /** Last successful fetch per page kind (wall time), null when never. */
  lastFetchAt: Record<PageKind, number | null>;
  lastFailureAt: number | null;
  errors: Partial<Record<UpstreamFailureKind, number>>;
  queueBacklogMs: number;
  perSecond: number;
  /** The last page that could not be read (where, what, when); null when none since start. */
  lastShapeError: { url: string; problem: string; at: number } | null;
}

/**
 * Every HTTP request to the real marketplace goes through here: the shared queue (rate), a desktop
 * User-Agent, a timeout, the circuit breaker, and the counters the operator view shows. Answers other than
 * 200 (and 404 where the caller allows it) are failures; 403, 429, 5xx and timeouts count towards the breaker.
 */
export class UpstreamClient {
  readonly breaker: CircuitBreaker;
  private readonly queue: RequestQueue;
  private readonly now: () => number;
  private requests = 0;
  private lastFailureAt: number | null = null;
  private readonly lastFetchAt: Record<PageKind, number | null> = { item: null, search: null, seller: null, listing: null };
  private readonly errors: Partial<Record<UpstreamFailureKind, number>> = {};
  private lastShapeError: UpstreamStats['lastShapeError'] = null;

  constructor(private readonly options: UpstreamClientOptions) {
    this.queue = new RequestQueue(options.perSecond, options.maxQueueWaitMs ?? 10_000, options.queueClock);
    this.breaker = options.breaker ?? new CircuitBreaker();
    this.now = options.now ?? Date.now;
  }

  /** GET one page. `allow404`: a 404 is an answer (a search without results, an item that is gone). */
  async get(kind: PageKind, url: string, { allow404 = false } = {}): Promise<UpstreamPage> {
    if (!this.breaker.tryAcquire()) throw this.fail(new UpstreamBusyError('breaker_open', url));
    const startedAt = await this.queue.turn();
    if (startedAt === null) {
      this.breaker.neutral();
      throw this.fail(new UpstreamBusyError('queue_full', url));
    }
    this.requests++;
    let response: Response;
    let html: string;
    try {
      response = await fetch(url, {
        headers: {
          'User-Agent': DESKTOP_USER_AGENT,
          Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'Accept-Language': 'ja,en-US;q=0.8,en;q=0.6',
        },
        redirect: 'follow',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      html = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.breaker.failure();
      throw this.fail(new UpstreamBusyError(timedOut ? 'timeout' : 'network', url));
    }
    const { status } = response;
    if (status === 200 || (status === 404 && allow404)) {
      this.breaker.success();
      this.lastFetchAt[kind] = this.now();
      return { status, html, url, startedAt };
    }
    if (status === 403 || status === 429 || status >= 500) {
      this.breaker.failure();
      throw this.fail(new UpstreamBusyError(status === 403 ? 'http_403' : status === 429 ? 'http_429' : 'http_5xx', url, status));
    }
    this.breaker.neutral();
    throw this.fail(new UpstreamBusyError('http_other', url, status));
  }

  /** A page that arrived but could not be read: counted and logged loudly. */
  shapeError(error: UpstreamShapeError): UpstreamShapeError {
    this.count('shape');
    this.lastShapeError = { url: error.url, problem: error.problem.slice(0, 300), at: this.now() };
    this.options.log?.error({ url: error.url, problem: error.problem }, 'upstream page has an unknown shape');
    return error;
  }

  stats(): UpstreamStats {
    return {
      breaker: { state: this.breaker.state, retryAt: this.breaker.retryAt, opened: this.breaker.opened },
      requests: this.requests,
      lastFetchAt: { ...this.lastFetchAt },
      lastFailureAt: this.lastFailureAt,
      errors: { ...this.errors },
      queueBacklogMs: Math.round(this.queue.backlogMs),
      perSecond: this.options.perSecond,
      lastShapeError: this.lastShapeError,
    };
  }

  private fail(error: UpstreamBusyError): UpstreamBusyError {
    this.count(error.kind);
    if (error.kind !== 'breaker_open')
      this.options.log?.warn({ url: error.url, kind: error.kind, status: error.status }, 'upstream request failed');
    return error;
  }

  private count(kind: UpstreamFailureKind): void {
    this.errors[kind] = (this.errors[kind] ?? 0) + 1;
    this.lastFailureAt = this.now();
  }
}
