/**
 * A small time-bounded cache, oldest entries dropped first when full. Real time, not the app clock: it
 * bounds how stale displayed data may be, which has nothing to do with auction time.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until < performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, ttlMs: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: performance.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached value, or `load()` remembered for `ttlMs` (not at all when ttlMs is 0). */
  async through(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value, ttlMs);
    return value;
  }
}

/**
 * How long display data may be reused: `ms`, or not at all in tests (they change data and read it back at
 * once).
 */
export const displayCacheMs = (nodeEnv: string, ms: number) => (nodeEnv === 'test' ? 0 : ms);
