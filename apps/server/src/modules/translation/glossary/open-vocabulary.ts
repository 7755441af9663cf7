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
/**
 * Names read only in a title about Pokémon (decision 119; `scripts/build-character-names.mjs --pokeapi`): the
 * Pokémon that are ordinary words too ("first") and the games' items and regions ("gap").
 */
const IN_CONTEXT_FILE = path.join(import.meta.dirname, 'character-names-in-context.tsv');
/**
 * Anime titles → the Chinese titles fans know, from bangumi-data (`scripts/build-work-names.mjs`, decision 119): read
 * only where no other source has the key (鬼滅の刃 鬼灭之刃, read whole rather than word by word).
 */
const WORK_NAMES_FILE = path.join(import.meta.dirname, 'work-names.tsv');

/** Names read only in a title about one franchise: those that win there over every source, those that fill gaps. */
export interface FranchiseNames {
  readonly first: ReadonlyMap<string, string>;
  readonly gap: ReadonlyMap<string, string>;
}

/** The open vocabulary, with the keys that are names read only as whole words. */
export type OpenVocabulary = ReadonlyMap<string, string> & {
  readonly wholeWordOnly: ReadonlySet<string>;
  /**
   * The characters' and works' names: read only as written, never as another spelling or the other kana script
   * (decision 120: テンプル, a temple, is not the anime てんぷる).
   */
  readonly asWrittenOnly: ReadonlySet<string>;
  /** Pokémon, their items and regions, for titles about Pokémon (decision 119). */
  readonly pokemon: FranchiseNames;
};

let vocabulary: OpenVocabulary | undefined;

/**
 * The vocabulary, the character names and the names of makers and works, read from disk on the first call and
 * kept for the life of the process.
 */
export function loadOpenVocabulary(): OpenVocabulary {
  if (!vocabulary) {
    const map = parseOpenVocabulary(fs.readFileSync(FILE, 'utf8'));
    // Every Pokémon wins in a title about Pokémon: those of the general list too (ピジョン is 比比鸟 there, not the
    // maker Pigeon, whose name wins elsewhere).
    const first = parseOpenVocabulary(fs.readFileSync(NAMES_FILE, 'utf8'));
    const asWrittenOnly = new Set<string>();
    for (const [ja, zh] of first) {
      map.set(ja, zh);
      asWrittenOnly.add(ja);
    }
    const gap = new Map<string, string>();
    for (const [ja, value] of parseOpenVocabulary(fs.readFileSync(IN_CONTEXT_FILE, 'utf8'))) {
      const [zh = '', kind] = value.split('\t');
      (kind === 'first' ? first : gap).set(ja, zh);
    }
    for (const [ja, zh] of parseOpenVocabulary(fs.readFileSync(WORK_NAMES_FILE, 'utf8'))) {
      if (map.has(ja)) continue;
      map.set(ja, zh);
      asWrittenOnly.add(ja);
    }
    const wholeWordOnly = new Set<string>();
    for (const [ja, name] of parseOpenVocabulary(fs.readFileSync(MAKER_NAMES_FILE, 'utf8'))) {
      if (map.has(ja)) continue;
      map.set(ja, name);
      wholeWordOnly.add(ja);
    }
    vocabulary = Object.assign(map, { wholeWordOnly, asWrittenOnly, pokemon: { first, gap } });
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
