/**
 * Item detail throughput (quality.md): autocannon -c100 -p1 for 10 s against GET /api/goods/itemInfo on a
 * 5,000-item SQLite catalogue, and against a bare Fastify JSON route in the same run (same process kind,
 * same machine). Bars: ≥ 50% of the bare route's requests per second; p99 ≤ 10 ms. The servers run in a
 * child process so the load generator does not share their event loop. For context it also loads the same
 * app's cheapest JSON route (/data/search_option.json: no database), the ceiling the shared plugin stack
 * (helmet, cookies, session, CSRF, zod serialisation) leaves any route. Prints one JSON line.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

const DURATION = Number(process.env.ITEM_BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] as 'bare' | 'app');
} else {
  await main();
}

/** Child: one server, then report its port (and item ids) to the parent. */
async function serve(kind: 'bare' | 'app'): Promise<void> {
  if (kind === 'bare') {
    const Fastify = (await import('fastify')).default;
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 0, msg: 'ok', data: { hello: 'world', n: 42 } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0, itemIds: [] });
    return;
  }
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { createDatabase } = await import('../apps/server/src/db/database');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate');
  const { seedDatabase } = await import('../apps/server/src/db/seed/seed');
  const { ManualClock } = await import('../apps/server/src/lib/clock');
  const { buildCatalog } = await import('../apps/server/src/marketplace/local/catalog-builder');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-item-bench-'));
  const url = `file:${path.join(dir, 'bench.sqlite')}`;
  const database = createDatabase(url);
  const clock = new ManualClock();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: false, now: clock.now() });
  await buildCatalog(database, { size: 5_000, seed: 1, now: clock.now() });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS: '0',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: url,
    // The whole load comes from one address: the general per-address ceiling (decision 019) would refuse it.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database, clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const rows = await database.db.selectFrom('items').select('item_id').orderBy('id').limit(500).execute();
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, itemIds: rows.map((r) => r.item_id) });
  process.on('disconnect', () => fs.rmSync(dir, { recursive: true, force: true }));
}

function start(kind: 'bare' | 'app'): Promise<{ child: ChildProcess; port: number; itemIds: string[] }> {
  const child = fork(import.meta.filename, ['serve', kind], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number; itemIds: string[] }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

async function load(port: number, paths: string[]) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    requests: [
      { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] }) },
    ],
  });
  return {
    rps: Math.round(result.requests.average as number),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const bare = await start('bare');
  const bareResult = await load(bare.port, ['/bare']);
  bare.child.kill();
  const app = await start('app');
  await load(
    app.port,
    app.itemIds.slice(0, 20).map((id) => `/api/goods/itemInfo?itemId=${id}`),
  ); // warm-up is not reported
  const appResult = await load(
    app.port,
    app.itemIds.map((id) => `/api/goods/itemInfo?itemId=${id}`),
  );
  // For context: the same app's cheapest JSON route (no database), i.e. the shared plugin stack's ceiling.
  const staticResult = await load(app.port, ['/data/search_option.json']);
  app.child.disconnect();
  app.child.kill();
  const ratio = Math.round((appResult.rps / bareResult.rps) * 1000) / 1000;
  console.log(
    JSON.stringify({
      bench: 'item-info',
      catalogue: 5_000,
      connections: CONNECTIONS,
      seconds: DURATION,
      bare: bareResult,
      itemInfo: appResult,
      ratio,
      appStaticRoute: { ...staticResult, ratio: Math.round((staticResult.rps / bareResult.rps) * 1000) / 1000 },
      bars: { ratio: 0.5, p99Ms: 10 },
      pass: ratio >= 0.5 && appResult.p99Ms <= 10 && appResult.non2xx === 0,
    }),
  );
}
