#!/usr/bin/env node
// The real server for Playwright: a fresh SQLite database in a temp folder, demo accounts, a small
// catalogue, and the test-only clock control (never in production builds). With E2E_MARKETPLACE=yahoo it
// first starts the fake Yahoo! Auctions (on E2E_UPSTREAM_PORT, default E2E_PORT + 100) and runs the server in Yahoo mode against it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-e2e-'));
const port = Number(process.env.E2E_PORT ?? '8199');
const yahoo = process.env.E2E_MARKETPLACE === 'yahoo';
const tsx = path.join(root, 'node_modules/.bin/tsx');
const children = [];

async function startFakeUpstream() {
  const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? port + 100);
  const fake = spawn(tsx, [path.join(root, 'apps/server/src/marketplace/yahoo/fake/serve-fake-upstream.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FAKE_UPSTREAM_PORT: String(upstreamPort) },
  });
  children.push(fake);
  const url = `http://127.0.0.1:${upstreamPort}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/__fake/requests`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the fake upstream did not start');
}

const upstream = yahoo ? await startFakeUpstream() : null;
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'e2e.sqlite')}`,
    CATALOG_SIZE: process.env.CATALOG_SIZE ?? '800',
    SEED_DEMO: '1',
    // The operator the specs log in as (e2e/fixtures.ts); a real store generates its password (decision 063).
    SEED_OPERATOR_PASSWORD: 'admin12345',
    SHUTDOWN_DRAIN_MS: '0',
    TEST_CONTROLS: '1',
    // No ID_NUMBER_KEY, as `npm start`: the key is generated beside the database file (decision 060).
    ID_NUMBER_KEY: process.env.ID_NUMBER_KEY ?? '',
    LOG_LEVEL: 'warn',
    // Every spec signs members up from this one address; the limit itself is tested in the server suite.
    REGISTER_LIMIT_PER_HOUR: '1000',
    // scrypt at 2^12, not the store's 2^17: every spec signs members up and logs in (decision 104).
    PASSWORD_HASH_COST: '12',
    ...(upstream
      ? { MARKETPLACE: 'yahoo', YAHOO_AUCTIONS_URL: upstream, YAHOO_PAGE_URL: upstream, YAHOO_REQUESTS_PER_SECOND: '20' }
      : {}),
  },
});
children.push(server);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  for (const child of children) if (child !== server) child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
