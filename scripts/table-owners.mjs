#!/usr/bin/env node
// Which server areas query each table: selectFrom/insertInto/updateTable/deleteFrom('table') and
// joins (innerJoin/leftJoin('table')) in apps/server/src, tests excluded. An area is modules/<m>, or the
// top folder under src (jobs, payments, marketplace, plugins, db …). `--files` lists the files too.
// Prints each table with more than one area (the rule: one owner per table, decision 025), then the
// module cycles: modules/<a> importing modules/<b> (test files and test kits left out) in a loop.
// `--check` (run by `npm run lint`, decision 083) exits 1 when a table has a second area beyond the accepted
// exceptions below, or when there is a module cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../apps/server/src/', import.meta.url).pathname;
const showFiles = process.argv.includes('--files');
const showAll = process.argv.includes('--all');
const check = process.argv.includes('--check');
const log = check ? () => {} : console.log;
/**
 * The accepted exceptions of decision 025: the seed writes the first content and menus (bootstrap/, above
 * every module); the wallet moves `users.balance` inside its money transaction; the local marketplace
 * simulator files seller reports for its generated sellers. Any other second area is a breach.
 */
const ACCEPTED = [
  { area: 'bootstrap' },
  { table: 'users', area: 'modules/wallet' },
  { table: 'seller_reports', area: 'marketplace' },
];
const accepted = (table, area) => ACCEPTED.some((a) => a.area === area && (a.table === undefined || a.table === table));
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !path.includes('/migrations/')) files.push(path);
  }
})(root);

const areaOf = (file) => {
  const parts = relative(root, file).split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0] : parts[0];
};
const pattern =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|replaceInto|mergeInto)\(\s*["'`]([a-z_0-9]+)/g;
const tables = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(pattern)) {
    const table = m[2];
    if (!tables.has(table)) tables.set(table, new Map());
    const areas = tables.get(table);
    const area = areaOf(file);
    if (!areas.has(area)) areas.set(area, new Set());
    areas.get(area).add(relative(root, file));
  }
}
let shared = 0;
const breaches = [];
for (const [table, areas] of [...tables].sort()) {
  if (areas.size > 1) shared++;
  const owners = [...areas.keys()].filter((area) => !accepted(table, area));
  if (owners.length > 1) breaches.push(`${table}: ${owners.join(', ')}`);
  if (areas.size < 2 && !showAll) continue;
  log(`${table}: ${[...areas.keys()].join(', ')}`);
  if (showFiles) for (const [, fs] of areas) for (const f of fs) log(`    ${f}`);
}
log(`${tables.size} tables queried; ${shared} queried from more than one area`);

// Module imports (non-test files): modules/<a>/… importing ../<b>/…
const moduleOf = (file) => {
  const parts = relative(root, file).split('/');
  return parts[0] === 'modules' ? parts[1] : null;
};
const edges = new Map();
for (const file of files) {
  const from = moduleOf(file);
  if (from === null || /test-kit|test-members|test-uploads|test-glossary/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/from '((?:\.\.\/)+)([^']+)'/g)) {
    const target = relative(root, join(file, '..', m[1], m[2]));
    const parts = target.split('/');
    if (parts[0] !== 'modules' || parts[1] === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(parts[1]);
  }
}
const cycles = new Set();
for (const start of edges.keys()) {
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [at, path] = stack.pop();
    for (const next of edges.get(at) ?? []) {
      if (next === start) cycles.add([...path].sort().join(' <-> '));
      else if (!path.includes(next) && path.length < 6) stack.push([next, [...path, next]]);
    }
  }
}
for (const cycle of cycles) log(`module cycle: ${cycle}`);
log(`${cycles.size} module cycles`);
if (check) {
  for (const breach of breaches) console.error(`table with more than one owner: ${breach}`);
  if (breaches.length > 0 || cycles.size > 0) {
    console.error('One owner per table and no module cycle (decision 025): see node scripts/table-owners.mjs --files');
    process.exit(1);
  }
}
