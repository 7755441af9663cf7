#!/usr/bin/env node
// First-load JS of `/`: the gzip bytes of every script the built index.html loads before first render
// (the entry and its modulepreloads, plus the lazy chunk of the home route), and the number of lazy chunks.
// Bar (quality.md): ≤ 150 KB gzip (goal 120). A budget check on bytes, not timing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const build = spawnSync('npm', ['run', 'build', '-w', '@daigou/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(1);

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
// The home route's chunk and what it imports statically are fetched before home renders.
const entry = [...initial][0];
const entrySource = fs.readFileSync(path.join(dist, entry), 'utf8');
const homeChunk = assets.find((f) => /^home-[\w-]+\.js$/.test(f));
const beforeFirstRender = new Set(initial);
if (homeChunk && entrySource.includes(homeChunk)) {
  const queue = [`assets/${homeChunk}`];
  while (queue.length) {
    const file = queue.pop();
    if (beforeFirstRender.has(file) && file !== `assets/${homeChunk}`) continue;
    beforeFirstRender.add(file);
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of source.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g))
      if (!beforeFirstRender.has(`assets/${m[1]}`)) queue.push(`assets/${m[1]}`);
  }
}
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const firstLoadBytes = [...beforeFirstRender].reduce((sum, f) => sum + gzip(f), 0);
const lazyChunks = assets.filter((f) => !beforeFirstRender.has(`assets/${f}`)).length;
const result = {
  bench: 'web-bundle',
  firstLoadJsGzipBytes: firstLoadBytes,
  firstLoadJsGzipKB: Math.round(firstLoadBytes / 102.4) / 10,
  firstLoadFiles: [...beforeFirstRender],
  lazyChunks,
  barKB: 150,
  withinBar: firstLoadBytes <= 150 * 1024,
};
console.log(JSON.stringify(result));
