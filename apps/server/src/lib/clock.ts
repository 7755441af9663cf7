/** Time source for everything that depends on "now": auctions, sessions, expiries. Injectable in tests. */
export interface Clock {
  now(): number;
}

/** The system clock, shifted by an offset that test controls may advance (never in production). */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: () => number = Date.now) {}
  now(): number {
    return this.base() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

/** A clock that only moves when told: for deterministic tests. */
export class ManualClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 10, 21, 3, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
