#!/usr/bin/env node
/**
 * Builds apps/server/src/modules/translation/glossary/character-names.tsv: Pokémon names, Japanese → their official
 * Simplified Chinese names, from the npm package `pokemon` (MIT; data/ja.json and data/zh-hans.json, the same
 * 1,025 entries in the same order). A name that is also an ordinary Japanese word (a JMdict headword: ブースター
 * booster, ラッキー lucky, ゴースト ghost, ストライク strike) is left out, so a title's ordinary word never reads as a
 * character. Run by developers (CI uses the committed file), with Debian's `edict` for the JMdict headwords:
 *   apt-get install -y edict && node scripts/build-character-names.mjs [path/to/edict]
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const edictPath = process.argv[2] ?? '/usr/share/edict/edict';
const out = path.join(root, 'apps/server/src/modules/translation/glossary/character-names.tsv');

const OpenCC = require('opencc-js');
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const ja = require('pokemon/data/ja.json');
const zh = require('pokemon/data/zh-hans.json');
if (ja.length !== zh.length) throw new Error('pokemon: the Japanese and Chinese lists differ in length');
const version = require('pokemon/package.json').version;

// JMdict headwords and readings (EDICT lines: "漢字 [かな] /gloss/…/" or "カナ /gloss/…/").
const edict = new TextDecoder('euc-jp').decode(fs.readFileSync(edictPath));
const words = new Set();
for (const line of edict.split('\n')) {
  const m = /^(\S+)(?: \[([^\]]+)\])? \//.exec(line);
  if (!m) continue;
  for (const w of m[1].split(';')) words.add(w.replace(/\(.*\)$/, '').normalize('NFKC'));
  for (const r of (m[2] ?? '').split(';')) if (r) words.add(r.replace(/\(.*\)$/, '').normalize('NFKC'));
}

const lines = [
  `# Pokémon names → official Simplified Chinese names: npm package pokemon ${version} (MIT), data/ja.json + data/zh-hans.json.`,
  '# Names that are also ordinary words (JMdict headwords) or not written in Chinese characters alone are left out. Built by scripts/build-character-names.mjs.',
];
let skipped = 0;
for (let i = 0; i < ja.length; i++) {
  const key = ja[i].normalize('NFKC').toLowerCase();
  // Ordinary words, one-letter keys and names not written in Chinese characters alone (3D龙II) are left out.
  if (words.has(key) || key.length < 2 || !/^\p{Script=Han}+$/u.test(zh[i])) {
    skipped++;
    continue;
  }
  // A few of the package's Simplified names keep a traditional character (钥圈兒): OpenCC's forms.
  lines.push(`${key}\t${toSimplified(zh[i])}`);
}
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`character-names.tsv: ${lines.length - 2} names, ${skipped} left out`);
