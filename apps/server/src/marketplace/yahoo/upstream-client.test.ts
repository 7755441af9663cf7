import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';
import { type FakeUpstream, startFakeUpstream } from './fake/fake-upstream';
import type { QueueClock } from './request-queue';
import { DESKTOP_USER_AGENT, UpstreamClient } from './upstream-client';
import { UpstreamBusyError } from './upstream-errors';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());

/** The queue's time for a test: sleeping moves it forward by exactly the wait, so the spacing is exact on any machine. */
function virtualQueueClock(start: number) {
  let now = start;
  const sleeps: number[] = [];
  const clock: QueueClock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps, advance: (ms: number) => (now += ms) };
}

async function failureOf(promise: Promise<unknown>): Promise<UpstreamBusyError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamBusyError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the upstream client', () => {
  it('sends one request at a time per interval from one shared queue, in the order asked, as a desktop browser', async () => {
    const queue = virtualQueueClock(1_000);
    const client = new UpstreamClient({ perSecond: 4, timeoutMs: 5_000, queueClock: queue.clock });
    const ids = ['x1000011', 'x1000012', 'x1000013', 'x1000014', 'x1000015'];
    for (const id of ids) fake.setItem(id, '<html></html>');
    const before = fake.requests.length;
    const pages = await Promise.all(ids.map((id) => client.get('item', `${fake.url}/jp/auction/${id}`)));
    // 4 per second: each request left the queue 250 ms after the one before it (never sooner), in the order asked;
    // the queue waited for exactly those gaps and for nothing else.
    expect(pages.map((p) => p.startedAt)).toEqual([1_000, 1_250, 1_500, 1_750, 2_000]);
    expect(queue.sleeps).toEqual([250, 250, 250, 250]);
    // The fake upstream saw each of them once, as a desktop browser.
    const seen = fake.requests.slice(before);
    expect(seen.map((r) => r.path).sort()).toEqual(ids.map((id) => `/jp/auction/${id}`));
    expect(new Set(seen.map((r) => r.userAgent))).toEqual(new Set([DESKTOP_USER_AGENT]));
    expect(client.stats().lastFetchAt.item).not.toBeNull();
  });

  it('spaces requests from when the previous one actually started: a stalled process releases no burst', async () => {
    const queue = virtualQueueClock(0);
    const client = new UpstreamClient({ perSecond: 2, timeoutMs: 5_000, queueClock: queue.clock });
    fake.setItem('x1000016', '<html></html>');
    const url = `${fake.url}/jp/auction/x1000016`;
    expect((await client.get('item', url)).startedAt).toBe(0);
    // The process stood still for ten seconds: the requests waiting since then do not all go at once.
    queue.advance(10_000);
    const pages = await Promise.all([1, 2, 3].map(() => client.get('item', url)));
    expect(pages.map((p) => p.startedAt)).toEqual([10_000, 10_500, 11_000]);
  });

  it('refuses at once instead of queueing past the longest wait', async () => {
    const client = new UpstreamClient({ perSecond: 1, timeoutMs: 5_000, maxQueueWaitMs: 500 });
    fake.setItem('x1000002', '<html></html>');
    const results = await Promise.allSettled([1, 2].map(() => client.get('item', `${fake.url}/jp/auction/x1000002`)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(client.stats().errors.queue_full).toBe(1);
  });

  it('answers 404 only where allowed, and counts 403, 429 and 5xx by kind', async () => {
    const client = new UpstreamClient({ perSecond: 100, timeoutMs: 5_000, breaker: new CircuitBreaker({ threshold: 10 }) });
    expect((await client.get('item', `${fake.url}/jp/auction/x9999999`, { allow404: true })).status).toBe(404);
    expect((await failureOf(client.get('item', `${fake.url}/jp/auction/x9999999`))).kind).toBe('http_other');
    for (const [status, kind] of [
      [403, 'http_403'],
      [429, 'http_429'],
      [503, 'http_5xx'],
    ] as const) {
      fake.setItem('x1000003', { status });
      const error = await failureOf(client.get('item', `${fake.url}/jp/auction/x1000003`));
      expect(error).toMatchObject({ kind, status });
    }
    expect(client.stats().errors).toMatchObject({ http_403: 1, http_429: 1, http_5xx: 1, http_other: 1 });
  });

  it('gives up on a response slower than the timeout', async () => {
    const client = new UpstreamClient({ perSecond: 100, timeoutMs: 150 });
    fake.setItem('x1000004', { html: '<html></html>', delayMs: 1_000 });
    expect((await failureOf(client.get('item', `${fake.url}/jp/auction/x1000004`))).kind).toBe('timeout');
    expect(client.stats().errors.timeout).toBe(1);
  });

  it('opens the breaker on a run of refusals, fails fast while open, and closes after a good trial', async () => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker({ threshold: 3, openMs: 30_000, now: () => now });
    const client = new UpstreamClient({ perSecond: 100, timeoutMs: 5_000, breaker, now: () => now });
    const url = `${fake.url}/jp/auction/x1000005`;
    fake.setItem('x1000005', { status: 429 });
    for (let i = 0; i < 3; i++) expect((await failureOf(client.get('item', url))).kind).toBe('http_429');
    expect(client.stats().breaker).toMatchObject({ state: 'open', retryAt: now + 30_000, opened: 1 });

    const seen = fake.requests.length;
    expect((await failureOf(client.get('item', url))).kind).toBe('breaker_open');
    expect(fake.requests.length).toBe(seen);

    // Half-open: one trial; it fails, so the breaker opens again for twice as long.
    now += 30_000;
    expect(client.stats().breaker.state).toBe('half_open');
    expect((await failureOf(client.get('item', url))).kind).toBe('http_429');
    expect(client.stats().breaker).toMatchObject({ state: 'open', retryAt: now + 60_000, opened: 2 });

    now += 60_000;
    fake.setItem('x1000005', '<html></html>');
    expect((await client.get('item', url)).status).toBe(200);
    expect(client.stats().breaker).toMatchObject({ state: 'closed', retryAt: null });
    expect(client.stats().errors.breaker_open).toBe(1);
  });
});
