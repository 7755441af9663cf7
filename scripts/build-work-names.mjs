#!/usr/bin/env node
/**
 * Builds apps/server/src/modules/translation/glossary/work-names.tsv (decision 119): the Japanese titles of anime
 * works → the Simplified Chinese title Chinese fans know, from bangumi-data (https://github.com/bangumi-data/bangumi-data,
 * CC BY 4.0; its npm package's dist/data.json: `titleTranslate['zh-Hans']`). A listing names the work its goods come
 * from (鬼滅の刃, 進撃の巨人, 呪術廻戦); read whole, the title is 鬼灭之刃, not 鬼 · 灭 · 刃.
 * Run by developers (CI uses the committed file), with Debian's `edict` and `enamdict`:
 *   npm pack bangumi-data@0.3.208 && tar xzf bangumi-data-0.3.208.tgz
 *   node scripts/build-work-names.mjs package/dist/data.json [--dry-run]
 * Rules, precision first — a title is left out rather than read where a seller meant words:
 *   1. Japanese titles with a Simplified Chinese title; a season's mark is cut from both ((第2期), 第二季, 剧场版).
 *   2. Titles of three characters or more, with kana or kanji, written without spaces or symbols (a key is a run of
 *      the analyser's words as written); no title that is all Latin letters (MEZZO).
 *   3. No title that is an ordinary word — a JMdict headword or reading (ラムネ, a drink before it is an anime) — nor
 *      a name JMnedict lists as a person, place or anything but a work (サスケ, a given name before it is a show).
 *   4. Every entry of a title gives the same Chinese once season marks are cut (else no choice is certain).
 *   5. The Chinese is Chinese characters (digits and Latin letters allowed after the first, 银河铁道999, 高达NT), in
 *      OpenCC's simplified forms.
 * The glossary reads these titles only where no other source has the key (open-vocabulary.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { edictLines, requireFiles, writtenForms } from './edict-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/translation/glossary/work-names.tsv');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const dataPath = args.find((a) => !a.startsWith('--'));
if (!dataPath || !fs.existsSync(dataPath)) {
  console.error('usage: node scripts/build-work-names.mjs path/to/bangumi-data/dist/data.json [--dry-run]');
  process.exit(1);
}
const EDICT = '/usr/share/edict/edict';
const ENAMDICT = '/usr/share/edict/enamdict';
requireFiles([
  [EDICT, 'edict'],
  [ENAMDICT, 'enamdict'],
]);

const forms = (line) => writtenForms(line).map((w) => w.toLowerCase());
const ordinary = new Set(edictLines(EDICT).flatMap(forms));
/** JMnedict keys of any kind but a work (wk): persons, places, companies, products … */
const otherNames = new Set();
for (const line of edictLines(ENAMDICT)) {
  const kinds = [...line.matchAll(/\/\(([a-z,]+)\)/g)].flatMap((m) => m[1].split(','));
  if (kinds.some((k) => k !== 'wk')) for (const k of forms(line)) otherNames.add(k);
}

/** A season's or a film's mark at the end of a title. */
const JA_SEASON = /[（(][^）)]*[）)]$|第?[0-9０-９一二三四五六七八九十]+期$|劇場版$/u;
const ZH_SEASON = /\s*(第[0-9一二三四五六七八九十]+[季期部]|[0-9]+期|剧场版|续篇|完结篇)$/u;
const WRITTEN_AS_ONE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆0-9A-Za-z]+$/u;
const CHINESE_TITLE = /^\p{Script=Han}[\p{Script=Han}0-9A-Za-z]*$/u;

/** A few Chinese titles keep a traditional character (御宅族的錄影帶): OpenCC's simplified forms. */
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const strip = (text, mark) => {
  let s = text.normalize('NFKC').trim();
  for (let i = 0; i < 3; i++) s = s.replace(mark, '').trim();
  return s;
};

const data = JSON.parse(fs.readFileSync(dataPath, 'utf8'));
/** key → Set of Chinese titles */
const byKey = new Map();
const out = { written: 0, notAsOne: 0, short: 0, ordinary: 0, name: 0, disagree: 0, notChinese: 0 };
for (const item of data.items) {
  const zh = item.titleTranslate?.['zh-Hans']?.[0];
  if (item.lang !== 'ja' || !zh) continue;
  const key = strip(item.title, JA_SEASON).toLowerCase();
  const chinese = toSimplified(strip(zh, ZH_SEASON).replace(/\s+/g, ''));
  if (!WRITTEN_AS_ONE.test(key) || !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(key)) {
    out.notAsOne++;
    continue;
  }
  if ([...key].length < 3) {
    out.short++;
    continue;
  }
  if (ordinary.has(key)) {
    out.ordinary++;
    continue;
  }
  if (otherNames.has(key)) {
    out.name++;
    continue;
  }
  if (!CHINESE_TITLE.test(chinese)) {
    out.notChinese++;
    continue;
  }
  byKey.set(key, new Set([...(byKey.get(key) ?? []), chinese]));
}
const lines = [
  '# Anime titles → their Simplified Chinese titles: bangumi-data (CC BY 4.0, https://github.com/bangumi-data/bangumi-data), npm bangumi-data 0.3.208.',
  '# Built by scripts/build-work-names.mjs (decision 119); titles that are ordinary words or other names are left out.',
];
for (const [key, titles] of [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
  if (titles.size > 1) {
    out.disagree++;
    continue;
  }
  lines.push(`${key}\t${[...titles][0]}`);
  out.written++;
}
if (!dryRun) fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`work-names.tsv: ${JSON.stringify(out)}`);
