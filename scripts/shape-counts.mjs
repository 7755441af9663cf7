#!/usr/bin/env node
// The figures of issue 12's closing note (decision 025, "Measured"), for the tree this script sits in or the
// one named by `--root DIR` (e.g. an older commit unpacked with `git archive`). Each figure says how it is counted.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// `--check-status` (in `npm run lint`): only figure 8, bare status codes, and exit 1 when there is any.
const checkStatus = process.argv.includes('--check-status');
const at = process.argv.indexOf('--root');
const root = at > 0 ? process.argv[at + 1] : new URL('..', import.meta.url).pathname;
const walk = (dir, keep, out = []) => {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
};
const count = (text, re) => [...text.matchAll(re)].length;

// 1. Queries outside repositories: Kysely statements (selectFrom/insertInto/updateTable/deleteFrom/replaceInto/
//    mergeInto) and raw `sql` statements starting with select/insert/update/delete, in server files that are not
//    `*-repository.ts`, tests, test kits or migrations.
const server = join(root, 'apps/server/src');
const serverFiles = walk(
  server,
  (p) => p.endsWith('.ts') && !/\.test\.ts$|\/migrations\/|test-kit|test-members|test-uploads|test-glossary/.test(p),
);
let outside = 0;
const outsideFiles = [];
for (const file of serverFiles) {
  if (file.endsWith('-repository.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const n =
    count(text, /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g) +
    count(text, /sql`\s*(select|insert|update|delete)\b/gi);
  if (n > 0) {
    outside += n;
    outsideFiles.push(`${relative(server, file)} ${n}`);
  }
}

// 2–4. Module cycles, tables queried from more than one area, the areas querying orders and users:
//      scripts/table-owners.mjs of that tree (its own rules), when it has one.
let owners = null;
const ownersScript = join(root, 'scripts/table-owners.mjs');
if (existsSync(ownersScript) && !checkStatus) {
  const out = execFileSync('node', [ownersScript, '--all'], { encoding: 'utf8' });
  const areasOf = (table) => (out.match(new RegExp(`^${table}: (.*)$`, 'm'))?.[1] ?? '').split(', ').filter(Boolean);
  owners = {
    cycles: Number(out.match(/(\d+) module cycles/)?.[1]),
    shared: Number(out.match(/(\d+) queried from more than one area/)?.[1]),
    orders: areasOf('orders'),
    users: areasOf('users'),
  };
}

// 5. Hand-written API shapes on the web: `interface X` and object `type X = {` declarations in
//    apps/web/src/features/*/api (types from the contract are `z.infer`/`z.input` aliases or imports), and
//    inline generic shapes `<{` there.
const web = join(root, 'apps/web/src');
const apiFiles = walk(join(web, 'features'), (p) => /\/api\/[^/]+\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p));
let shapes = 0;
let inline = 0;
for (const file of apiFiles) {
  const text = readFileSync(file, 'utf8');
  shapes += count(text, /^\s*(export\s+)?(interface\s+\w+|type\s+\w+(<[^>]*>)?\s*=\s*\{)/gm);
  inline += count(text, /<\{/g);
}

// 6. `toast.error(` call sites in the web's source, tests left out.
// 7. Routes that prefetch: route-tree entries naming a `prefetch.prefetchX` and console routes with
//    `loader: prefetch(`, out of all `screen(`/`child(`/`lazyScreen(` entries and console `path:` entries.
const webFiles = walk(web, (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p));
let toasts = 0;
for (const file of webFiles) toasts += count(readFileSync(file, 'utf8'), /toast\.error\(/g);
const read = (p) => (existsSync(join(web, p)) ? readFileSync(join(web, p), 'utf8') : '');
const tree = read('app/route-tree.tsx');
const admin = read('app/routes/admin/admin-routes.ts');
const prefetching = count(tree, /prefetch\.prefetch\w+/g) + count(admin, /loader: prefetch\(/g);

if (!checkStatus) {
  console.log(`queries outside repositories: ${outside}${outsideFiles.length ? ` (${outsideFiles.join(', ')})` : ''}`);
  if (owners) {
    console.log(`module cycles: ${owners.cycles}`);
    console.log(`tables queried from more than one area: ${owners.shared}`);
    console.log(`areas querying orders: ${owners.orders.length} (${owners.orders.join(', ')})`);
    console.log(`areas querying users: ${owners.users.length} (${owners.users.join(', ')})`);
  }
  console.log(`hand-written API shapes in features/*/api: ${shapes} declarations, ${inline} inline generic shapes`);
  console.log(`toast.error call sites: ${toasts}`);
  console.log(`routes that prefetch: ${prefetching}`);
}

// 8. Bare status codes (issue 27 §2): an order or parcel status written as a number instead of a name from the
//    contract (`OrderStatus.paid`, `ParcelStatus.packed`), in non-test source of the server (migrations left out:
//    their SQL is fixed once released) and the web. Codes are the statuses' own (1–6, 13, 20, 21), so HTTP
//    statuses and counts do not match. Counted: a status, problem_from or move end compared with a code; a code
//    as a status value (`status: 3`, a `moveOrder(trx, order, 3, …)` target, a `.where('status', '=', 3)`);
//    a list of codes (`[6, 20, 21]`); a `case 3:`; a map keyed by codes (`3: '已付款'`, `{ 3: p.packedAt }`,
//    `.get(6)`); a cast to a code (`as 3 | 4`); a status chosen between two codes (`to = inspection ? 20 : 6`); a status
//    entry or list (`{ code: 2, … }`, `['all', 3, 4]`); and the order- and parcel-type menus' string form of a
//    code compared, listed or defaulted (`type === '6'`, `['2', '3']`, `?? '2'`, `type: '2'`). Prefecture codes
//    (`marketplace/local/vocabulary/`) are not statuses. `--status-hits` lists them.
const CODE = '(?:1|2|3|4|5|6|13|20|21)';
const statusPatterns = [
  new RegExp(`(?:(?<!order_)status|problem_from|problemFrom|\\bfrom|\\bto|\\bs|\\bcode)\\s*(?:===|!==|==|!=)\\s*${CODE}\\b`, 'g'),
  new RegExp(`\\b(?:type|tab)\\s*(?:===|!==)\\s*'${CODE}'`, 'g'),
  new RegExp(`\\b(?:to|from|status)\\s*=\\s*[^;=]*\\?\\s*${CODE}\\s*:\\s*${CODE}\\b`, 'g'),
  new RegExp(`\\{\\s*code:\\s*${CODE}\\b`, 'g'),
  new RegExp(`\\[\\s*'all',\\s*${CODE}(?:,\\s*${CODE})+\\b`, 'g'),
  new RegExp(`\\['${CODE}'(?:,\\s*'${CODE}')+`, 'g'),
  new RegExp(`(?:\\?\\?\\s*|default\\(|\\btype:\\s*)'${CODE}'`, 'g'),
  new RegExp(`\\b${CODE}\\s*(?:===|!==)\\s*(?:\\w+\\??\\.)*(?:status|problem_from|problemFrom)\\b`, 'g'),
  new RegExp(`\\b(?:status|problem_from|problemFrom|to_status|from_status|from|to):\\s*${CODE}\\b(?!\\s*\\|\\s*0)`, 'g'),
  new RegExp(`illegal\\w*\\((?:[^,()]|\\([^()]*\\))+,\\s*${CODE}\\b`, 'g'),
  new RegExp(`move(?:Order|Parcel)\\([^,()]+,[^,()]+,\\s*${CODE}\\b`, 'g'),
  new RegExp(`'(?:\\w+\\.)?status',\\s*'(?:=|!=|<>)',\\s*${CODE}\\b`, 'g'),
  new RegExp(`\\[${CODE}(?:,\\s*${CODE})+\\]`, 'g'),
  new RegExp(`^\\s*case ${CODE}:`, 'gm'),
  new RegExp(`\\{\\s*${CODE}:\\s`, 'g'),
  new RegExp(`\\bas ${CODE}(?:\\s*\\|\\s*${CODE})*(?=\\s*[\\]);])`, 'g'),
  new RegExp(`\\.get\\(${CODE}\\)`, 'g'),
  new RegExp(`^\\s*${CODE}:\\s`, 'gm'),
];
const statusHits = (dir, exclude) => {
  const hits = [];
  for (const file of walk(dir, (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !exclude.test(p))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const re of statusPatterns)
        for (const m of line.matchAll(new RegExp(re.source, re.flags.replace('m', '')))) {
          hits.push(`${relative(root, file)}:${i + 1}: ${m[0].trim()}`);
        }
    });
  }
  return hits;
};
const serverStatus = statusHits(server, /\/migrations\/|\/seed\/|test-kit|\/vocabulary\//);
const webStatus = statusHits(web, /\/testing\//);
const comparisons = (hits) => hits.filter((h) => /[=!]==?/.test(h.split(': ').slice(1).join(': '))).length;
console.log(
  `bare status codes: server ${serverStatus.length} (${comparisons(serverStatus)} comparisons), web ${webStatus.length} (${comparisons(webStatus)} comparisons)`,
);
if (process.argv.includes('--status-hits') && !checkStatus)
  for (const hit of [...serverStatus, ...webStatus]) console.log(`  ${hit}`);
if (checkStatus && serverStatus.length + webStatus.length > 0) {
  console.error('Statuses are written by name (OrderStatus.paid, ParcelStatus.packed; decision 084), not as codes:');
  for (const hit of [...serverStatus, ...webStatus]) console.error(`  ${hit}`);
  process.exit(1);
}
