import { brandTerms, type Dictionary, normalizeKeyword, unique } from '../../translation/glossary/dictionary';
import { toJapaneseKanji } from './simplified-kanji';

/**
 * Turns what a member typed into term groups (docs/decisions: search design). Words are split at
 * spaces; a Chinese word without spaces is segmented by the longest dictionary words (路易威登钱包 →
 * 路易威登 + 钱包). Each word becomes a group: a brand → all its spellings; a dictionary word → its
 * Japanese equivalents; other Chinese → its Japanese kanji form; Japanese or Latin → itself. An item
 * matches when its title contains a term of every group.
 */
export interface TermGroup {
  word: string;
  /** Display order: the word's Japanese equivalents (and the word itself when titles may hold it). */
  terms: string[];
}

export const MAX_WORDS = 6;
const MAX_TERMS_PER_GROUP = 10;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const HAN = /\p{Script=Han}/u;
export function expandKeyword(keyword: string, dictionary: Dictionary): TermGroup[] {
  const words = normalizeKeyword(keyword).split(' ').filter(Boolean);
  const groups: TermGroup[] = [];
  for (const word of words) {
    for (const group of expandWord(word, dictionary)) {
      if (groups.length >= MAX_WORDS) break;
      if (groups.some((g) => g.word.toLowerCase() === group.word.toLowerCase())) continue;
      groups.push({ word: group.word, terms: group.terms.slice(0, MAX_TERMS_PER_GROUP) });
    }
  }
  return groups;
}

function expandWord(word: string, dictionary: Dictionary): TermGroup[] {
  const whole = translate(word, dictionary);
  if (whole) return [{ word, terms: whole }];
  if (KANA.test(word) || !HAN.test(word)) return [{ word, terms: [word] }];
  // Chinese without a dictionary entry: segment by the longest known words.
  const segments = segment(word, dictionary);
  if (segments.length <= 1) return [{ word, terms: unique([toJapaneseKanji(word), word]) }];
  return segments.map((s) => ({ word: s, terms: translate(s, dictionary) ?? unique([toJapaneseKanji(s), s]) }));
}

/** A known word's terms: brand spellings or dictionary equivalents, plus the word itself when Japanese could hold it. */
function translate(word: string, dictionary: Dictionary): string[] | null {
  const key = word.toLowerCase();
  const brand = dictionary.brands.get(key);
  if (brand) return unique([...brandTerms(brand), ...(HAN.test(word) && !KANA.test(word) ? [] : [word])]);
  const japanese = dictionary.zhToJa.get(key);
  if (!japanese) return null;
  // 香水, 和服, 茶碗 are Japanese too; 钱包 (銭 in Japanese) is not.
  const keepWord = !HAN.test(word) || toJapaneseKanji(word) === word;
  return unique([...japanese, ...(keepWord ? [word] : [])]);
}

function segment(text: string, dictionary: Dictionary): string[] {
  const chars = [...text];
  const out: string[] = [];
  let pending = '';
  let i = 0;
  while (i < chars.length) {
    let matched = 0;
    for (let len = Math.min(dictionary.maxKeyLength, chars.length - i); len >= 1; len--) {
      const candidate = chars
        .slice(i, i + len)
        .join('')
        .toLowerCase();
      if (dictionary.zhToJa.has(candidate) || dictionary.brands.has(candidate)) {
        matched = len;
        break;
      }
    }
    if (matched === 0) {
      pending += chars[i];
      i++;
      continue;
    }
    if (pending) out.push(pending);
    pending = '';
    out.push(chars.slice(i, i + matched).join(''));
    i += matched;
  }
  if (pending) out.push(pending);
  return out;
}

/**
 * The groups as the marketplace searches them: a term that contains another term of its group is
 * dropped (any title holding it holds the shorter one too).
 */
export function searchGroups(groups: readonly TermGroup[]): string[][] {
  return groups
    .map((g) => {
      const lower = g.terms.map((t) => t.toLowerCase());
      return g.terms.filter(
        (_, i) => !lower.some((other, j) => j !== i && other.length < lower[i].length && lower[i].includes(other)),
      );
    })
    .filter((terms) => terms.length > 0);
}
