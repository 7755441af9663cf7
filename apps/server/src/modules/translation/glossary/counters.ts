/**
 * Counters (助数詞) read after a number (decision 095). A counter's Chinese depends on the number before it: 本
 * alone is a book (书), but 3本 is three long things — pens, bottles, game cartridges, films — read 3个, the one
 * word right for all of them (decision 120; 支 was wrong for all but pens); 足 alone is a foot, 2足 two
 * pairs (2双); 着 alone is arrival, 3着 three garments (3件). Written after a number of digits and nothing between,
 * the counter is read as one part with it — `3本セット` → 3个 · 套装 — and this reading wins over any key of the
 * same length. After a number in kanji (decision 120: 二本 → 两个) it is read only where no key is as long (一部 is
 * "some", not one volume). Followed by 入り/入 (how many a pack holds: 10個入り) it reads as 装 (10个装), by 組 as 一组 (2枚組 → 2张一组).
 *
 * Only counters whose Chinese holds for whatever they count in a listing; a counter whose object decides the word
 * (枚: sheets 张 but shirts 件) keeps the one most titles mean.
 */
export const COUNTERS: ReadonlyMap<string, string> = new Map([
  ['本', '个'],
  ['足', '双'],
  ['着', '件'],
  ['枚', '张'],
  ['個', '个'],
  ['ヶ', '个'],
  ['コ', '个'],
  ['点', '件'],
  ['冊', '册'],
  ['巻', '卷'],
  ['台', '台'],
  ['組', '组'],
  ['箱', '盒'],
  ['袋', '袋'],
  ['色', '色'],
  ['種', '种'],
  ['種類', '种'],
  ['ヶ月', '个月'],
  ['ヵ月', '个月'],
  ['カ月', '个月'],
  ['ケ月', '个月'],
  ['か月', '个月'],
  ['回', '次'],
  ['体', '个'],
  ['匹', '只'],
  ['頭', '头'],
  ['羽', '只'],
  ['杯', '杯'],
  ['脚', '把'],
  ['膳', '双'],
  ['客', '件'],
  ['粒', '粒'],
  ['錠', '片'],
  ['缶', '罐'],
  ['瓶', '瓶'],
  ['束', '束'],
  ['対', '对'],
  ['部', '部'],
  ['通', '封'],
  ['件', '件'],
  ['歳', '岁'],
  ['才', '岁'],
  ['周年', '周年'],
  ['時間', '小时'],
  ['人', '人'],
  ['週間', '周'],
  ['弾', '弹'],
]);

/**
 * What may follow a counter: how many a pack holds (10個入り → 10个装), a set of so many (2枚組 → 2张一组), or how
 * many a seat takes (3人掛け → 3人座).
 */
const AFTER: ReadonlyMap<string, string> = new Map([
  ['入り', '装'],
  ['入', '装'],
  ['組', '一组'],
  ['掛け', '座'],
]);

const DIGITS = /^[0-9]+$/;
/** A number written in kanji (二, 二十, 三百), as the analyser cuts it: one or more words of these. */
export const KANJI_NUMERAL = /^[一二三四五六七八九十百千]+$/;

export interface CounterReading {
  /** How many words of the text it covers: the number, the counter and, if there, 入り or 組. */
  words: number;
  zh: string;
}

/**
 * The reading of a number followed by a counter, given the words from the number on (each as written, and where it
 * starts and ends), or null when the first words are not a number — of digits, or of kanji (二本 → 两个, 十冊 →
 * 十册) — directly followed by a known counter.
 */
export function counterReading(words: readonly { surface: string; start: number; end: number }[]): CounterReading | null {
  let n = 0;
  if (words[0] && DIGITS.test(words[0].surface)) n = 1;
  else while (KANJI_NUMERAL.test(words[n]?.surface ?? '') && (n === 0 || touches(words, n))) n++;
  const counter = words[n];
  if (n === 0 || !counter || !touches(words, n)) return null;
  const zh = COUNTERS.get(counter.surface);
  if (zh === undefined) return null;
  const digits = words
    .slice(0, n)
    .map((w) => w.surface)
    .join('');
  // Chinese says 两 for two of something (两个, 两双), never 二.
  const number = digits === '二' ? '两' : digits;
  const pack = words[n + 1];
  const after = pack && touches(words, n + 1) ? AFTER.get(pack.surface) : undefined;
  if (after !== undefined) return { words: n + 2, zh: `${number}${zh}${after}` };
  return { words: n + 1, zh: `${number}${zh}` };
}

/** Whether word `k` is written right after the one before it, nothing between. */
const touches = (words: readonly { start: number; end: number }[], k: number) =>
  (words[k] as { start: number }).start === (words[k - 1] as { end: number }).end;
