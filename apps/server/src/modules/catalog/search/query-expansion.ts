import { toJapaneseKanji } from '../../../lib/kanji-forms';
import { isShortLatinWord } from '../../../lib/whole-words';
import { brandTerms, type Dictionary, normalizeKeyword, unique } from '../../translation/glossary/dictionary';
import { toSimplifiedChinese } from './traditional-chinese';
import { wholeWordBrandSpellings } from './whole-katakana-words';
import { ZH_JA_SEARCH_WORDS } from './zh-ja-search-words';

/**
 * Turns what a member typed into term groups (decisions 010 and 074). Words are split at spaces. Each word
 * becomes one group, or several when it is a Chinese phrase of known words:
 * - a known Chinese word or brand (also after traditional → simplified: 手錶 → 手表) → every Japanese form
 *   titles use (手表 → 腕時計 · 時計 · ウォッチ), searched as alternatives (OR);
 * - Chinese without an entry → the longest known words over the whole phrase (路易威登钱包 → 路易威登 + 钱包);
 *   a compound is never cut into single characters that are each required: a single character counts only
 *   as the phrase's last word (女士包 → 女士 + 包), an unknown run of two or more stays (in its kanji form);
 * - Japanese (kana present, or kanji that is not a known Chinese word: 初期, 遊戯王) and Latin → itself, as typed.
 * With `exact`, every word is itself (the member's "只搜原词").
 */
export interface TermGroup {
  word: string;
  /** Display order: the word's Japanese equivalents (and the word itself when titles may hold it). */
  terms: string[];
}

export const MAX_WORDS = 6;
const MAX_TERMS_PER_GROUP = 10;
/**
 * Japanese forms the glossary reads (本 → 书) that a title search must not send: a substring search finds them
 * inside words of another sense (本 in 日本, 本体, 本革), so 书 would find Japanese-made goods, not books; ラック (a
 * rack) is inside ブラック, black, and 帯 (an obi) inside 携帯 and 帯付き (decision 120).
 */
const FOUND_INSIDE_OTHER_WORDS: ReadonlySet<string> = new Set(['本', 'ラック', '帯']);
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const HAN = /\p{Script=Han}/u;

/** The search's view of the dictionary: its words plus the search-only forms (zh-ja-search-words.ts). */
interface SearchVocabulary {
  lookup(key: string): readonly string[] | undefined;
  has(key: string): boolean;
  /** Every Japanese form the vocabulary knows (a typed word among them is Japanese, not Chinese). */
  japanese: ReadonlySet<string>;
  maxKeyLength: number;
  dictionary: Dictionary;
  /** Katakana brand spellings (lower case) a title holds only as whole words (デル, not inside モデル). */
  wholeWords: ReadonlySet<string>;
}

const vocabularies = new WeakMap<Dictionary, SearchVocabulary>();

export function searchVocabulary(dictionary: Dictionary): SearchVocabulary {
  const known = vocabularies.get(dictionary);
  if (known) return known;
  const words = new Map<string, string[]>();
  for (const [zh, forms] of ZH_JA_SEARCH_WORDS) {
    const key = zh.toLowerCase();
    words.set(key, unique([...(words.get(key) ?? []), ...forms]));
  }
  for (const [zh, forms] of dictionary.zhToJa) {
    const searched = forms.filter((f) => !FOUND_INSIDE_OTHER_WORDS.has(f));
    if (searched.length > 0) words.set(zh, unique([...(words.get(zh) ?? []), ...searched]));
  }
  const japanese = new Set<string>();
  for (const forms of words.values()) for (const f of forms) japanese.add(f.toLowerCase());
  for (const brand of dictionary.brands.values()) for (const t of brandTerms(brand)) japanese.add(t.toLowerCase());
  const maxKeyLength = Math.max(dictionary.maxKeyLength, ...[...words.keys()].map((k) => [...k].length));
  const vocabulary: SearchVocabulary = {
    lookup: (key) => words.get(key),
    has: (key) => words.has(key) || dictionary.brands.has(key),
    japanese,
    maxKeyLength,
    dictionary,
    wholeWords: wholeWordBrandSpellings(dictionary.brands.values()),
  };
  vocabularies.set(dictionary, vocabulary);
  return vocabulary;
}

/** Chinese words of the search vocabulary with their first Japanese form, for suggestions. */
export function searchEntries(dictionary: Dictionary): { zh: string; ja: string }[] {
  const seen = new Set(dictionary.entries.map((e) => e.zh.toLowerCase()));
  const extra = ZH_JA_SEARCH_WORDS.filter(([zh]) => !seen.has(zh.toLowerCase())).map(([zh, forms]) => ({
    zh,
    ja: forms[0] ?? zh,
  }));
  return [...dictionary.entries, ...extra];
}

export function expandKeyword(keyword: string, dictionary: Dictionary, options: { exact?: boolean } = {}): TermGroup[] {
  const words = normalizeKeyword(keyword).split(' ').filter(Boolean);
  const vocabulary = searchVocabulary(dictionary);
  const groups: TermGroup[] = [];
  for (const word of words) {
    const expanded = options.exact ? [{ word, terms: [word] }] : expandWord(word, vocabulary);
    for (const group of expanded) {
      if (groups.length >= MAX_WORDS) break;
      if (groups.some((g) => g.word.toLowerCase() === group.word.toLowerCase())) continue;
      groups.push({ word: group.word, terms: group.terms.slice(0, MAX_TERMS_PER_GROUP) });
    }
  }
  return groups;
}

