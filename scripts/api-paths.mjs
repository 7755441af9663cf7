#!/usr/bin/env node
// `npm run lint`: the web names no API path by string (decision 088). A call goes through
// `callRoute(area.route)`, the route declared once in packages/contract/src/routes; a `'/api/…'` literal in
// apps/web/src is refused but in the files listed below, each with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web/src');

/** Files (relative to apps/web/src) that may name /api paths, and why. */
const ALLOWED = [
  { file: /^app\/early-requests\.ts$/, why: "index.html's inline script asks the first screen's calls before any module loads" },
  { file: /\.test\.tsx?$/, why: 'tests check the address a call sends, or answer it' },
];

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const found = [];
for (const file of walk(web).filter((f) => /\.tsx?$/.test(f))) {
  const relative = path.relative(web, file).split(path.sep).join('/');
  if (ALLOWED.some((a) => a.file.test(relative))) continue;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (/['"`]\/api\//.test(line)) found.push(`apps/web/src/${relative}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length) {
  console.error(
    `An API path named by string on the web (call the route's contract declaration with callRoute):\n${found.join('\n')}`,
  );
  process.exit(1);
}
