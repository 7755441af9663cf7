import fs from 'node:fs';
import path from 'node:path';

/**
 * The open-data vocabulary: Japanese words → the Simplified Chinese a shopper reads, built from JMdict/EDICT,
 * CC-CEDICT and OpenCC by `scripts/build-vocabulary.mjs` into `open-vocabulary.tsv` (committed; CI never
 * rebuilds it). Sources and licences: VOCABULARY-SOURCES.md; method: decision 080.
 *
 * Keys are written forms as JMdict writes its headwords (kanji and kana spellings each a key; verbs and
 * adjectives in dictionary form), NFKC-normalised with Latin lower-cased. Values are one short rendering.
 * The hand-curated vocabulary, brands and condition labels take priority over this map wherever it is used.
 *
 * File format: UTF-8, one entry a line, `japanese<TAB>chinese`; lines starting with `#` are comments.
 */
const FILE = path.join(import.meta.dirname, 'open-vocabulary.tsv');
/**
 * Characters' official Chinese names from open data (Pokémon: `scripts/build-character-names.mjs`), read after the
 * dictionary so a name wins there; names that are also ordinary words were left out when the file was built.
 */
const NAMES_FILE = path.join(import.meta.dirname, 'character-names.tsv');
/**
 * Makers, products, organisations and works from JMnedict in their Latin form (ソニー → Sony;
 * `scripts/build-name-vocabulary.mjs`, decision 109): read only where no word is, and only as whole words.
 */
const MAKER_NAMES_FILE = path.join(import.meta.dirname, 'name-vocabulary.tsv');

/** The open vocabulary, with the keys that are names read only as whole words. */
export type OpenVocabulary = ReadonlyMap<string, string> & { readonly wholeWordOnly: ReadonlySet<string> };

let vocabulary: OpenVocabulary | undefined;

/**
 * The vocabulary, the character names and the names of makers and works, read from disk on the first call and
 * kept for the life of the process.
 */
export function loadOpenVocabulary(): OpenVocabulary {
  if (!vocabulary) {
    const map = parseOpenVocabulary(fs.readFileSync(FILE, 'utf8'));
    for (const [ja, zh] of parseOpenVocabulary(fs.readFileSync(NAMES_FILE, 'utf8'))) map.set(ja, zh);
    const wholeWordOnly = new Set<string>();
    for (const [ja, name] of parseOpenVocabulary(fs.readFileSync(MAKER_NAMES_FILE, 'utf8'))) {
      if (map.has(ja)) continue;
      map.set(ja, name);
      wholeWordOnly.add(ja);
    }
    vocabulary = Object.assign(map, { wholeWordOnly });
  }
  return vocabulary;
}

/** Parses the file's text; exported for the build script's checks and the tests. */
export function parseOpenVocabulary(text: string): Map<string, string> {
  const map = new Map<string, string>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (text.charCodeAt(start) !== 35 /* # */) {
      const tab = text.indexOf('\t', start);
      if (tab > start && tab < end) map.set(text.slice(start, tab), text.slice(tab + 1, end));
    }
    start = end + 1;
  }
  return map;
}
