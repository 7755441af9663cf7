#!/usr/bin/env node
// `npm run dev`: the API with reload on :8080 and Vite with hot reload on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Reloads and Ctrl-C stop at once: there is no load balancer to drain from (decision 064).
    env: { TEST_CONTROLS: '1', SHUTDOWN_DRAIN_MS: '0', ...process.env },
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Dev: web http://localhost:5173 (hot reload), API http://localhost:8080');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
