#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or stale, then run the server, which migrates
// and seeds the database, prints the URL and the demo accounts, and serves app and API on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
// A server pointed at another build (WEB_DIST) has no use for this one.
if (builtAt < sourcesAt && !process.env.WEB_DIST) {
  console.log(builtAt ? 'Web app build is stale: rebuilding…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@daigou/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server is one node process with tsx as its loader: no tsx CLI in between to relay signals a second time.
const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// `docker stop` signals only this process, Ctrl-C and systemd the whole group (this process and the server):
// the server stops on the first signal it gets and ignores a repeat, so relaying once is right in both cases
// (decision 064). This process stays until the server has exited, and exits as it did.
let relayed = false;
const relay = (signal) => {
  if (relayed) return;
  relayed = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => relay(signal));
// `npm start` runs this through `exec` (package.json), so npm relays its SIGTERM here; should a shell or
// wrapper in between die of a signal without relaying it, this process is orphaned: stop as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) relay('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
