/**
 * Katakana as the body of a character class: the letters, ー, ヽ ヾ and half-width katakana — not the middle dot ・,
 * which separates words. Written for JavaScript, SQLite's GLOB and PostgreSQL's regular expressions alike.
 */
export const KATAKANA_CLASS = '\u30A1-\u30FA\u30FC-\u30FE\uFF66-\uFF9F';

const KATAKANA_WORD = new RegExp(`^[${KATAKANA_CLASS}]+$`);

/** True when every character of `text` is katakana. */
export const isKatakanaWord = (text: string): boolean => KATAKANA_WORD.test(text);