/** True when a group searches something other than the word as typed. */
export function isExpanded(group: TermGroup): boolean {
  return group.terms.length !== 1 || group.terms[0] !== group.word;
}

function expandWord(word: string, vocabulary: SearchVocabulary): TermGroup[] {
  const whole = translate(word, vocabulary);
  if (whole) return [{ word, terms: whole }];
  if (KANA.test(word) || !HAN.test(word)) return [{ word, terms: [word] }];
  // A Japanese word the vocabulary knows (遊戯王, 時計) is not read as traditional Chinese.
  if (vocabulary.japanese.has(word.toLowerCase())) return [{ word, terms: [word] }];
  const simplified = toSimplifiedChinese(word);
  if (simplified !== word) {
    const known = translate(simplified, vocabulary);
    if (known) return [{ word, terms: known }];
  }
  // Only characters Japanese writes too, and no known word: Japanese as typed (初期, 中古美品).
  const chinese = toJapaneseKanji(simplified) !== simplified || simplified !== word;
  const segments = segment(simplified, vocabulary);
  // Shared characters only (古董茶具, 男士手表): Chinese when it holds a word Japanese does not write, else Japanese.
  const chinesePhrase = segments.some((s) => s.known && [...s.text].length > 1 && !vocabulary.japanese.has(s.text.toLowerCase()));
  if (!chinese && !chinesePhrase) return [{ word, terms: [word] }];
  if (!segments.some((s) => s.known)) return [{ word, terms: unique([toJapaneseKanji(simplified), simplified]) }];
  // Chinese compounds end in their head noun: a single character counts only there, and only when known
  // (女士包 → 女士 + 包; 男士新款手表 → 男士 + 手表, not 新 and 款 each required).
  return segments
    .filter((s, i) => [...s.text].length > 1 || (s.known && i === segments.length - 1))
    .map((s) => ({
      word: s.text,
      terms: (s.known && translate(s.text, vocabulary)) || unique([toJapaneseKanji(s.text), s.text]),
    }));
}

/** A known word's terms: brand spellings or dictionary equivalents, plus the word itself when Japanese could hold it. */
function translate(word: string, vocabulary: SearchVocabulary): string[] | null {
  const key = word.toLowerCase();
  const brand = vocabulary.dictionary.brands.get(key);
  const japanese = vocabulary.lookup(key);
  if (!brand && !japanese) return null;
  // 香水, 和服, 茶碗 are Japanese too; 钱包 (銭 in Japanese) is not.
  const keepWord = !HAN.test(word) || (!KANA.test(word) && toJapaneseKanji(word) === word && !brand) || KANA.test(word);
  return unique([...(brand ? brandTerms(brand) : []), ...(japanese ?? []), ...(keepWord ? [word] : [])]);
}

/** Longest known words over the whole text, left to right; unknown runs between them kept as runs. */
function segment(text: string, vocabulary: SearchVocabulary): { text: string; known: boolean }[] {
  const chars = [...text];
  const out: { text: string; known: boolean }[] = [];
  let pending = '';
  let i = 0;
  while (i < chars.length) {
    let matched = 0;
    for (let len = Math.min(vocabulary.maxKeyLength, chars.length - i); len >= 1; len--) {
      if (
        vocabulary.has(
          chars
            .slice(i, i + len)
            .join('')
            .toLowerCase(),
        )
      ) {
        matched = len;
        break;
      }
    }
    if (matched === 0) {
      pending += chars[i];
      i++;
      continue;
    }
    if (pending) out.push({ text: pending, known: false });
    pending = '';
    out.push({ text: chars.slice(i, i + matched).join(''), known: true });
    i += matched;
  }
  if (pending) out.push({ text: pending, known: false });
  return out;
}

/**
 * A term a title holds only as a whole word (decision 121): a katakana brand spelling other words hold (`wholeWords`,
 * lower case: デル, not inside モデル) or a short Latin word (PC, not inside SRPC-0013).
 */
function isWholeWordTerm(term: string, wholeWords: ReadonlySet<string>): boolean {
  return wholeWords.has(term.toLowerCase()) || isShortLatinWord(term);
}

/**
 * The groups as the marketplace searches them: a term that contains another term of its group is
 * dropped (any title holding it holds the shorter one too) — unless the shorter one is searched as a whole
 * word only (ルイヴィトン stays beside a whole-word ヴィトン).
 */
export function searchGroups(groups: readonly TermGroup[], wholeWords: ReadonlySet<string> = new Set()): string[][] {
  return groups
    .map((g) => {
      const lower = g.terms.map((t) => t.toLowerCase());
      return g.terms.filter(
        (_, i) =>
          lower.indexOf(lower[i]) === i &&
          !lower.some(
            (other, j) =>
              j !== i && other.length < lower[i].length && lower[i].includes(other) && !isWholeWordTerm(other, wholeWords),
          ),
      );
    })
    .filter((terms) => terms.length > 0);
}

/** The terms of `groups` a title holds only as whole words, lower case (MarketSearchQuery.wholeWords). */
export function wholeWordTerms(groups: readonly string[][], wholeWords: ReadonlySet<string>): string[] {
  return [...new Set(groups.flat().map((t) => t.toLowerCase()))].filter((t) => isWholeWordTerm(t, wholeWords));
}
