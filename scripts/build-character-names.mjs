#!/usr/bin/env node
/**
 * Builds apps/server/src/modules/translation/glossary/character-names.tsv: Pokémon names, Japanese → their official
 * Simplified Chinese names, from the npm package `pokemon` (MIT; data/ja.json and data/zh-hans.json, the same
 * 1,025 entries in the same order). A name that is also an ordinary Japanese word (a JMdict headword: ブースター
 * booster, ラッキー lucky, ゴースト ghost, ストライク strike) is left out, so a title's ordinary word never reads as a
 * character. Run by developers (CI uses the committed file), with Debian's `edict` for the JMdict headwords:
 *   apt-get install -y edict && node scripts/build-character-names.mjs [path/to/edict] [--pokeapi path/to/data/v2/csv]
 *
 * With --pokeapi (the CSV folder of a checkout of https://github.com/PokeAPI/pokeapi, BSD-3-Clause; decision 119) it
 * also builds character-names-in-context.tsv: names read only in a title about Pokémon (the markers are in
 * glossary-translator.ts) — the Pokémon left out above for being ordinary words too (コイル 小磁怪, not a coil;
 * リザード 火恐龙, not a lizard), which there win over every other source, and the games' items and regions
 * (ハイパーボール 高级球, カントー 关都), which there fill gaps only. Left out even there: names that in a Pokémon
 * title still mean the word (ブルー a colour, ゴースト the type, クラブ a club, スリープ the Pokémon Sleep game).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { edictLines, writtenForms } from './edict-files.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const pokeapiAt = args.indexOf('--pokeapi');
const pokeapi = pokeapiAt >= 0 ? args.splice(pokeapiAt, 2)[1] : undefined;
const edictPath = args[0] ?? '/usr/share/edict/edict';
const inContextOut = path.join(root, 'apps/server/src/modules/translation/glossary/character-names-in-context.tsv');
const out = path.join(root, 'apps/server/src/modules/translation/glossary/character-names.tsv');

const OpenCC = require('opencc-js');
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const ja = require('pokemon/data/ja.json');
const zh = require('pokemon/data/zh-hans.json');
if (ja.length !== zh.length) throw new Error('pokemon: the Japanese and Chinese lists differ in length');
const version = require('pokemon/package.json').version;

// JMdict headwords and readings.
const words = new Set(edictLines(edictPath).flatMap(writtenForms));

const lines = [
  `# Pokémon names → official Simplified Chinese names: npm package pokemon ${version} (MIT), data/ja.json + data/zh-hans.json.`,
  '# Names that are also ordinary words (JMdict headwords) or not written in Chinese characters (one Latin capital after them allowed: 谜拟Q) are left out. Built by scripts/build-character-names.mjs.',
];
/** Chinese characters, and at most one Latin capital after them (谜拟Q, Mimikyu); not 3D龙II, 属性：空. */
const CHINESE_NAME = /^\p{Script=Han}+[A-Z]?$/u;
let skipped = 0;
/** Pokémon left out for being ordinary words too, read only in a title about Pokémon. */
const ordinaryNames = [];
for (let i = 0; i < ja.length; i++) {
  const key = ja[i].normalize('NFKC').toLowerCase();
  // Ordinary words, one-letter keys and names not written in Chinese characters (3D龙II) are left out.
  const zhName = zh[i].normalize('NFKC');
  const named = key.length >= 2 && CHINESE_NAME.test(zhName);
  if (!named || words.has(key)) {
    if (named) ordinaryNames.push([key, toSimplified(zhName)]);
    skipped++;
    continue;
  }
  // A few of the package's Simplified names keep a traditional character (钥圈兒): OpenCC's forms.
  lines.push(`${key}\t${toSimplified(zhName)}`);
}
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`character-names.tsv: ${lines.length - 2} names, ${skipped} left out`);

if (pokeapi) {
  /** Names that in a Pokémon title still mean the word: a colour, a type, a club, the Pokémon Sleep game. */
  const STILL_WORDS = new Set(['ブルー', 'ゴースト', 'クラブ', 'スリープ']);
  /** PokeAPI's language ids: ja-Hrkt (kana), ja (kanji), zh-Hans. */
  const KANA = '1';
  const KANJI = '11';
  const SIMPLIFIED = '12';
  /** id → { ja: Set, zh } from a PokeAPI `*_names.csv` (id, local_language_id, name, …). */
  const namesOf = (file) => {
    const byId = new Map();
    const text = fs.readFileSync(path.join(pokeapi, file), 'utf8');
    for (const line of text.split('\n').slice(1)) {
      const [id, lang, name] = line.split(',');
      if (!id || !name) continue;
      const entry = byId.get(id) ?? { ja: new Set(), zh: null };
      byId.set(id, entry);
      if (lang === KANA || lang === KANJI) entry.ja.add(name.normalize('NFKC').toLowerCase());
      else if (lang === SIMPLIFIED) entry.zh = toSimplified(name);
    }
    return byId;
  };
  const rows = [];
  const seen = new Set();
  for (const [key, zhName] of ordinaryNames) {
    if (STILL_WORDS.has(key)) continue;
    rows.push(`${key}\t${zhName}\tfirst`);
    seen.add(key);
  }
  for (const file of ['region_names.csv', 'item_names.csv']) {
    for (const { ja: keys, zh: zhName } of namesOf(file).values()) {
      // Chinese characters only (an item named with a number or Latin letters, 招式学习器01, is a code, not a name).
      if (!zhName || !/^\p{Script=Han}+$/u.test(zhName)) continue;
      for (const key of keys) {
        // Three characters at least, and Japanese: shorter names (ひも, いし) are words in any title.
        if ([...key].length < 3 || !/[\u3040-\u30ff\u3400-\u9fff]/u.test(key) || seen.has(key)) continue;
        rows.push(`${key}\t${zhName}\tgap`);
        seen.add(key);
      }
    }
  }
  const header = [
    `# Names read only in a title about Pokémon (decision 119): npm package pokemon ${version} (MIT) for the Pokémon that are also`,
    '# ordinary words ("first": they win over every other source there), PokeAPI data/v2/csv (BSD-3-Clause, https://github.com/PokeAPI/pokeapi)',
    '# region_names.csv and item_names.csv for the regions and items ("gap": read only where no other source has the word).',
    '# Built by scripts/build-character-names.mjs --pokeapi.',
  ];
  fs.writeFileSync(inContextOut, `${[...header, ...rows].join('\n')}\n`);
  console.log(`character-names-in-context.tsv: ${rows.length} names`);
}
