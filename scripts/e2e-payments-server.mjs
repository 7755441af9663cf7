#!/usr/bin/env node
// The real server configured for WeChat Pay and Alipay, with their fake servers beside it (Playwright's
// `payments` project): see apps/server/test/fakes/e2e-payment-servers.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'apps/server/test/fakes/e2e-payment-servers.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
