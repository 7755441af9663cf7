/**
 * Checks a machine translation (Japanese → simplified Chinese) before anyone is shown it or it is cached
 * (decision 076). A language model can drop a price, rewrite a model code, add "以下是翻译：", stop halfway or
 * answer in the wrong language; DeepL does not, but the same check costs little. A translation that fails is
 * thrown away and the member reads the gloss instead.
 */

/** Why a translation was refused; null when it passed. */
export type TranslationFault =
  | 'empty'
  | 'number_lost'
  | 'code_lost'
  | 'term_lost'
  | 'too_long'
  | 'too_short'
  | 'commentary'
  | 'untranslated';

/** Full-width digits, letters and the yen sign as their ASCII forms; thousands separators dropped. */
function normalise(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/(\d),(?=\d{3}\b)/g, '$1');
}

/** Text without HTML tags and entities (a description's words, as a reader sees them), a line per block. */
export function visibleText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/div|\/li|\/h\d|\/tr)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Every run of digits (with its decimal part): prices, sizes, years, quantities. */
const numbersOf = (text: string): string[] => normalise(text).match(/\d+(?:\.\d+)?/g) ?? [];

/**
 * Model codes and Latin words: a run of ASCII letters and digits (with - / . inside) of two characters or
 * more that has a letter in it — T-405, DSC-RX100M3, PSA10, Nintendo. They are not translated.
 */
const codesOf = (text: string): string[] =>
  (normalise(text).match(/[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*/g) ?? []).filter((w) => w.length >= 2 && /[A-Za-z]/.test(w));

const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc]/g;
/** Openings and closings by which a model talks about its answer instead of giving it. */
const COMMENTARY =
  /^\s*(?:以下是|下面是|这是|翻译(?:结果|如下)?[:：]|译文[:：]|中文(?:翻译)?[:：]|好的|当然|Sure|Here is|Here's|Translation:)|(?:注[:：]|备注[:：]|说明[:：]|\(注|（注|Note:)|```/i;

const count = (list: readonly string[]) => {
  const map = new Map<string, number>();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
};

/**
 * Checks one translation against its source:
 * - every number of the source is in the translation as often (prices, sizes and dates survive);
 * - every model code and Latin word is there, letter for letter (case aside);
 * - each of the store's terms found in the source (brands, condition words) reads as the store says it, or
 *   stays as written;
 * - the length stays within what a translation of that text can be: Chinese runs about 0.5–1.2 times the
 *   characters of the Japanese it renders, so less than a quarter or more than three times (plus a margin for
 *   short texts) is a truncation or an invention;
 * - no added commentary ("以下是翻译", "注：", code fences) and no answer left in Japanese (kana make up more
 *   than a third of the letters, where the source's kana are what a translation removes).
 */
export function checkTranslation(
  source: string,
  translation: string,
  terms: ReadonlyMap<string, string> = new Map(),
): TranslationFault | null {
  const src = source.trim();
  const out = translation.trim();
  if (!out) return src ? 'empty' : null;
  const outNormal = normalise(out);
  const outNumbers = count(numbersOf(out));
  for (const [n, times] of count(numbersOf(src))) if ((outNumbers.get(n) ?? 0) < times) return 'number_lost';
  const outLower = outNormal.toLowerCase();
  for (const code of new Set(codesOf(src))) if (!outLower.includes(code.toLowerCase())) return 'code_lost';
  for (const [ja, zh] of terms) if (src.includes(ja) && !out.includes(zh) && !out.includes(ja)) return 'term_lost';
  const srcLength = [...src].length;
  const outLength = [...out].length;
  if (outLength > srcLength * 3 + 20) return 'too_long';
  if (outLength < srcLength / 4 - 2) return 'too_short';
  if (COMMENTARY.test(out) && !COMMENTARY.test(src)) return 'commentary';
  // Terms left as written (a brand the translation kept in katakana) are no untranslated text.
  let rest = out;
  for (const ja of terms.keys()) rest = rest.split(ja).join('');
  const letters = out.replace(/[\s\p{P}\p{S}\d]/gu, '').length;
  const kana = rest.match(KANA)?.length ?? 0;
  if (letters > 0 && kana / letters > 1 / 3) return 'untranslated';
  return null;
}
