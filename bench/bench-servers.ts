/**
 * Servers for the HTTP benches, each in its own child process so the load generator never shares their
 * event loop or their CPU account: `bare` (a Fastify route returning a small JSON, the yardstick) and
 * `app` (the real app in production mode on a fresh 5,000-item SQLite catalogue). Over the IPC channel a
 * child reports its own `process.cpuUsage()`, so a bench can read the server's CPU time around a load, and
 * starts and stops a V8 CPU profile (node:inspector), so a profile covers one load and nothing else.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';

export type ServerKind = 'bare' | 'app';

export interface ServerOptions {
  /** The production logger (pino at LOG_LEVEL info, to stdout) instead of none. */
  productionLogging?: boolean;
  catalogue?: number;
  /**
   * Where the load comes from: `one` address (default; the general per-address ceiling is raised so it does
   * not refuse the load) or `balancer`, many client addresses behind one trusted balancer as quality.md
   * models it (TRUST_PROXY=1, X-Forwarded-For; the per-address limits at their production values).
   */
  addresses?: 'one' | 'balancer';
  /**
   * The server's source folder (default `apps/server/src` of this checkout): another build of the app, e.g. a
   * base commit's `apps/server/src` unpacked beside this one, to compare two builds in the same run.
   */
  source?: string;
}

export interface BenchServer {
  kind: ServerKind;
  child: ChildProcess;
  port: number;
  /** Item ids of the catalogue, oldest first (app only). */
  itemIds: string[];
  /** Categories of depth ≤ 2, for search filters (app only). */
  categoryIds: number[];
  /** The server process's user + system CPU time so far, in microseconds. */
  cpuMicros(): Promise<number>;
  /** Starts sampling the server's CPU (every 100 µs). */
  startProfile(): Promise<void>;
  /** Stops sampling and writes the profile (`.cpuprofile`, for DevTools or speedscope) to `file`. */
  stopProfile(file: string): Promise<void>;
  stop(): void;
}

type Command = { cpu: true } | { profile: 'start' } | { profile: 'stop'; file: string };
type Answer = { port: number; itemIds?: string[]; categoryIds?: number[] } | { done: number };

const SERVE_FLAG = '--bench-serve';

/** Starts a server in a child process running this file. */
export function startServer(kind: ServerKind, options: ServerOptions = {}): Promise<BenchServer> {
  const child = fork(import.meta.filename, [SERVE_FLAG, kind, JSON.stringify(options)], {
    execArgv: process.execArgv,
    // The production logger writes to stdout: thrown away, as a log shipper would take it elsewhere.
    stdio: ['ignore', options.productionLogging ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<(value: number) => void> = [];
  const ask = (command: Command) =>
    new Promise<number>((resolve) => {
      waiting.push(resolve);
      child.send(command);
    });
  return new Promise((resolve, reject) => {
    child.on('message', (m: Answer) => {
      if ('done' in m) {
        waiting.shift()?.(m.done);
        return;
      }
      resolve({
        kind,
        child,
        port: m.port,
        itemIds: m.itemIds ?? [],
        categoryIds: m.categoryIds ?? [],
        cpuMicros: () => ask({ cpu: true }),
        startProfile: async () => {
          await ask({ profile: 'start' });
        },
        stopProfile: async (file) => {
          await ask({ profile: 'stop', file });
        },
        // The child exits by itself when the channel closes (and removes its files).
        stop: () => {
          child.disconnect();
          setTimeout(() => child.kill(), 10_000).unref();
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

/** Child: one server, then its port (and item ids) to the parent; CPU readings and profiles on request. */
async function serve(kind: ServerKind, options: ServerOptions): Promise<void> {
  const inspector = new Session();
  process.on('message', async (m: Command) => {
    if ('cpu' in m) {
      const { user, system } = process.cpuUsage();
      process.send?.({ done: user + system });
    } else if (m.profile === 'start') {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
      await inspector.post('Profiler.start');
      process.send?.({ done: 0 });
    } else {
      const { profile } = await inspector.post('Profiler.stop');
      inspector.disconnect();
      fs.writeFileSync(m.file, JSON.stringify(profile));
      process.send?.({ done: 0 });
    }
  });
  const cleanups: Array<() => void> = [];
  process.on('disconnect', () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(0);
  });
  if (kind === 'bare') {
    const Fastify = (await import('fastify')).default;
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ code: 0, msg: 'ok', data: { hello: 'world', n: 42 } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
    return;
  }
  type Source = typeof import('../apps/server/src/app') &
    typeof import('../apps/server/src/config') &
    typeof import('../apps/server/src/db/database') &
    typeof import('../apps/server/src/db/migrate') &
    typeof import('../apps/server/src/bootstrap/seed/seed') &
    typeof import('../apps/server/src/lib/clock') &
    typeof import('../apps/server/src/marketplace/local/catalog-builder');
  const root = options.source ? path.resolve(options.source) : path.resolve(import.meta.dirname, '../apps/server/src');
  const load = (file: string) => import(path.join(root, file)) as Promise<Partial<Source>>;
  const { buildApp } = (await load('app.ts')) as Source;
  const { loadConfig } = (await load('config.ts')) as Source;
  const { createDatabase } = (await load('db/database.ts')) as Source;
  const { migrateToLatest } = (await load('db/migrate.ts')) as Source;
  const { seedDatabase } = (await load('bootstrap/seed/seed.ts')) as Source;
  const { ManualClock } = (await load('lib/clock.ts')) as Source;
  const { buildCatalog } = (await load('marketplace/local/catalog-builder.ts')) as Source;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-http-bench-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const url = `file:${path.join(dir, 'bench.sqlite')}`;
  const database = createDatabase(url);
  const clock = new ManualClock();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: false, now: clock.now() });
  await buildCatalog(database, { size: options.catalogue ?? 5_000, seed: 1, now: clock.now() });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: options.productionLogging ? 'info' : 'silent',
    JOBS: '0',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: url,
    ...(options.addresses === 'balancer'
      ? { TRUST_PROXY: '1' }
      : // The whole load comes from one address: the general per-address ceiling (decision 019) would refuse it.
        { RATE_LIMIT_PER_MINUTE: '1000000' }),
  });
  const app = await buildApp({ config, database, clock, ...(options.productionLogging ? {} : { logger: false }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const rows = await database.db.selectFrom('items').select('item_id').orderBy('id').limit(500).execute();
  const categories = await database.db.selectFrom('categories').select('id').where('depth', '<=', 2).orderBy('id').execute();
  const address = app.server.address();
  process.send?.({
    port: typeof address === 'object' && address ? address.port : 0,
    itemIds: rows.map((r) => r.item_id),
    categoryIds: categories.map((c) => c.id),
  });
}

if (process.argv[2] === SERVE_FLAG) {
  await serve(process.argv[3] as ServerKind, JSON.parse(process.argv[4] ?? '{}') as ServerOptions);
}
