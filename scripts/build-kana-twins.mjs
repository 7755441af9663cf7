#!/usr/bin/env node
/**
 * Builds apps/server/src/modules/translation/glossary/kana-twins.txt (decision 120): the kana words that are the same
 * word in the other kana script. The gloss reads a kana word no key has through its twin in the other script only
 * when the twin is listed here (キレイ as きれい, きず as キズ, ふくろう as フクロウ); every other twin is another word:
 * きっと (surely) is not キット (a kit), ほっと (relieved) not ホット (hot), ナイト (night, knight) not ないと (unless),
 * and あかい (red) not アカイ (the maker Akai), a name JMdict does not have.
 *
 * Two spellings are the same word when JMdict/EDICT (Debian `edict`, read as the vocabulary scripts read it) has
 * both, and one entry holds both or their English meets (a content word shared by Porter stem: カワイイ's own entry
 * says "cute" as かわいい's does). Run by developers, not by CI (CI uses the committed file):
 *   apt-get install -y edict && node --import tsx scripts/build-kana-twins.mjs [path/to/edict]
 * File format: UTF-8, one word a line in hiragana (its twin is the same kana in katakana), sorted; `#` lines are
 * comments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stemmer } from 'stemmer';
import { otherScript } from '../apps/server/src/modules/translation/glossary/kana-variants.ts';
import { edictLines, requireFiles, writtenForms } from './edict-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/translation/glossary/kana-twins.txt');
const EDICT = process.argv[2] ?? '/usr/share/edict/edict';
requireFiles([[EDICT, 'edict']]);

const HIRAGANA = /^[\u3041-\u3096]+$/;
const STOP = new Set(
  'the and for not any its one who how etc usu esp sth with from that this used also someone something being make take'.split(
    ' ',
  ),
);

/** The content words of an entry's English, by stem: tags in brackets and short words left out. */
const stems = (english) =>
  english
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => stemmer(w));

/** Each written form → its entries' forms, and the stems of their English. */
const entriesOf = new Map();
for (const line of edictLines(EDICT)) {
  const forms = writtenForms(line);
  if (forms.length === 0) continue;
  const entry = { forms: new Set(forms), stems: stems(line.slice(line.indexOf(' /') + 2)) };
  for (const form of entry.forms) entriesOf.set(form, [...(entriesOf.get(form) ?? []), entry]);
}

const twins = [];
for (const [word, entries] of entriesOf) {
  // The gloss's own rule for which words have a twin (three kana or more).
  const twin = HIRAGANA.test(word) ? otherScript(word) : null;
  const twinEntries = twin === null ? undefined : entriesOf.get(twin);
  if (!twinEntries) continue;
  const twinStems = new Set(twinEntries.flatMap((e) => e.stems));
  if (entries.some((e) => e.forms.has(twin) || e.stems.some((s) => twinStems.has(s)))) twins.push(word);
}
twins.sort();
fs.writeFileSync(
  OUT,
  `# Hiragana words whose katakana twin is the same word (scripts/build-kana-twins.mjs; JMdict/EDICT, EDRDG, CC BY-SA 4.0)\n${twins.join('\n')}\n`,
);
console.log(`${twins.length} kana twins → ${path.relative(ROOT, OUT)}`);
