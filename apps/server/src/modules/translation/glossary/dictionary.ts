import { PRIVATE_USE } from '../../../marketplace/local/fts-document';
import { CATEGORY_TREE } from '../../../marketplace/local/vocabulary/categories';
import { BRAND_LINES, COLORS, MODIFIERS, TITLE_TAGS } from '../../../marketplace/local/vocabulary/words';
import type { MarketBrand } from '../../../marketplace/marketplace';
import { JA_ZH_VOCABULARY, SENSES_IN_CONTEXT } from './ja-zh-vocabulary';
import { MAKER_NAMES_THAT_ARE_WORDS, MAKER_VOCABULARY } from './maker-vocabulary';
import { ZH_JA_TERMS } from './zh-ja-terms';

/**
 * The search dictionary: Chinese words (lower-cased) → the Japanese words titles use, and brand names
 * in every script → the brand. Built from the maintained list (zh-ja-terms.ts), the marketplace
 * vocabulary, the brands and the keyword gloss's vocabulary read backwards.
 */
export interface Dictionary {
  /** zh (lower case) → Japanese terms, most specific first. */
  readonly zhToJa: ReadonlyMap<string, readonly string[]>;
  /** zh (lower case) → the Chinese as first written (L码, not l码): what a member is shown. */
  readonly zhAsWritten: ReadonlyMap<string, string>;
  /** Any spelling of a brand (lower case) → the brand. */
  readonly brands: ReadonlyMap<string, MarketBrand>;
  /** Longest key, for segmenting Chinese text without spaces. */
  readonly maxKeyLength: number;
  /** Entries for suggestions: Chinese word and its first Japanese equivalent. */
  readonly entries: readonly { zh: string; ja: string }[];
}

const HAN = /\p{Script=Han}/u;
const ASCII_ONLY = /^[\x20-\x7e]+$/;

export function buildDictionary(brands: readonly MarketBrand[]): Dictionary {
  const zhToJa = new Map<string, string[]>();
  const zhAsWritten = new Map<string, string>();
  const add = (zh: string, ja: string) => {
    const key = zh.trim().toLowerCase();
    if (!key || !ja.trim()) return;
    if (!zhAsWritten.has(key)) zhAsWritten.set(key, zh.trim());
    // A "translation" that is the same ASCII text adds nothing (logo → logo, PS5 → PS5).
    if (ASCII_ONLY.test(zh) && zh.toLowerCase() === ja.toLowerCase()) return;
    const list = zhToJa.get(key) ?? [];
    if (!list.includes(ja)) list.push(ja);
    zhToJa.set(key, list);
  };

  for (const [zh, ja] of ZH_JA_TERMS) add(zh, ja);
  for (const root of CATEGORY_TREE) {
    add(root.zh, root.ja);
    for (const mid of root.mids) {
      add(mid.zh, mid.ja);
      for (const leaf of mid.leaves) {
        add(leaf.zh, leaf.ja);
        for (const [ja, zh] of leaf.nouns) add(zh, ja);
      }
    }
  }
  for (const [ja, zh] of [...TITLE_TAGS, ...COLORS, ...Object.values(MODIFIERS).flat(), ...Object.values(BRAND_LINES).flat()]) {
    if (HAN.test(zh) || !ASCII_ONLY.test(zh)) add(zh, ja);
  }

  const brandMap = new Map<string, MarketBrand>();
  for (const brand of brands) {
    for (const name of [brand.nameZh, brand.name, brand.nameEn, ...brand.aliases]) {
      const key = name.trim().toLowerCase();
      if (key && !brandMap.has(key)) brandMap.set(key, brand);
    }
    // A brand's Chinese name is also a dictionary word (for segmenting 路易威登钱包).
    add(brand.nameZh, brand.name);
  }

  // Suggestions come from the shopping words above; the glossary's words below only widen what they find.
  const entries = [...zhToJa.entries()].map(([zh, ja]) => ({ zh: zhAsWritten.get(zh) ?? zh, ja: ja[0] }));
  // The keyword gloss read backwards (decision 044): a Chinese word members read in a gloss finds the titles
  // it was glossed from (带盒 → 箱付き, 箱あり). Added last, so a word's shopping equivalents stay first.
  for (const [ja, zh] of JA_ZH_VOCABULARY) if (HAN.test(zh)) add(zh, ja);
  for (const { senses } of SENSES_IN_CONTEXT) for (const [ja, zh] of senses) add(zh, ja);
  // A maker's Chinese name finds what sellers write (丰田 → トヨタ, decision 101), unless it is an ordinary word too.
  for (const [ja, zh] of MAKER_VOCABULARY) if (HAN.test(zh) && !MAKER_NAMES_THAT_ARE_WORDS.has(zh)) add(zh, ja);
  const maxKeyLength = Math.max(...[...zhToJa.keys(), ...brandMap.keys()].map((k) => [...k].length));
  return { zhToJa, zhAsWritten, brands: brandMap, maxKeyLength, entries };
}

/** Every spelling sellers use for a brand in titles (Japanese, English, aliases). */
export function brandTerms(brand: MarketBrand): string[] {
  return unique([brand.name, brand.nameEn, ...brand.aliases].filter((t) => t.trim().length > 0));
}

export function unique(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const term of terms) {
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** NFKC (full-width letters and half-width kana to their usual forms), no control characters, single spaces. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(PRIVATE_USE, '')
    .replace(/\s+/g, ' ')
    .trim();
}
