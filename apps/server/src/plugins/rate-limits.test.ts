import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROUTE_LIMITS, waitText } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  // A small general ceiling so the test reaches it; one trusted proxy hop, as behind the load balancer.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('rate limits (decision 019)', () => {
  it('names only routes that exist, so a renamed route cannot silently lose its limit', () => {
    for (const key of Object.keys(ROUTE_LIMITS)) {
      const [method, url] = key.split(' ') as ['POST', string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('counts API calls per address against the general ceiling, shown in x-ratelimit-* headers, then answers 429 in Chinese', async () => {
    const client = t.client();
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, response } = await client.get('/api/sys/config', { headers: from('203.0.113.1') });
      expect(status).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('5');
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await client.get('/api/sys/config', { headers: from('203.0.113.1') });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: expect.stringMatching(/^操作过于频繁，请 \d+ (秒|分钟)后再试$/), data: null });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.response.headers['x-ratelimit-remaining']).toBe('0');
    // Another address has its own count.
    expect((await client.get('/api/sys/config', { headers: from('203.0.113.2') })).status).toBe(200);
  });

  it('keeps an address counted while many thousands of others call (the in-memory store holds more than 5,000)', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i++) await client.get('/api/sys/config', { headers: from('203.0.113.9') });
    // 6,000 other addresses, one call each: more than @fastify/rate-limit's default store keeps (5,000).
    for (let i = 0; i < 6_000; i++) {
      await t.app.inject({
        method: 'GET',
        url: '/api/sys/config',
        headers: from(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
      });
    }
    expect((await client.get('/api/sys/config', { headers: from('203.0.113.9') })).status).toBe(429);
  }, 60_000);

  it('believes only the entry the trusted proxy added, not an address the client put in front of it', async () => {
    for (let i = 0; i < 5; i++) {
      const { status } = await t.client().get('/api/sys/config', { headers: from(`10.9.9.${i}, 203.0.113.3`) });
      expect(status).toBe(200);
    }
    expect((await t.client().get('/api/sys/config', { headers: from('10.9.9.99, 203.0.113.3') })).status).toBe(429);
  });

  it('gives login its own count (30 a minute per address), apart from the general ceiling', async () => {
    const client = t.client();
    const headers = from('203.0.113.4');
    for (let i = 0; i < 30; i++) {
      // An empty form is refused by the schema before any password work, but the call is counted first.
      const { status, response } = await client.post('/api/user/login', { form: {}, headers });
      expect(status).toBe(400);
      expect(response.headers['x-ratelimit-limit']).toBe('30');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(29 - i));
    }
    const refused = await client.post('/api/user/login', { form: { account: 'a', password: 'b' }, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(429);
    // The general ceiling of that address is untouched.
    expect((await client.get('/api/sys/config', { headers })).response.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('does not count static files, the health check, or payment notifications (signed by the provider)', async () => {
    const headers = from('203.0.113.1'); // over the general ceiling already
    for (let i = 0; i < 3; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/healthz', headers });
      expect(health.statusCode).toBe(200);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
      const notify = await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers, payload: {} });
      expect(notify.statusCode).not.toBe(429);
      expect(notify.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('says the wait in seconds, or minutes from one minute on', () => {
    expect(waitText(200)).toBe('1 秒');
    expect(waitText(42_100)).toBe('43 秒');
    expect(waitText(60_000)).toBe('1 分钟');
    expect(waitText(61_000)).toBe('2 分钟');
  });
});
