import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { PUBLISHED_OPERATOR_PASSWORD } from '../src/bootstrap/seed/defaults';
import { seedDatabase } from '../src/bootstrap/seed/seed';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/database';
import { ManualClock } from '../src/lib/clock';
import { buildCatalog } from '../src/marketplace/local/catalog-builder';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  clock: ManualClock;
  /** A new browser-like client (its own cookies). */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo member `demo` and operator `admin` / `admin12345` (two scrypt hashes, at the tests' cost). */
  demoAccounts?: boolean;
  env?: Record<string, string>;
  /** Generate a catalogue (items, sellers, categories, brands) at the test clock's time. Off by default. */
  catalog?: { size: number; seed?: number };
  /** Write the app's real log to this stream, at the LOG_LEVEL `env` names (`silent` by default); else no log. */
  logStream?: Writable;
}

/**
 * scrypt's cost in tests: 2^12 instead of the store's 2^17 (decision 104), so a sign-up or login costs about 25 ms
 * rather than 400. `password.test.ts` and `config.test.ts` check the store's own cost.
 */
export const TEST_PASSWORD_HASH_COST = 12;

/** The real app on a fresh database of the current dialect, with a manual clock. One per test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS: '0',
    WEB_DIST: '/nonexistent',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ...options.env,
  });
  await seedDatabase(database.db, {
    demo: options.demoAccounts ?? false,
    now: clock.now(),
    operatorPassword: PUBLISHED_OPERATOR_PASSWORD,
    hashCost: config.PASSWORD_HASH_COST,
  });
  if (options.catalog)
    await buildCatalog(database, { size: options.catalog.size, seed: options.catalog.seed ?? 1, now: clock.now() });
  const logger = options.logStream ? { stream: options.logStream } : false;
  const app = await buildApp({ config, database, clock, logger });
  await app.ready();
  return {
    app,
    database,
    clock,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
