/** The queue's time: when it is now, and waiting (ms). Real time by default; tests give a virtual one. */
export interface QueueClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Monotonic real time: politeness towards the upstream has nothing to do with auction time (the app clock). */
export const REAL_QUEUE_CLOCK: QueueClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.ceil(ms))),
};

/**
 * One shared queue for every request this instance sends upstream: requests start one after another, each at
 * least 1/`perSecond` s after the previous one actually started (so a stalled process never releases a burst),
 * in arrival order. A request that would wait longer than `maxWaitMs` for its turn is refused at once instead
 * (the caller shows 上游繁忙), so a burst of members cannot build an endless line.
 */
export class RequestQueue {
  private lastStart = Number.NEGATIVE_INFINITY;
  private waiting = 0;
  private chain: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;

  constructor(
    perSecond: number,
    private readonly maxWaitMs = 10_000,
    private readonly clock: QueueClock = REAL_QUEUE_CLOCK,
  ) {
    this.intervalMs = 1000 / perSecond;
  }

  /** Waits for this request's turn: answers when it started (the queue clock), or null when the turn is further away than maxWaitMs. */
  async turn(): Promise<number | null> {
    if (this.backlogMs > this.maxWaitMs) return null;
    this.waiting++;
    let startedAt = 0;
    const mine = this.chain.then(async () => {
      for (let wait = this.lastStart + this.intervalMs - this.clock.now(); wait > 0; ) {
        await this.clock.sleep(wait);
        wait = this.lastStart + this.intervalMs - this.clock.now();
      }
      startedAt = this.clock.now();
      this.lastStart = startedAt;
      this.waiting--;
    });
    this.chain = mine;
    await mine;
    return startedAt;
  }

  /** How long a new request would wait for its turn (ms). */
  get backlogMs(): number {
    return Math.max(0, this.lastStart + this.intervalMs - this.clock.now()) + this.waiting * this.intervalMs;
  }
}
