#!/usr/bin/env node
// `npm run test:e2e` after the build: the browser tests of both marketplace modes at once — the local store's
// projects on E2E_PORT (8199; payments fakes on +100…+102) and the Yahoo-mode specs on E2E_YAHOO_PORT (8399; its
// fake Yahoo! Auctions on +100) — each with its own server, database and output folder (decision 105). The
// Yahoo-mode run is short and the local one mostly waits on pages, so side by side they take little more than the
// local run alone. Each line of output carries its run's name; the exit status is the first failure's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const playwright = path.join(root, 'node_modules/.bin/playwright');
const config = path.join(root, 'apps/web/e2e/playwright.config.ts');
const localPort = process.env.E2E_PORT ?? '8199';
const yahooPort = process.env.E2E_YAHOO_PORT ?? String(Number(localPort) + 200);

const runs = [
  { name: 'local', env: { E2E_PORT: localPort } },
  { name: 'yahoo', env: { E2E_PORT: yahooPort, E2E_MARKETPLACE: 'yahoo' } },
];

const children = [];
const results = runs.map(
  (run) =>
    new Promise((resolve) => {
      const env = { ...process.env, ...run.env };
      if (run.name === 'local') delete env.E2E_MARKETPLACE;
      const child = spawn(playwright, ['test', '-c', config, ...process.argv.slice(2)], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${run.name}] ${line}`));
      }
      child.on('exit', (code, signal) => {
        console.log(`[${run.name}] exit ${code ?? signal}`);
        resolve(code ?? 1);
      });
    }),
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const codes = await Promise.all(results);
process.exit(codes.find((code) => code !== 0) ?? 0);
