#!/usr/bin/env node
// Completes package-lock.json with the other platforms' optional native packages that npm leaves out when
// it writes the lock on one platform (npm/cli#4828). `npm ci` refuses a lock without them. Each added entry
// carries the platform fields (os, cpu, libc) read from the registry's metadata for that package, so npm
// skips it on every other platform without downloading it. Run after `npm install` changes the lock:
//   node scripts/complete-lock.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix'];

/**
 * The platform fields of a package: from the registry's metadata when it has the package, else from its name,
 * which for these native packages is `<prefix>-<os>-<cpu>[-<libc or abi>]` (e.g. rollup-linux-x64-musl).
 */
function platformOf(name) {
  try {
    const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', 'license', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const meta = JSON.parse(out);
    if (meta.os && meta.cpu) return meta;
  } catch {
    // not in this registry: read the name
  }
  const parts = name.split('/').pop().split('-');
  const at = parts.findIndex((part) => OSES.includes(part));
  if (at < 0 || !parts[at + 1]) throw new Error(`${name}: cannot tell which platform it is for`);
  const abi = parts[at + 2];
  const libc = abi === 'musl' ? 'musl' : parts[at] === 'linux' && abi?.startsWith('gnu') ? 'glibc' : undefined;
  return { os: parts[at], cpu: parts[at + 1], libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    if (packages[`node_modules/${name}`] || packages[`${path}/node_modules/${name}`]) continue;
    const meta = platformOf(name);
    packages[`node_modules/${name}`] = {
      version,
      cpu: [meta.cpu].flat(),
      ...(entry.dev ? { dev: true } : {}),
      ...(meta.libc ? { libc: [meta.libc].flat() } : {}),
      ...(meta.license ? { license: meta.license } : {}),
      optional: true,
      os: [meta.os].flat(),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) added`);
