/**
 * Terms a title search matches only as whole words (decision 121): a term of these scripts found inside a longer
 * word of the same script is usually another word (デル in モデル, PC in SRPC-0013, LP in HELP, LEE in SLEEVE).
 */

/**
 * Katakana as the body of a character class: the letters, ー, ヽ ヾ and half-width katakana — not the middle dot ・,
 * which separates words. Written for JavaScript, SQLite's GLOB and PostgreSQL's regular expressions alike.
 */
export const KATAKANA_CLASS = '\u30A1-\u30FA\u30FC-\u30FE\uFF66-\uFF9F';
const LATIN_CLASS = 'A-Za-z';

const KATAKANA_WORD = new RegExp(`^[${KATAKANA_CLASS}]+$`);
/** Latin letters only, at most three: an abbreviation (PC, LP, CD) or a short name (LEE, UGG). */
const SHORT_LATIN_WORD = /^[A-Za-z]{1,3}$/;

/** True when every character of `text` is katakana. */
export const isKatakanaWord = (text: string): boolean => KATAKANA_WORD.test(text);

/** True for a short Latin word, matched as a whole word wherever it is searched. */
export const isShortLatinWord = (text: string): boolean => SHORT_LATIN_WORD.test(text);

/**
 * The characters a whole-word `term` must not touch on either side, as the body of a character class; null when the
 * term is of no script that has whole words here (it is matched as a substring).
 */
export function wordCharacters(term: string): string | null {
  if (isKatakanaWord(term)) return KATAKANA_CLASS;
  if (isShortLatinWord(term)) return LATIN_CLASS;
  return null;
}

/** `text` holds `term` as a whole word, ignoring case (as the SQL of marketplace/local/title-terms.ts does). */
export function holdsWholeWord(text: string, term: string): boolean {
  const characters = wordCharacters(term);
  if (!characters) return text.toLowerCase().includes(term.toLowerCase());
  return new RegExp(`(^|[^${characters}])${term}([^${characters}]|$)`, 'i').test(text);
}
