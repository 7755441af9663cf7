/**
 * Reply time of the payment notify endpoint, over real HTTP to a listening server (SQLite file database,
 * default pragmas): first notifications (each credits a top-up: status flip, balance, ledger entry, system
 * message in one transaction) and duplicates (answered `success`, nothing credited). Prints one JSON line.
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
import { createRecharge } from '../apps/server/src/modules/wallet/recharge-service';
import { SANDBOX_NOTIFY_PATH, type SandboxProvider } from '../apps/server/src/payments/sandbox-provider';
import { memberClient } from '../apps/server/test/kits/world';
import { TestClient } from '../apps/server/test/test-client';

const COUNT = Number(process.env.NOTIFY_BENCH_COUNT ?? 1500);
const CONCURRENCY = Number(process.env.NOTIFY_BENCH_CONCURRENCY ?? 16);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-notify-bench-'));
const url = `file:${path.join(dir, 'bench.sqlite')}`;
const database = createDatabase(url);
const clock = new ManualClock();
await migrateToLatest(database.db);
await seedDatabase(database.db, { demo: false, now: clock.now() });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: '0', WEB_DIST: '/nonexistent', DATABASE_URL: url });
const app = await buildApp({ config, database, clock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address !== 'object') throw new Error('not listening');
const base = `http://127.0.0.1:${address.port}`;
const sandbox = app.payments.sandbox as SandboxProvider;

const payloads: string[] = [];
let userId = 0;
for (let i = 0; i < COUNT; i++) {
  // A member may have at most 10 unpaid top-ups open at once.
  if (i % 10 === 0) ({ userId } = await memberClient({ app, database, clock, client: () => new TestClient(app) } as never));
  const recharge = await createRecharge(
    database.db,
    app.payments,
    userId,
    { channel: 'alipay', device: 'pc', amount: 1000 + i },
    clock.now(),
    '127.0.0.1',
  );
  await database.db
    .updateTable('sandbox_payments')
    .set({ status: 'paid', paid_at: clock.now() })
    .where('out_trade_no', '=', recharge.rechargeId)
    .execute();
  const payment = await sandbox.getPayment(recharge.rechargeId);
  if (!payment) throw new Error('payment missing');
  payloads.push(new URLSearchParams(await sandbox.notificationFields(payment)).toString());
}

async function run(bodies: string[]) {
  const latencies: number[] = [];
  let next = 0;
  let notSuccess = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t0 = performance.now();
        const res = await fetch(`${base}${SANDBOX_NOTIFY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        if ((await res.text()) !== 'success') notSuccess++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2));
  return { perSecond: Math.round(bodies.length / seconds), p50ms: q(0.5), p95ms: q(0.95), p99ms: q(0.99), notSuccess };
}

const first = await run(payloads);
const duplicates = await run(payloads);
const credited = await database.db
  .selectFrom('ledger_entries')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('kind', '=', 'topup')
  .executeTakeFirstOrThrow();

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    bench: 'notify',
    notifications: COUNT,
    concurrency: CONCURRENCY,
    first,
    duplicates,
    creditedOnce: Number(credited.n) === COUNT,
  }),
);
