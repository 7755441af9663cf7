import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_PROBE_PERIOD_MS } from '../../src/plugins/rate-limit-store';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Rate limits while Redis is away (decision 065). In `npm run test:cluster`: it needs a real Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379), as the two-instance test does.
 */
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const REDIS = { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) };

/**
 * The line between the app and the real Redis: it forwards, or goes silent (Redis stops answering, the
 * connection stays up: what costs a client its timeout), or is cut (nothing listens on the port any more).
 * While silent it keeps what the app sent, so the test can count the commands the app tried.
 */
class RedisLine {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** Picked by the system on the first open, kept when the line is opened again. */
  port = 0;
  silent = false;
  heardWhileSilent = '';

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(REDIS);
      this.sockets.add(client).add(upstream);
      client.on('data', (data) => {
        if (this.silent) this.heardWhileSilent += data.toString('latin1');
        else upstream.write(data);
      });
      upstream.on('data', (data) => {
        if (!this.silent) client.write(data);
      });
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Rate-limit commands the app sent while the line was silent (EVALSHA, or EVAL of the counting script). */
  commandsTried(): number {
    return this.heardWhileSilent.match(/\$(?:7\r\nevalsha|4\r\neval)\r\n/gi)?.length ?? 0;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const line = new RedisLine();
const prefix = `test-outage-${randomUUID().slice(0, 8)}:`;
let redis: Redis;
let t: TestApp;

beforeAll(async () => {
  redis = new Redis(REDIS);
  await line.open();
  t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${line.port}`, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
  await line.cut();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const loginCount = (address: string) => redis.get(`${prefix}rate-limit:POST/api/user/login-${address}`);

/** A login attempt from `address`: an empty form, refused by the schema (400) once counted, or 429 when over. */
async function login(address: string): Promise<{ status: number; remaining: string | undefined }> {
  const { status, response } = await t.client().post('/api/user/login', { form: {}, headers: { 'x-forwarded-for': address } });
  return { status, remaining: response.headers['x-ratelimit-remaining'] as string | undefined };
}

describe('rate limits while Redis is away (decision 065)', () => {
  it('counts in Redis while it answers, so every instance shares the count', async () => {
    for (let i = 0; i < 3; i++) expect(await login('203.0.113.10')).toEqual({ status: 400, remaining: String(29 - i) });
    expect(await loginCount('203.0.113.10')).toBe('3');
  });

  it('when Redis stops answering: one call tries it, the others count in memory at once, and login still stops after 30', async () => {
    line.silent = true;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login('203.0.113.11')).status);
    // One call found out that Redis is silent (and waited for its timeout); the 30 others did not ask it.
    expect(line.commandsTried()).toBe(1);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login('203.0.113.11')).status).toBe(429);
    expect(line.commandsTried()).toBe(1);

    // One probe per period, however many calls come in it.
    t.clock.advance(REDIS_PROBE_PERIOD_MS);
    for (let i = 0; i < 5; i++) expect((await login('203.0.113.12')).status).toBe(400);
    expect(line.commandsTried()).toBe(2);
  });

  it('when nothing listens on the Redis port: no call waits or queues, and the limits still apply', async () => {
    await line.cut();
    t.clock.advance(REDIS_PROBE_PERIOD_MS);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login('203.0.113.13')).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[30]).toBe(429);

    // Redis is back: nothing was queued to be counted twice, and after the next probe the count is shared again.
    line.silent = false;
    await line.open();
    let shared: string | null = null;
    for (let attempt = 0; attempt < 40 && shared === null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      t.clock.advance(REDIS_PROBE_PERIOD_MS);
      await login('203.0.113.14');
      shared = await loginCount('203.0.113.14');
    }
    expect(shared).not.toBeNull();
    expect(await loginCount('203.0.113.13')).toBeNull();
    const before = Number(await loginCount('203.0.113.14'));
    await login('203.0.113.14');
    expect(Number(await loginCount('203.0.113.14'))).toBe(before + 1);
  });
});
