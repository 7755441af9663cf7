#!/usr/bin/env node
// `npm run bench [name…]`: runs every bench/*.bench.{ts,mjs} (or the named ones) one after another.
// Each prints one JSON line of results; this runner prints them as they come.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
let failed = 0;
for (const file of files) {
  const runner = file.endsWith('.ts') ? path.join(root, 'node_modules/.bin/tsx') : process.execPath;
  const result = spawnSync(runner, [path.join(here, file)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
