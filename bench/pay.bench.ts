/**
 * Pay from balance: concurrent pays of distinct orders on SQLite with synchronous=FULL (quality.md bar:
 * ≥ 2,000 per second). Measures the service call each `POST /api/order/pay` makes (one transaction: the
 * guarded status move, its record and message, the conditional balance update and the ledger entry), then
 * the same through the HTTP route. Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { seedDatabase } from '../apps/server/src/bootstrap/seed/seed';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { ManualClock } from '../apps/server/src/lib/clock';
import { payOrder } from '../apps/server/src/modules/orders/order-service';
import { fund, insertTestOrder, memberClient } from '../apps/server/test/kits/world';
import { TestClient } from '../apps/server/test/test-client';

const ORDERS = Number(process.env.PAY_BENCH_ORDERS ?? 6000);
const MEMBERS = 60;
const CONCURRENCY = Number(process.env.PAY_BENCH_CONCURRENCY ?? 64);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-pay-bench-'));
const url = `file:${path.join(dir, 'bench.sqlite')}`;
const database = createDatabase(url, { synchronous: 'FULL' });
const clock = new ManualClock();
await migrateToLatest(database.db);
await seedDatabase(database.db, { demo: false, now: clock.now() });
// Every pay comes from one address: the general per-address ceiling (decision 019) would refuse the load.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS: '0',
  WEB_DIST: '/nonexistent',
  DATABASE_URL: url,
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const app = await buildApp({ config, database, clock, logger: false });
await app.ready();
const t = {
  app,
  database,
  clock,
  client: () => new TestClient(app),
  close: async () => {},
};

async function prepare(count: number) {
  const members: Array<Awaited<ReturnType<typeof memberClient>>> = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await memberClient(t as never);
    await fund(database.db, m.userId, 1_000_000_000, clock.now(), `bench:${m.userId}`);
    members.push(m);
  }
  const orders: Array<{ userId: number; orderId: number; client: (typeof members)[number]['client'] }> = [];
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const m = members[i % MEMBERS];
      orders.push({
        userId: m.userId,
        client: m.client,
        orderId: await insertTestOrder(trx, m.userId, { maxBid: 1000 + i, now: clock.now() }),
      });
    }
  });
  return orders;
}

/** Runs `work` over `items` with at most CONCURRENCY in flight; answers per-call latencies and wall time. */
async function run<T>(items: T[], work: (item: T) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const t0 = performance.now();
        if (!(await work(item))) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2));
  return { perSecond: Math.round(items.length / seconds), p50ms: q(0.5), p99ms: q(0.99), failures };
}

const serviceOrders = await prepare(ORDERS);
const service = await run(serviceOrders, async (o) => {
  await payOrder(database.db, o.userId, o.orderId, clock.now());
  return true;
});

const httpOrders = await prepare(Math.round(ORDERS / 3));
const http = await run(
  httpOrders,
  async (o) => (await o.client.post('/api/order/pay', { form: { orderId: o.orderId } })).body.code === 0,
);

// The books must balance after the run.
const users = await database.db.selectFrom('users').select(['id', 'balance']).execute();
const sums = await database.db
  .selectFrom('ledger_entries')
  .select(['user_id', (eb) => eb.fn.sum<number>('amount').as('s')])
  .groupBy('user_id')
  .execute();
const sumOf = new Map(sums.map((r) => [r.user_id, Number(r.s)]));
const ledgerBalanced = users.every((u) => (sumOf.get(u.id) ?? 0) === Number(u.balance));

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    bench: 'pay',
    sqlite: { synchronous: 'FULL', journal: 'WAL' },
    orders: ORDERS,
    concurrency: CONCURRENCY,
    paysPerSecond: service.perSecond,
    p50ms: service.p50ms,
    p99ms: service.p99ms,
    httpPaysPerSecond: http.perSecond,
    httpP99ms: http.p99ms,
    failures: service.failures + http.failures,
    ledgerBalanced,
    bar: 2000,
    meetsBar: service.perSecond >= 2000,
  }),
);
