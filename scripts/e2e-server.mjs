#!/usr/bin/env node
// The real server for Playwright: a fresh SQLite database in a temp folder, demo accounts, a small
// catalogue, and the test-only clock control (never in production builds).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-e2e-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '8199',
    DATABASE_URL: `file:${path.join(dir, 'e2e.sqlite')}`,
    CATALOG_SIZE: process.env.CATALOG_SIZE ?? '800',
    SEED_DEMO: '1',
    TEST_CONTROLS: '1',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
