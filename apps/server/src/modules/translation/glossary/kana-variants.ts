import fs from 'node:fs';
import path from 'node:path';

/**
 * Spelling variants of one kana word (decision 092). Sellers write the same loanword several ways — ヴィンテージ
 * and ビンテージ, スポーツウェア and スポーツウエア, コンピューター and コンピュータ — and native words in katakana
 * for emphasis (キレイ for きれい, ヌイグルミ for ぬいぐるみ). The glossary knows one spelling; these map another
 * spelling to the one it knows, so the word gets the same Chinese.
 *
 * Only rules under which both spellings are the same word, never on a word of fewer than three kana, never on
 * text with kanji or Latin letters in it:
 * - a katakana word's spelling family (`katakanaFamily`): ヴァ ヴィ ヴ ヴェ ヴォ → バ ビ ブ ベ ボ (the V of
 *   loanwords), ウィ ウェ ウォ → ウイ ウエ ウオ (small or full-size vowel after ウ), and a final long-vowel mark
 *   dropped when at least three kana remain (so a short word never meets another: カバー is not カバ, hippo);
 * - a word in one kana script written in the other (`otherScript`): キレイ ⇄ きれい, exactly, sound for sound.
 *   Hiragana words never join a katakana family: アンダー (under) is not あんだ (a base hit).
 */
const KATAKANA_ONLY = /^[\u30a1-\u30fa\u30fc-\u30fe]+$/;
const HIRAGANA_ONLY = /^[\u3041-\u3096\u309d\u309e]+$/;
const V_SOUNDS: readonly [RegExp, string][] = [
  [/ヴァ/g, 'バ'],
  [/ヴィ/g, 'ビ'],
  [/ヴェ/g, 'ベ'],
  [/ヴォ/g, 'ボ'],
  [/ヴ/g, 'ブ'],
  [/ウィ/g, 'ウイ'],
  [/ウェ/g, 'ウエ'],
  [/ウォ/g, 'ウオ'],
];
/** Whether a word holds a sound the rules above rewrite. */
const VARIES = /[ヴウ]/;
/** The fewest kana a word keeps (and the shortest word a rule applies to). */
const MIN_KANA = 3;

/** The one form of a katakana word's spelling family, or null when the text is not a katakana word of three or more. */
export function katakanaFamily(text: string): string | null {
  if (text.length < MIN_KANA || !KATAKANA_ONLY.test(text)) return null;
  let out = text;
  if (VARIES.test(out)) for (const [from, to] of V_SOUNDS) out = out.replace(from, to);
  if (out.endsWith('ー') && out.length - 1 >= MIN_KANA) out = out.slice(0, -1);
  return out;
}

/**
 * The same kana in the other script (キレイ → きれい, かばん → カバン), or null when the text is not a word of three or
 * more kana of one script, or holds a sound the other script writes differently (ー, ヴ, small ヵヶ). Whether it is
 * the same word there: `sameWordInOtherScript`.
 */
export function otherScript(text: string): string | null {
  if (text.length < MIN_KANA) return null;
  if (HIRAGANA_ONLY.test(text)) return shift(text, 0x60);
  if (KATAKANA_ONLY.test(text) && !/[ーヴヵヶヷ-ヺ]/.test(text)) return shift(text, -0x60);
  return null;
}

/** Whether the text is written in hiragana only. */
export const isHiragana = (text: string): boolean => HIRAGANA_ONLY.test(text);

/**
 * Whether JMdict says a kana word is the same word in the other script (decision 120): キレイ is きれい and ふくろう
 * is フクロウ, but きっと (surely) is not キット (a kit), nor ナイト (night, knight) ないと (unless).
 */
export function sameWordInOtherScript(text: string): boolean {
  const hiragana = HIRAGANA_ONLY.test(text) ? text : otherScript(text);
  return hiragana !== null && kanaTwins().has(hiragana);
}

let twins: ReadonlySet<string> | undefined;
/** The hiragana words whose katakana twin is the same word (kana-twins.txt, `scripts/build-kana-twins.mjs`), read once. */
function kanaTwins(): ReadonlySet<string> {
  twins ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'kana-twins.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return twins;
}

const shift = (text: string, by: number) => String.fromCharCode(...[...text].map((c) => c.charCodeAt(0) + by));

const KANJI = /[\u3400-\u9fff\uf900-\ufaff々]/g;
/** A word of kanji with hiragana okurigana only, beginning with a kanji: 取り扱い, 売切れ, 取扱. */
const KANJI_AND_OKURIGANA = /^[\u3400-\u9fff\uf900-\ufaff々][\u3400-\u9fff\uf900-\ufaff々\u3041-\u3096]*$/;
/** Kana that are particles more often than okurigana, which no skeleton drops (天の川 is not 天川). */
const PARTICLES = /[のがをにへでとはもや]/;

/**
 * The kanji skeleton of a word written with or without its okurigana (decision 095): 取り扱い, 取扱い and 取扱 are
 * all 取扱; null for a word of fewer than two kanji, a word not of kanji and hiragana beginning with a kanji, or one
 * with a particle's kana in it. Different words share a skeleton (作り物, a fake, and 作物, crops), so a skeleton
 * only proposes a spelling: the caller keeps it only when both spellings read the same.
 */
export function okuriganaSkeleton(text: string): string | null {
  if (!KANJI_AND_OKURIGANA.test(text) || PARTICLES.test(text)) return null;
  const kanji = text.match(KANJI);
  return kanji && kanji.length >= 2 ? kanji.join('') : null;
}
