import { ITEM_CONDITION_LABELS } from '@daigou/contract';
import { toSimplifiedKanji } from '../../../lib/kanji-forms';
import type { MarketBrand } from '../../../marketplace/marketplace';
import type { TextRole, TranslationKind, Translator } from '../translator';
import { analyse, type Token } from './analyser';
import { COMMON_WORDS } from './common-words';
import { counterReading, KANJI_NUMERAL } from './counters';
import { buildDictionary, type Dictionary, normalizeKeyword } from './dictionary';
import { JA_ZH_VOCABULARY, SENSES_IN_CONTEXT } from './ja-zh-vocabulary';
import { isHiragana, katakanaFamily, okuriganaSkeleton, otherScript, sameWordInOtherScript } from './kana-variants';
import { MAKER_VOCABULARY } from './maker-vocabulary';
import type { FranchiseNames } from './open-vocabulary';
import { isSameName } from './sounds-like';
import { EVERYDAY_WORDS, SUFFIX_READINGS, TRADE_VOCABULARY } from './trade-vocabulary';

/**
 * The embedded default translator: a keyword gloss (关键词译文) built from the glossary's own vocabulary
 * (ja-zh-vocabulary.ts, which wins), the trade and maker vocabularies (trade-vocabulary.ts, maker-vocabulary.ts),
 * brands in every spelling, the
 * marketplace's condition labels, the search
 * dictionary (its Chinese → Japanese entries read backwards) and, lowest, an open vocabulary when given — below
 * its words, the names of makers and works it carries (decision 109), read only where there is a gap and only as
 * whole words.
 *
 * Words, not substrings (decision 079): Japanese is cut into words by a morphological analyser (IPADIC), and a
 * dictionary key is only ever matched as a whole run of those words — never inside one. At each word the longest
 * run (up to six words) whose text, or whose text with the last word in its dictionary form, is a key wins; an
 * unmatched particle, auxiliary or symbol is left out; any other unmatched word stays in Japanese and is marked
 * as untranslated (「…」 in the gloss). Latin words, numbers and model codes are read whole, as written. A word
 * written in katakana pieces apart (ルイ ヴィトン) is read as one only where its joined form is a key and a piece
 * alone is not read right (decision 111).
 * Never a translation: the label says so.
 */
export interface GlossPart {
  /** The Japanese (or Latin) text of the part, as normalised. */
  ja: string;
  /** Its Chinese, '' for a function word left out; null when unknown (kept in Japanese). */
  zh: string | null;
  start: number;
  end: number;
}

export interface Glossary {
  /** Lower-cased Japanese (or Latin) word → Chinese. */
  readonly jaToZh: ReadonlyMap<string, string>;
  /**
   * A katakana word's spelling family (kana-variants.ts: ビンテージ / ヴィンテージ, ウエア / ウェア) → the Chinese
   * of the key spelled that way; read only when no key matches the text as written.
   */
  readonly variants?: ReadonlyMap<string, string>;
  /**
   * Keys read as a piece of a longer katakana word only at its start: brand names of two kana lead a compound
   * (セガサターン) but inside one they are a word's sound (メモリー is not 便签 + Lee).
   */
  readonly notPieces?: ReadonlySet<string>;
  /**
   * Kanji skeleton (kana-variants.ts: 取り扱い, 取扱い, 取扱 → 取扱) → the keys written with those kanji, for a word
   * spelled with more or fewer okurigana than its key; read only when the two spellings read the same.
   */
  readonly okurigana?: ReadonlyMap<string, readonly string[]>;
  /**
   * Keys read only as a whole word, never as a piece of a longer katakana word (names from open data, decision
   * 109: ハリボー is Haribo alone, but ハリボーグミ is not read through it), and the spelling families only they spell.
   */
  readonly wholeWordOnly?: ReadonlySet<string>;
  /**
   * Brand names in katakana of four kana or more (decision 117): they name the maker of a katakana word they start
   * or end, whatever line or model is written with them (コムデギャルソンオムプリュス, a Comme des Garçons line).
   */
  readonly brandLeads?: ReadonlySet<string>;
  /**
   * Keys read only as written (decisions 118, 119, 120): everyday words and the names of characters and works are
   * never met through another spelling, nor in the other kana script — とりこ (俘虏) is not トリコ, the name of a
   * clothing line, and テンプル (a temple) is not the anime てんぷる.
   */
  readonly asWrittenOnly?: ReadonlySet<string>;
  /**
   * The glossary a title about one franchise is read with (decision 119): a title that names Pokémon (one of the
   * markers) reads コイル as the Pokémon 小磁怪, not a coil, and ハイパーボール as the game's 高级球.
   */
  readonly inContext?: readonly { readonly markers: readonly string[]; readonly glossary: () => Glossary }[];
}

export interface GlossarySources {
  /**
   * Japanese dictionary form → Simplified Chinese from open data (glossary/open-vocabulary.ts): the lowest
   * source, read only for words no other source knows.
   */
  openVocabulary?: ReadonlyMap<string, string> & {
    /**
     * Its keys that are names (makers, products, works from JMnedict, decision 109): read last, and only as whole
     * words.
     */
    readonly wholeWordOnly?: ReadonlySet<string>;
    /** Its characters' and works' names, read only as written (decision 120). */
    readonly asWrittenOnly?: ReadonlySet<string>;
    /** Names read only in a title about Pokémon (decision 119). */
    readonly pokemon?: FranchiseNames;
  };
}

const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u9fff\uf900-\ufaff々〆ヶ]/;
const KATAKANA_WORD = /^[\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff]+$/;
const KANJI_WORD = /^[\u3400-\u9fff\uf900-\ufaff々]+$/;
const ALNUM = /[\p{L}\p{N}]/u;
const DIGIT = /[0-9]/;
/**
 * What separates words in titles: spaces and the symbols sellers decorate titles with — punctuation, arrows,
 * shapes, stars and emoji (tested a whole character at a time: isSeparatorAt).
 */
const SEPARATOR =
  /[\s【】[\]()（）「」『』〈〉《》〔〕<>★☆♪◆◇■□●○◎◉※・･/／|｜,，、。.!！?？~〜～…:：;；+＋=＝*＊#＃&＆'"“”‘’`^_\-－—–♡♥❤✨\u{1F000}-\u{1FAFF}\u2600-\u27BF\u2016-\u205F\u2190-\u21FF\u2300-\u23FF\u25A0-\u25FF\u2B00-\u2BFF]/u;
/** Parts of speech left out when no key covers them: particles, auxiliaries, symbols. */
const FUNCTION_POS = new Set(['助詞', '助動詞', '記号']);
/** A function word: those, and the dependent (非自立) verbs, adjectives and nouns (ている's いる, の, もの). */
const isFunctionWord = (u: { pos: string; pos1: string }) =>
  FUNCTION_POS.has(u.pos) || (u.pos1 === '非自立' && (u.pos === '動詞' || u.pos === '形容詞' || u.pos === '名詞'));
/** The longest run of words tried as one key. */
const MAX_RUN = 6;
/** Whether a katakana piece is one of `words` in any spelling of its family (ウエット as ウェット). */
function inAnySpelling(words: readonly string[]): (piece: string) => boolean {
  const exact = new Set(words);
  const families = new Set(words.map((w) => katakanaFamily(w)).filter((v) => v !== null));
  return (piece) => exact.has(piece) || families.has(katakanaFamily(piece) ?? '');
}
/**
 * Keys whose Chinese holds only for the word on its own, a shopping sense: inside a longer katakana word they
 * mean something else (ウェットスーツ is not 湿巾 + 西装, ソフトケース not 游戏软件 + 盒, ヘアピン not the golf maker,
 * キャップレス not 镜头盖). Read as a piece of a katakana compound, they leave the compound unknown.
 */
const isAloneOnly = inAnySpelling(['ウェット', 'ソフト', 'ピン', 'キャップ']);
/**
 * Keys whose Chinese holds alone or as the last piece of a katakana compound, not as its first (decision 108):
 * バック is a bag alone and at the end (ショルダーバック, a common spelling of ショルダーバッグ) but "back" in front
 * (バックポケット is not 包 + 口袋, バックカメラ not 包 + 相机); ボディ is a camera body alone but a person's body in front
 * (ボディスーツ is not 机身 + 西装). Read as the first of several pieces, they leave the compound unknown.
 */
const isNotFirst = inAnySpelling(['バック', 'ボディ']);
/**
 * Heads that name what a katakana compound is whatever comes before them (decision 116): アーロンチェア is a chair,
 * ガウチョパンツ trousers, スカルプリント a print, whether or not the glossary knows the name or word in front. Where
 * the analyser ends a katakana compound on one of them and the rest is unknown, the head is read and the rest
 * stays as written. Only words whose Chinese is the general kind (椅子, 裤子, 印花), never one that narrows it
 * (スーツ is 西装, not a wetsuit; ケース 盒, not a card sleeve), nor a word with two senses (ベルト, ライト).
 */
const isHead = inAnySpelling([
  'チェア',
  'バッグ',
  'シャツ',
  'パンツ',
  'ジャケット',
  'コート',
  'ブーツ',
  'スニーカー',
  'サンダル',
  'ネックレス',
  'ブレスレット',
  'プリント',
  'カーディガン',
  'スカート',
  'ワンピース',
  'パーカー',
  'セーター',
  'ブラウス',
  'ポーチ',
  'リュック',
  'フィギュア',
  'ステッカー',
  'ポスター',
]);
/** An everyday word (decision 118) this short (ショー, プロ, ラブ, アーム) is read only as a whole word, never as a piece. */
const SHORT_EVERYDAY = 3;
/** Whether a key (or another spelling of it) is a name read only as a whole word (decision 109). */
const isWholeWordOnly = (piece: string, glossary: Glossary) =>
  glossary.wholeWordOnly !== undefined &&
  (glossary.wholeWordOnly.has(piece) || glossary.wholeWordOnly.has(katakanaFamily(piece) ?? ''));

/**
 * Whether the UTF-16 unit at `i` is part of a separator. The character is read whole: both halves of an emoji
 * beyond the BMP (🔥 is two units) are separators, as are the invisible marks emoji carry — zero-width spaces
 * and joiners, variation selectors (U+FE0F).
 */
function isSeparatorAt(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdfff) {
    if ((unit >= 0x200b && unit <= 0x200d) || (unit >= 0xfe00 && unit <= 0xfe0f)) return true;
    return SEPARATOR.test(text[i] ?? '');
  }
  const c = text.codePointAt(unit >= 0xdc00 && i > 0 ? i - 1 : i) ?? 0;
  return SEPARATOR.test(String.fromCodePoint(c));
}

/** Builds the glossary from the glossary vocabulary, brands, condition labels, search dictionary and open vocabulary. */
export function buildGlossary(dictionary: Dictionary, sources: GlossarySources = {}): Glossary {
  const jaToZh = new Map<string, string>();
  const put = (ja: string, zh: string, override: boolean) => {
    const key = normalizeKeyword(ja).toLowerCase();
    if (!key) return;
    if (override || !jaToZh.has(key)) jaToZh.set(key, zh);
  };
  // 1. The search dictionary read backwards: the first Chinese word listed for a Japanese word wins.
  for (const [zh, terms] of dictionary.zhToJa) for (const ja of terms) put(ja, dictionary.zhAsWritten.get(zh) ?? zh, false);
  // 2. Brands in every spelling → the Chinese name members know (overrides: ヴィトン is never a word).
  const seen = new Set<MarketBrand>();
  const notPieces = new Set<string>();
  const brandLeads = new Set<string>();
  for (const brand of dictionary.brands.values()) {
    if (seen.has(brand)) continue;
    seen.add(brand);
    for (const name of [brand.name, brand.nameEn, ...brand.aliases]) {
      put(name, brand.nameZh, true);
      const key = normalizeKeyword(name).toLowerCase();
      if (key.length <= MIN_PIECE && KATAKANA_WORD.test(key)) notPieces.add(key);
      if (key.length >= MIN_BRAND_LEAD && KATAKANA_WORD.test(key) && !BRANDS_THAT_ARE_WORDS.has(key)) brandLeads.add(key);
    }
  }
  // 3. Condition labels, the trade and maker vocabularies (written from knowledge of each category), then the
  //    glossary's own vocabulary (wins over everything above).
  for (const { ja, zh } of Object.values(ITEM_CONDITION_LABELS)) put(ja, zh, true);
  for (const [ja, zh] of [...TRADE_VOCABULARY, ...MAKER_VOCABULARY]) put(ja, zh, true);
  // Everyday words (decision 118): the short ones read only as whole words, as names are, never as a piece of a
  // longer katakana word (アームストロング is not 臂 + 强); none met through another spelling (マンガー is a name, not
  // マンガ; ジャンルー is not ジャンル).
  const wholeWordOnly = new Set<string>();
  const asWrittenOnly = new Set<string>();
  for (const [ja, zh] of [...EVERYDAY_WORDS, ...COMMON_WORDS]) {
    put(ja, zh, true);
    const key = normalizeKeyword(ja).toLowerCase();
    asWrittenOnly.add(key);
    if (KATAKANA_WORD.test(ja) && ja.length <= SHORT_EVERYDAY) wholeWordOnly.add(key);
  }
  for (const [ja, zh] of JA_ZH_VOCABULARY) put(ja, zh, true);
  // 4. The open vocabulary, lowest: only words nothing above knows.
  const names = sources.openVocabulary?.wholeWordOnly;
  for (const [ja, zh] of sources.openVocabulary ?? []) {
    if (!names?.has(ja)) put(ja, zh, false);
  }
  // Characters' and works' names, where they are the key's reading, are read only as written too (decision 120);
  // they lead a katakana compound (ピカチュウグッズ) but are never a piece inside one (アニメガバイト is the shop
  // Animega and バイト, not アニメ and the Pokémon Gabite).
  const open = sources.openVocabulary;
  for (const name of open?.asWrittenOnly ?? []) {
    if (jaToZh.get(name) !== open?.get(name)) continue;
    asWrittenOnly.add(name);
    if (KATAKANA_WORD.test(name)) notPieces.add(name);
  }
  // 5. Names (decision 109) only where there is a gap: not a key, not another spelling of one, not a run of known
  //    katakana words (ホワイトソックス reads as white socks before the White Sox). Read only as whole words.
  const variants = spellingVariants(jaToZh, asWrittenOnly);
  if (names && names.size > 0)
    addNames(names, sources.openVocabulary ?? new Map(), { jaToZh, variants, notPieces }, wholeWordOnly);
  const glossary: Glossary = {
    jaToZh,
    variants,
    notPieces,
    okurigana: okuriganaKeys(jaToZh),
    wholeWordOnly,
    brandLeads,
    asWrittenOnly,
  };
  const pokemon = sources.openVocabulary?.pokemon;
  const trades = SENSES_IN_CONTEXT.map(({ markers, senses }) => ({
    markers,
    glossary: once((): Glossary => ({ ...glossary, jaToZh: new Map([...glossary.jaToZh, ...senses]) })),
  }));
  return {
    ...glossary,
    inContext: [
      ...(pokemon ? [{ markers: POKEMON_MARKERS, glossary: once(() => franchiseGlossary(glossary, pokemon)) }] : []),
      ...trades,
    ],
  };
}

/** What marks a title about Pokémon: the franchise's names, its card game, its shops, its mascot (lower case). */
const POKEMON_MARKERS = [
  'ポケモン',
  'ポケットモンスター',
  'ポケカ',
  'pokemon',
  'pokémon',
  'ポケパーク',
  'ポケセン',
  'ピカチュウ',
];

/**
 * The glossary for titles about a franchise: its names that win there over every other source (the Pokémon, even
 * those that are ordinary words or a maker's name elsewhere), and those that only fill gaps (items, regions: not
 * a key, nor another spelling of one).
 */
function franchiseGlossary(glossary: Glossary, names: FranchiseNames): Glossary {
  const jaToZh = new Map(glossary.jaToZh);
  for (const [ja, zh] of names.gap) {
    const family = katakanaFamily(ja);
    if (!jaToZh.has(ja) && !(family !== null && glossary.variants?.has(family))) jaToZh.set(ja, zh);
  }
  for (const [ja, zh] of names.first) jaToZh.set(ja, zh);
  return { ...glossary, jaToZh };
}

/** The value made on the first call and kept (a franchise's glossary is built when a title first names it). */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * The glossary a text (lower-cased) is read with: a franchise's when it names it (decision 119), a trade's when it is
 * about one (decision 123: キャップ is a lens cap in a title about lenses), else the general one.
 */
function glossaryFor(lower: string, glossary: Glossary): Glossary {
  return glossary.inContext?.find((c) => c.markers.some((m) => lower.includes(m)))?.glossary() ?? glossary;
}

/** The fewest kana of a brand name that names a compound's maker (shorter ones are too often a word's sound: ナイキ). */
const MIN_BRAND_LEAD = 4;
/**
 * Brands whose name is an ordinary word or a common name (read from the brand list by eye): in a compound it is
 * the word (ジャイアントロボ, シャープナー, オリエンタル), so they name no compound's maker.
 */
const BRANDS_THAT_ARE_WORDS = new Set([
  'アップル',
  'シャープ',
  'タイガー',
  'ファイナル',
  'キャピタル',
  'オリエント',
  'アラビア',
  'フラグメント',
  'ジャイアント',
  'チャンピオン',
  'グローバル',
  'チャーチ',
  'セオリー',
  'ポーター',
  'ファミリア',
  'マーチン',
  'テイラー',
  'ハミルトン',
  'ローランド',
  'グレゴリー',
  'パイオニア',
  'マッキントッシュ',
  'ケンコー',
  'アルター',
  'エバーグリーン',
  'スタックス',
]);

/**
 * A katakana word the analyser could not split that is a brand's name and a line or model of it (decision 117):
 * コムデギャルソンオムプリュス, トリココムデギャルソン. The brand reads in Chinese and the rest stays as written, marked,
 * in one part (the word is not cut): 川久保玲「オムプリュス」. The longest brand at either end, with at least two kana
 * left over; null when none.
 */
function brandLineReading(word: string, glossary: Glossary): string | null {
  const key = word.toLowerCase();
  for (let n = key.length - 2; n >= MIN_BRAND_LEAD; n--) {
    const front = key.slice(0, n);
    if (glossary.brandLeads?.has(front)) return `${glossary.jaToZh.get(front)}${unknownWord(word.slice(n))}`;
    const back = key.slice(key.length - n);
    if (glossary.brandLeads?.has(back)) return `${unknownWord(word.slice(0, key.length - n))}${glossary.jaToZh.get(back)}`;
  }
  return null;
}

/**
 * Adds the names that fill a gap to the glossary's keys and spelling families (a family only its names spell, and
 * whose names agree), and each name and family to `wholeWordOnly`.
 */
function addNames(
  names: ReadonlySet<string>,
  vocabulary: ReadonlyMap<string, string>,
  words: Glossary & { jaToZh: Map<string, string>; variants: Map<string, string> },
  wholeWordOnly: Set<string>,
): void {
  const families = new Set<string>();
  for (const key of words.jaToZh.keys()) {
    const family = katakanaFamily(key);
    if (family !== null) families.add(family);
  }
  const found = new Map<string, string>();
  for (const ja of names) {
    const key = normalizeKeyword(ja).toLowerCase();
    const zh = vocabulary.get(ja);
    if (!key || zh === undefined || words.jaToZh.has(key)) continue;
    const family = katakanaFamily(key);
    if (family !== null && families.has(family)) continue;
    if (variantOf(key, words) !== undefined || katakanaPieceList(key, words) !== null) continue;
    found.set(key, zh);
  }
  const byFamily = new Map<string, Set<string>>();
  for (const [key, zh] of found) {
    words.jaToZh.set(key, zh);
    wholeWordOnly.add(key);
    const family = katakanaFamily(key);
    if (family === null) continue;
    wholeWordOnly.add(family);
    byFamily.set(family, (byFamily.get(family) ?? new Set()).add(zh));
  }
  for (const [family, zhs] of byFamily) if (zhs.size === 1) words.variants.set(family, [...zhs][0] as string);
}

/** Each kanji skeleton of two kanji or more → the keys of kanji and okurigana written with it. */
function okuriganaKeys(jaToZh: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of jaToZh.keys()) {
    const skeleton = okuriganaSkeleton(key);
    if (skeleton === null) continue;
    const keys = out.get(skeleton);
    if (keys) keys.push(key);
    else out.set(skeleton, [key]);
  }
  return out;
}

/** What each word's other okurigana spelling gave, per glossary (an analysis of the keys is paid once per word). */
const okuriganaMemo = new WeakMap<Glossary, Map<string, string | null>>();
const MEMO_LIMIT = 10_000;

/**
 * The Chinese of a word of kanji and okurigana no key spells as written (取扱い, 売切れ) through a key with the same
 * kanji and other okurigana (取り扱い) — only when the analyser reads both the same (トリアツカイ), so 作り物
 * (ツクリモノ) never reads as 作物 (サクモツ), and only when every such key agrees on the Chinese.
 */
function okuriganaReading(surface: string, reading: string, glossary: Glossary): string | null {
  const skeleton = reading ? okuriganaSkeleton(surface) : null;
  const keys = skeleton === null ? undefined : glossary.okurigana?.get(skeleton);
  if (!keys) return null;
  let memo = okuriganaMemo.get(glossary);
  if (!memo) {
    memo = new Map();
    okuriganaMemo.set(glossary, memo);
  }
  const memoKey = `${surface}\t${reading}`; // one spelling may read two ways (人気: ニンキ, ヒトケ)
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  let zh: string | null = null;
  for (const key of keys) {
    if (key === surface) continue;
    const read = analyse(key)
      .map((t) => t.reading)
      .join('');
    if (read !== reading) continue;
    const keyZh = glossary.jaToZh.get(key) ?? null;
    if (zh !== null && keyZh !== zh) {
      zh = null;
      break;
    }
    zh = keyZh;
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(memoKey, zh);
  return zh;
}

/**
 * Each kana key's spelling family → its Chinese. A key already in the family's own form wins; otherwise the
 * first key of higher rank (the map keeps insertion order: search dictionary, brands, trade and hand
 * vocabularies, open vocabulary). A family whose other spellings disagree on the Chinese is left out. Keys in
 * `asWrittenOnly` (everyday words and names, decisions 118 and 120) are met only as written, never through their family.
 */
function spellingVariants(jaToZh: ReadonlyMap<string, string>, asWrittenOnly: ReadonlySet<string>): Map<string, string> {
  const variants = new Map<string, string>();
  const doubtful = new Set<string>();
  for (const [key, zh] of jaToZh) if (katakanaFamily(key) === key && !asWrittenOnly.has(key)) variants.set(key, zh);
  const exact = new Set(variants.keys());
  for (const [key, zh] of jaToZh) {
    if (asWrittenOnly.has(key)) continue;
    const v = katakanaFamily(key);
    if (v === null || v === key || exact.has(v)) continue;
    const before = variants.get(v);
    if (before === undefined) variants.set(v, zh);
    else if (before !== zh) doubtful.add(v);
  }
  for (const v of doubtful) variants.delete(v);
  return variants;
}

/**
 * The Chinese of a kana word spelled as no key is (kana-variants.ts): through its katakana spelling family, or as
 * the same word in the other kana script (キレイ → きれい).
 */
function variantOf(text: string, glossary: Glossary): string | undefined {
  const family = katakanaFamily(text);
  const zh = family === null ? undefined : glossary.variants?.get(family);
  if (zh !== undefined) return zh;
  const other = otherScript(text);
  if (other === null || glossary.asWrittenOnly?.has(other)) return undefined;
  const otherFamily = katakanaFamily(other);
  const twin = glossary.jaToZh.get(other) ?? (otherFamily === null ? undefined : glossary.variants?.get(otherFamily));
  return twin !== undefined && readsAsTwin(text) ? twin : undefined;
}

/** Whether the analyser reads the text as one word its dictionary knows. */
function isOneKnownWord(text: string): boolean {
  const tokens = analyse(text);
  return tokens.length === 1 && (tokens[0] as Token).pos !== 'UNK';
}

const readAsTwin = new Map<string, boolean>();
/**
 * Whether a kana word may be read as its twin in the other script (decision 120): JMdict says they are one word
 * (キレイ, きれい), or the text is no word of its own — the analyser knows none written so (みっくす is ミックス in
 * hiragana). きっと (surely) is not キット, a kit; あかい (red) is not アカイ, a maker; ナイト is not ないと.
 */
function readsAsTwin(text: string): boolean {
  let reads = readAsTwin.get(text);
  if (reads === undefined) {
    reads = sameWordInOtherScript(text) || !isOneKnownWord(text);
    readAsTwin.set(text, reads);
  }
  return reads;
}

export function glossaryFromBrands(brands: readonly MarketBrand[], sources: GlossarySources = {}): Glossary {
  return buildGlossary(buildDictionary(brands), sources);
}

/** A word of the text as the gloss reads it: an analyser token, or a Latin word, number or model code read whole. */
interface Unit {
  start: number;
  end: number;
  surface: string;
  base: string;
  pos: string;
  pos1: string;
  /** The analyser's reading ('' for a Latin word or an unknown one). */
  reading: string;
  latin: boolean;
}

/**
 * A separator that belongs to the Latin or number run it stands in: the hyphen of a model code (DN1791-104), the
 * point or comma of a number (27.5cm, 10.5°, 1,000) — so a size never reads as two numbers.
 */
function joinsCode(text: string, i: number): boolean {
  const ch = text[i];
  if (ch === '-') return ALNUM.test(text[i + 1] ?? '');
  if (ch === '.' || ch === ',') return DIGIT.test(text[i - 1] ?? '') && DIGIT.test(text[i + 1] ?? '');
  return false;
}

/**
 * The words of a token: itself, or — a dotted katakana word the analyser kept as one, written right after Latin
 * letters — its first piece, read with them, and the rest (Tシャツ・カットソー is Tシャツ and カットソー, not T and a
 * dotted word).
 */
function wordsOf(text: string, t: Token): Token[] {
  const dot = t.surface.indexOf('・');
  if (dot <= 0 || !KATAKANA_DOTTED.test(t.surface) || !LATIN_BEFORE.test(text[t.start - 1] ?? '')) return [t];
  const piece = (start: number, end: number): Token => ({
    ...t,
    start,
    end,
    surface: text.slice(start, end),
    base: text.slice(start, end),
    reading: '',
  });
  return [piece(t.start, t.start + dot), piece(t.start + dot + 1, t.end)];
}

/**
 * The text's words: the analyser's Japanese tokens (symbols dropped) and, between them, Latin words, numbers and
 * model codes read whole — runs of what is neither Japanese nor a separator (a code's hyphen, a number's point
 * kept), so 3DSLL stays one word and a Latin key is only found from a word's start to a word's end.
 */
function units(text: string, tokens: readonly Token[]): Unit[] {
  const out: Unit[] = [];
  const covered = new Uint8Array(text.length);
  for (const t of tokens) {
    if (!JAPANESE.test(t.surface)) continue;
    let separators = true;
    for (let i = t.start; i < t.end; i++) if (!isSeparatorAt(text, i)) separators = false;
    if (separators) continue;
    for (const w of wordsOf(text, t)) {
      covered.fill(1, w.start, w.end);
      out.push({
        start: w.start,
        end: w.end,
        surface: w.surface,
        base: w.base,
        pos: w.pos,
        pos1: w.pos1,
        reading: w.reading,
        latin: false,
      });
    }
  }
  let runStart = -1;
  const close = (at: number) => {
    if (runStart >= 0)
      out.push({
        start: runStart,
        end: at,
        surface: text.slice(runStart, at),
        base: '',
        pos: 'LATIN',
        pos1: '*',
        reading: '',
        latin: true,
      });
    runStart = -1;
  };
  for (let i = 0; i < text.length; i++) {
    if (covered[i] || JAPANESE.test(text[i] ?? '')) {
      close(i);
      continue;
    }
    if (isSeparatorAt(text, i) && !(runStart >= 0 && joinsCode(text, i))) {
      close(i);
      continue;
    }
    if (runStart < 0) runStart = i;
  }
  close(text.length);
  return out.sort((a, b) => a.start - b.start);
}

interface Match {
  /** Units [from, to). */
  from: number;
  to: number;
  zh: string;
  key: string;
}

/**
 * Every run of units from `i` whose text — or text with the last word in its dictionary form, or another spelling
 * of a kana word — is a key, longest first.
 */
function runsFrom(lower: string, us: readonly Unit[], i: number, glossary: Glossary, plainUpTo: number): Match[] {
  const out: Match[] = [];
  const first = us[i] as Unit;
  // A number and its counter (3本 → 3个): before any key of the same length, which would read the counter alone. A
  // number in kanji (二本 → 两个) only where no key is as long: 一部 is "some", 一体 "one piece", not a count.
  const kanjiNumber = !first.latin && KANJI_NUMERAL.test(first.surface);
  const counter = first.latin || kanjiNumber ? counterReading(us.slice(i, i + MAX_RUN)) : null;
  // A suffix with a sense of its own only as a suffix (花柄, チェック柄: 柄 is the pattern; 傘の柄 is a handle).
  const suffix = first.pos === '名詞' && first.pos1 === '接尾' ? SUFFIX_READINGS.get(first.surface) : undefined;
  if (suffix !== undefined) out.push({ from: i, to: i + 1, zh: suffix, key: first.surface });
  for (let to = Math.min(us.length, i + MAX_RUN); to > i; to--) {
    const m = runAt(lower, us, i, to, first, glossary, to <= plainUpTo);
    if (counter && to === i + counter.words && !(kanjiNumber && m))
      out.push({ from: i, to, zh: counter.zh, key: lower.slice(first.start, (us[to - 1] as Unit).end) });
    if (m) out.push(m);
  }
  out.push(...writtenApart(lower, us, i, glossary));
  return out;
}

/** The most katakana pieces written apart that are read as one word (ルイ ヴィトン, ザ・ノース・フェイス). */
const MAX_APART = 3;
/** What may stand between pieces of one word written apart: one space (a full-width one is one after NFKC) or ・. */
const APART = /^[ ・]$/;

/**
 * A word sellers write in katakana pieces apart (decision 111): two or three whole katakana words separated by one
 * space or ・ (ルイ ヴィトン, ノース フェイス, ソフト ケース) whose joined form is a key — written as one (ルイヴィトン), with
 * dots (ルイ・ヴィトン) or as another spelling of one — read as that one word. Only when at least one piece alone is
 * not read right: unknown (ルイ, a first name), read only as a name of open data, or a word whose sense holds only
 * alone or not in front (ソフト, バック), which the joined word contradicts. Two words both read alone stay two words
 * (ピンク ゴールド, シャツ ワンピース: a list of items is not one item).
 */
function writtenApart(lower: string, us: readonly Unit[], i: number, glossary: Glossary): Match[] {
  const isKatakana = (k: number) => !(us[k] as Unit).latin && KATAKANA_WORD.test((us[k] as Unit).surface);
  const touches = (k: number) => (us[k] as Unit).end === (us[k + 1] as Unit).start;
  // Nor a word glued to a Latin word before it (switchライト イエロー is a Switch Lite, yellow, not ライトイエロー).
  if (!isKatakana(i) || (i > 0 && (isKatakana(i - 1) || (us[i - 1] as Unit).latin) && touches(i - 1))) return [];
  // The whole katakana words from i, each a run of katakana units written together, one separator apart.
  const pieces: { to: number; text: string }[] = [];
  for (let from = i; pieces.length < MAX_APART; ) {
    let to = from + 1;
    while (to < us.length && isKatakana(to) && touches(to - 1)) to++;
    pieces.push({ to, text: lower.slice((us[from] as Unit).start, (us[to - 1] as Unit).end) });
    if (to >= us.length || !isKatakana(to) || !APART.test(lower.slice((us[to - 1] as Unit).end, (us[to] as Unit).start))) break;
    from = to;
  }
  const out: Match[] = [];
  for (let n = pieces.length; n >= 2; n--) {
    const words = pieces.slice(0, n).map((p) => p.text);
    const key = words.join('');
    const zh = glossary.jaToZh.get(key) ?? variantOf(key, glossary) ?? glossary.jaToZh.get(words.join('・'));
    if (zh === undefined || words.every((w, k) => readAlone(w, k === 0, glossary))) continue;
    out.push({ from: i, to: (pieces[n - 1] as { to: number }).to, zh, key });
  }
  return out;
}

/**
 * Whether a katakana word written alone is read right on its own: a key or another spelling of one, or a run of
 * known pieces — not a name read only as a whole word (decision 109), not a word whose sense holds only alone
 * (ソフト, 游戏软件) or, as the first of several, only at the end (バック, 包).
 */
function readAlone(word: string, first: boolean, glossary: Glossary): boolean {
  if (isWholeWordOnly(word, glossary) || isAloneOnly(word) || (first && isNotFirst(word))) return false;
  return (glossary.jaToZh.get(word) ?? variantOf(word, glossary) ?? katakanaPieces(word, glossary)) != null;
}

/** The run of units [i, to) as a key, if it is one. */
function runAt(
  lower: string,
  us: readonly Unit[],
  i: number,
  to: number,
  first: Unit,
  glossary: Glossary,
  plain: boolean,
): Match | null {
  const last = us[to - 1] as Unit;
  const key = lower.slice(first.start, last.end);
  // A hiragana key is no word the analyser cut into several ending on a particle (燃えているか is いる + か, not いるか,
  // a dolphin: decision 120).
  if (to - i > 1 && last.pos === '助詞' && isHiragana(key)) return null;
  let zh = glossary.jaToZh.get(key);
  if (zh !== undefined) return { from: i, to, zh, key };
  const based = !last.latin && last.base !== last.surface ? lower.slice(first.start, last.start) + last.base.toLowerCase() : null;
  if (based !== null) {
    zh = glossary.jaToZh.get(based);
    if (zh !== undefined) return { from: i, to, zh, key: based };
  }
  // Another spelling of the same kana word (ヴィンテージ for ビンテージ), for runs of content words only: a
  // particle read as kana of a loanword would give it a meaning it does not have.
  if (!plain) return null;
  zh = variantOf(key, glossary) ?? (based === null ? undefined : variantOf(based, glossary));
  if (zh !== undefined) return { from: i, to, zh, key };
  return null;
}

/**
 * The matches that cover the most words of the text (fewest matches among equals, then the longest run first, as
 * a reader reads): a longer key taken at one word must not leave the next words uncovered when another cut
 * covers them all (A B C with keys "A B" and "B C" and "A": A + B C, not A B + C unknown).
 */
function bestCover(lower: string, us: readonly Unit[], glossary: Glossary): Match[] {
  const n = us.length;
  const covered = new Array<number>(n + 1).fill(0);
  const count = new Array<number>(n + 1).fill(0);
  const choice: (Match | null)[] = new Array(n + 1).fill(null);
  // plainUpTo: the end of the run of Japanese content words starting at i (no Latin word, no function word).
  let plainUpTo = n;
  for (let i = n - 1; i >= 0; i--) {
    const u = us[i] as Unit;
    if (u.latin || isFunctionWord(u)) plainUpTo = i;
    covered[i] = covered[i + 1] as number;
    count[i] = count[i + 1] as number;
    choice[i] = null;
    for (const m of runsFrom(lower, us, i, glossary, plainUpTo)) {
      const c = m.to - m.from + (covered[m.to] as number);
      const k = 1 + (count[m.to] as number);
      if (c > (covered[i] as number) || (c === covered[i] && k < (count[i] as number))) {
        covered[i] = c;
        count[i] = k;
        choice[i] = m;
      }
    }
  }
  const out: Match[] = [];
  for (let i = 0; i < n; ) {
    const m = choice[i];
    if (m) {
      out.push(m);
      i = m.to;
    } else i++;
  }
  return out;
}

/**
 * Cuts a title into parts: dictionary words matched on whole words (longest run first), function words left out
 * (zh ''), and what no key covers kept as written (zh null; adjacent unknown Japanese words as one part).
 */
export function glossParts(title: string, glossary: Glossary): GlossPart[] {
  const text = glossText(title);
  return partsOf(text, units(text, analyse(text)), glossary);
}

function partsOf(text: string, us: readonly Unit[], general: Glossary): GlossPart[] {
  const lower = text.toLowerCase();
  const glossary = glossaryFor(lower, general);
  // 1. The runs of words that are keys, covering the most words.
  const matchAt: (Match | null)[] = new Array(us.length).fill(null);
  for (const m of bestCover(lower, us, glossary)) for (let k = m.from; k < m.to; k++) matchAt[k] = m;
  // 2. A katakana word written as one (adjacent katakana tokens, nothing between) is read in pieces only when
  //    every piece is known and none is a word whose sense holds only alone; else it stays whole, unknown.
  for (let i = 0; i < us.length; ) {
    let j = i;
    const isKatakana = (k: number) => !(us[k] as Unit).latin && KATAKANA_WORD.test((us[k] as Unit).surface);
    if (!isKatakana(i)) {
      i++;
      continue;
    }
    while (j + 1 < us.length && isKatakana(j + 1) && (us[j + 1] as Unit).start === (us[j] as Unit).end) j++;
    if (j > i) {
      let doubtful = false;
      for (let k = i; k <= j; k++) {
        const m = matchAt[k];
        if (!m) doubtful = true;
        else if (
          m.from >= i &&
          m.to <= j + 1 &&
          m.to - m.from < j + 1 - i &&
          (isAloneOnly(m.key) || isWholeWordOnly(m.key, glossary))
        )
          doubtful = true;
        else if (m.from === i && m.to < j + 1 && isNotFirst(m.key)) doubtful = true;
      }
      // Adjacent katakana words the analyser cut where no key ends (it cuts unknown loanwords at odd places):
      // read as one word, end to end, by known pieces.
      const inside = (k: number) => {
        const m = matchAt[k];
        return !m || (m.from >= i && m.to <= j + 1);
      };
      let whole: string | null = null;
      if (doubtful && [...Array(j + 1 - i).keys()].every((d) => inside(i + d)))
        whole = katakanaPieces(text.slice((us[i] as Unit).start, (us[j] as Unit).end), glossary);
      if (whole !== null) {
        const m: Match = { from: i, to: j + 1, zh: whole, key: lower.slice((us[i] as Unit).start, (us[j] as Unit).end) };
        for (let k = i; k <= j; k++) matchAt[k] = m;
      } else if (doubtful) {
        let from = i;
        let to = j + 1;
        for (let k = i; k <= j; k++) {
          const m = matchAt[k];
          if (m) {
            from = Math.min(from, m.from);
            to = Math.max(to, m.to);
          }
        }
        // The compound's head, when it ends the compound on a word boundary of the analyser's: read; the rest unknown.
        const head = matchAt[j];
        const headFrom = head && head.to === j + 1 && head.from > from && isHead(head.key) ? head.from : to;
        for (let k = from; k < headFrom; k++) matchAt[k] = null;
        j = to - 1;
      }
    }
    i = j + 1;
  }
  // 3. Parts in text order.
  const parts: GlossPart[] = [];
  for (let i = 0; i < us.length; ) {
    const u = us[i] as Unit;
    const m = matchAt[i];
    if (m) {
      const end = (us[m.to - 1] as Unit).end;
      parts.push({ ja: text.slice(u.start, end), zh: m.zh, start: u.start, end });
      i = m.to;
      continue;
    }
    if (u.latin) {
      parts.push({ ja: u.surface, zh: null, start: u.start, end: u.end });
      i++;
      continue;
    }
    if (isFunctionWord(u)) {
      parts.push({ ja: u.surface, zh: denialReading(u, us[i - 1], parts), start: u.start, end: u.end });
      i++;
      continue;
    }
    if (u.pos === '形容詞' && u.base === 'ない') {
      parts.push({ ja: u.surface, zh: NONE, start: u.start, end: u.end });
      i++;
      continue;
    }
    // A word the dictionary lacks but can read whole: a katakana compound of known words, a name in kanji.
    const whole = wholeWordReading(u, glossary);
    if (whole !== null) {
      parts.push({ ja: u.surface, zh: whole, start: u.start, end: u.end });
      i++;
      continue;
    }
    // Unknown Japanese: with the unknown words written right after it, one part as written.
    let j = i;
    while (j + 1 < us.length) {
      const next = us[j + 1] as Unit;
      if (matchAt[j + 1] || next.latin || isFunctionWord(next) || next.start !== (us[j] as Unit).end) break;
      j++;
    }
    const end = (us[j] as Unit).end;
    parts.push({ ja: text.slice(u.start, end), zh: null, start: u.start, end });
    i = j + 1;
  }
  return withSellersLatinNames(text, us, parts, glossary);
}

/** The auxiliaries that deny (使えない, 動作しません's ん, 知らず's ず), by their dictionary form. */
const NEGATION = new Set(['ない', 'ぬ', 'ん']);
/**
 * What a function word reads as: nothing, unless it denies (decisions 118, 120). A negating auxiliary written right
 * after a verb, an adjective or another auxiliary denies that word (動作しません 不运行). ない after a particle or a
 * noun says there is none (傷はないです, 問題ない: the analyser calls it an auxiliary there): 没有. After anything
 * else it denies nothing — the analyser cut a word there: the ず of ずとまよ after a space.
 */
function denialReading(u: Unit, before: Unit | undefined, parts: GlossPart[]): string {
  if (u.pos !== '助動詞' || !NEGATION.has(u.base) || before === undefined || before.end !== u.start) return '';
  if (DENIABLE_POS.has(before.pos)) return deny(parts);
  return (before.pos === '助詞' || before.pos === '名詞') && u.base === 'ない' ? NONE : '';
}
const DENIABLE_POS = new Set(['動詞', '助動詞', '形容詞']);
/** ない, the adjective (汚れもない, 傷もなく): there is none. */
const NONE = '没有';

/**
 * A denial is never left out (decision 118): 動作しません is 不运行, not 运行. The auxiliary, a function word read as
 * nothing, puts 不 before the word it denies — the last part read before it, across other function words — and
 * reads as nothing. After a word no key knows it reads as nothing too (decision 120): the cut may be the analyser's
 * (くれよん, a crayon, is no くれよ denied), and a 不 beside a word the member cannot read tells nothing sure.
 */
function deny(parts: GlossPart[]): string {
  let k = parts.length - 1;
  while (k >= 0 && (parts[k] as GlossPart).zh === '') k--;
  const denied = parts[k];
  if (!denied?.zh) return '';
  // 有 is denied with 没 (問題ありません 问题 · 没有), everything else with 不.
  parts[k] = { ...denied, zh: `${denied.zh.startsWith('有') ? '没' : '不'}${denied.zh}` };
  return '';
}

/** An unknown katakana part of a title: a name, perhaps, written with dots between its words. */
const KATAKANA_NAME = /^[\u30a1-\u30fa\u30fc]+(?:・[\u30a1-\u30fa\u30fc]+)*$/;
/** The most Latin words one name is matched across (COMME des GARCONS HOMME PLUS is five). */
const MAX_NAME_WORDS = 5;

/**
 * Decision 117: a seller often writes a name twice, in Latin letters and in katakana (NUMBER NINE ナンバーナイン,
 * TORNADO MART トルネードマート). Where a katakana part no key names sounds like Latin words of the same title (one to
 * five, written one after another), it is that name: it reads as nothing more (an empty part, as a particle does),
 * since the member reads the name, as the seller wrote it in Latin, beside it.
 */
function withSellersLatinNames(text: string, us: readonly Unit[], parts: GlossPart[], glossary: Glossary): GlossPart[] {
  // Unknown, or read only by its pieces (ハイパーリッチ is no 高 + 标准杆 + 富有 beside HYPER RICH): not a key of its own.
  const isKey = (ja: string) => glossary.jaToZh.has(ja.toLowerCase()) || variantOf(ja, glossary) !== undefined;
  const isCandidate = (p: GlossPart) => KATAKANA_NAME.test(p.ja) && (p.zh === null || !isKey(p.ja));
  const latin = us.filter((u) => u.latin && /[a-z]/i.test(u.surface));
  if (latin.length === 0 || !parts.some(isCandidate)) return parts;
  // Runs of Latin words written one after another (nothing but spaces between them).
  const spans: string[][] = [];
  for (let a = 0; a < latin.length; a++) {
    const words = [(latin[a] as Unit).surface];
    spans.push([...words]);
    for (let b = a + 1; b < latin.length && words.length < MAX_NAME_WORDS; b++) {
      if (text.slice((latin[b - 1] as Unit).end, (latin[b] as Unit).start).trim() !== '') break;
      words.push((latin[b] as Unit).surface);
      spans.push([...words]);
    }
  }
  return parts.map((p) => {
    if (!isCandidate(p)) return p;
    const name = p.ja.replace(/・/g, '');
    return spans.some((words) => isSameName(name, words)) ? { ...p, zh: '' } : p;
  });
}

/** The shortest piece of a katakana compound read as a word of its own (shorter pieces are too often fragments). */
const MIN_PIECE = 2;

/**
 * The Chinese of one analyser word no key names, read whole (one part, so no word is ever cut):
 * - a katakana word the analyser could not split (ダミエショルダーバッグ) that is, end to end, a run of known
 *   katakana words — the fewest pieces, none shorter than two, none whose sense holds only alone — reads as their
 *   Chinese joined (棋盘格单肩包); anything left over leaves it unknown;
 * - a proper noun in kanji (a person's or a place's name: 浜崎, 池田) reads as a Chinese reader reads Japanese
 *   names, by its characters in their simplified forms (滨崎).
 */
function wholeWordReading(u: Unit, glossary: Glossary): string | null {
  if (u.latin) return null;
  if (u.pos1 === '固有名詞' && KANJI_WORD.test(u.surface)) return toSimplifiedKanji(u.surface);
  if (KATAKANA_WORD.test(u.surface)) return katakanaPieces(u.surface, glossary) ?? brandLineReading(u.surface, glossary);
  if (KATAKANA_DOTTED.test(u.surface)) return dottedReading(u.surface, glossary);
  if (KATAKANA_AND_KANJI.test(u.surface)) return scriptRunsReading(u.surface, glossary);
  return okuriganaReading(u.surface, u.reading, glossary);
}

/** A word of katakana and kanji only, with both in it (イタリア製, ゴム底, 本革バッグ). */
const KATAKANA_AND_KANJI =
  /^(?=.*[\u30a1-\u30fa])(?=.*[\u3400-\u9fff\uf900-\ufaff])[\u30a1-\u30fa\u30fc\u3400-\u9fff\uf900-\ufaff々]+$/;
const SCRIPT_RUNS = /[\u30a1-\u30fa\u30fc]+|[\u3400-\u9fff\uf900-\ufaff々]+/g;

/**
 * A word the analyser reads as one though it joins a katakana loanword and a kanji word (decision 095: イタリア製,
 * アルミ製, シルバー色): where the script changes, one word ends and the next begins, so when every run is known —
 * a katakana run as a key, another spelling of one or known pieces; a kanji run only as a key, whole — the word
 * reads as their Chinese joined; else null and it stays as written.
 */
function scriptRunsReading(word: string, glossary: Glossary): string | null {
  const out: string[] = [];
  for (const run of word.match(SCRIPT_RUNS) ?? []) {
    const kana = KATAKANA_WORD.test(run);
    if (kana && isAloneOnly(run)) return null;
    const zh =
      glossary.jaToZh.get(run.toLowerCase()) ?? (kana ? (variantOf(run, glossary) ?? katakanaPieces(run, glossary)) : undefined);
    if (!zh) return null;
    out.push(zh);
  }
  return out.length >= 2 ? out.join('') : null;
}

/** Katakana words joined by middle dots, which the analyser reads as one unknown word (モノグラム・エクリプス). */
const KATAKANA_DOTTED = /^[\u30a1-\u30fa\u30fc-\u30ff]+(?:・[\u30a1-\u30fa\u30fc-\u30ff]+)+$/;
const LATIN_BEFORE = /[A-Za-z0-9]/;

/**
 * The dotted word without its dots read in fewer known pieces than it has dotted parts (ブラックマジシャン + ガール,
 * a known name), or undefined.
 */
function fewerPieces(joined: string, word: string, glossary: Glossary): string | undefined {
  const pieces = katakanaPieceList(joined, glossary);
  return pieces && pieces.length < word.split('・').length ? pieces.join('') : undefined;
}

/**
 * A dotted katakana word read whole: as the word written without its dots when that is a key (ブラック・マジシャン・
 * ガール is ブラックマジシャンガール), else when every word between the dots is known (a key, another spelling of one,
 * or a run of known pieces): their Chinese joined by the same dot; else null and it stays as written.
 */
function dottedReading(word: string, glossary: Glossary): string | null {
  const joined = word.replaceAll('・', '');
  const name = glossary.jaToZh.get(joined) ?? variantOf(joined, glossary) ?? fewerPieces(joined, word, glossary);
  if (name !== undefined) return name;
  const out: string[] = [];
  for (const piece of word.split('・')) {
    if (isAloneOnly(piece)) return null;
    const zh = glossary.jaToZh.get(piece) ?? variantOf(piece, glossary) ?? katakanaPieces(piece, glossary);
    if (!zh) return null;
    out.push(zh);
  }
  return out.join('·');
}

/**
 * A katakana word read as a run of known katakana words, end to end: the fewest pieces, none shorter than two,
 * none whose sense holds only alone, each as written or as another spelling of it; null when some part is left.
 */
function katakanaPieces(word: string, glossary: Glossary): string | null {
  const pieces = katakanaPieceList(word, glossary);
  return pieces && pieces.length >= 2 ? pieces.join('') : null;
}

/** The fewest known pieces covering a katakana word end to end, each piece's Chinese; null when none. */
function katakanaPieceList(word: string, glossary: Glossary): string[] | null {
  if (word.length < 2 * MIN_PIECE) return null;
  // best[i]: the fewest known pieces covering word[0, i), and their Chinese so far.
  const best: (string[] | null)[] = new Array(word.length + 1).fill(null);
  best[0] = [];
  for (let end = MIN_PIECE; end <= word.length; end++) {
    for (let start = 0; start <= end - MIN_PIECE; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = word.slice(start, end);
      const zh = glossary.jaToZh.get(piece.toLowerCase()) ?? variantOf(piece, glossary);
      if (!zh || isAloneOnly(piece) || isWholeWordOnly(piece, glossary) || (start > 0 && glossary.notPieces?.has(piece)))
        continue;
      if (start === 0 && end < word.length && isNotFirst(piece)) continue;
      const current = best[end];
      if (!current || before.length + 1 < current.length) best[end] = [...before, zh];
    }
  }
  return best[word.length] ?? null;
}

/**
 * A title as the gloss reads it: normalised as keywords are, and a long-vowel mark written between Latin letters or
 * digits read as the hyphen it stands for in a model code (CFIー1100A01 is CFI-1100A01). Same length, same offsets.
 */
function glossText(title: string): string {
  return normalizeKeyword(title).replace(/(?<=[A-Za-z0-9])ー(?=[A-Za-z0-9])/g, '-');
}

/** How an unknown word reads in a gloss: Japanese kept as written, marked 「…」; a Latin word or code as it is. */
export function unknownWord(ja: string): string {
  return JAPANESE.test(ja) ? `「${ja}」` : ja;
}

/**
 * The gloss members read: Chinese words and what stayed untranslated, in title order, each once. Japanese no key
 * knows is marked 「…」 (plain text, so it reads the same in a card, a notice or a mail).
 */
export function glossTitle(title: string, glossary: Glossary): string {
  return glossTitles([title], glossary)[0] as string;
}

/**
 * Several titles (or lines) glossed with one call of the analyser (each call has a small fixed cost beside the cost
 * per character): joined by line breaks (no word crosses one), analysed together, then cut apart.
 */
export function glossTitles(titles: readonly string[], glossary: Glossary): string[] {
  const texts = titles.map(glossText);
  const joined = texts.join('\n');
  const tokens = analyse(joined);
  const out: string[] = [];
  let offset = 0;
  let t = 0;
  for (const text of texts) {
    const end = offset + text.length;
    const own: Token[] = [];
    while (t < tokens.length && (tokens[t] as Token).start < end) {
      const token = tokens[t++] as Token;
      if (token.end <= end) own.push({ ...token, start: token.start - offset, end: token.end - offset });
    }
    out.push(render(partsOf(text, units(text, own), glossary)));
    offset = end + 1;
  }
  return out;
}

function render(parts: readonly GlossPart[]): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const word = part.zh ?? unknownWord(part.ja);
    if (!word) continue;
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out.join(' · ');
}

export interface TitleCoverage {
  /**
   * Content words as the analyser (IPADIC) cuts the title: nouns (not numbers, pronouns or dependent nouns),
   * independent verbs and adjectives, and words the dictionary does not know — with a Japanese character (numbers,
   * symbols and Latin-only words aside).
   */
  words: number;
  /** Of those, the words that lie inside a matched part. */
  glossed: number;
  unknown: string[];
  /** Content words a match boundary cuts (a match starting or ending inside the word): wrong-meaning splits. */
  splits: string[];
}

/** Whether an IPADIC token is a content word of the coverage measure. */
export function isContentWord(t: Token): boolean {
  if (!JAPANESE.test(t.surface)) return false;
  if (t.pos === 'UNK') return true;
  if (t.pos === '名詞') return !['数', '非自立', '代名詞'].includes(t.pos1);
  if (t.pos === '動詞' || t.pos === '形容詞') return t.pos1 === '自立';
  return false;
}

/**
 * How much of a title a gloss covers, counted in the analyser's content words. `parts` defaults to this gloss;
 * another cut of the same normalised text (the substring gloss of before) can be measured the same way.
 */
export function titleCoverage(title: string, glossary: Glossary, parts?: readonly GlossPart[]): TitleCoverage {
  const text = glossText(title);
  const tokens = analyse(text);
  const known = (parts ?? partsOf(text, units(text, tokens), glossary)).filter((p) => p.zh !== null);
  let count = 0;
  let glossed = 0;
  const unknown: string[] = [];
  const splits: string[] = [];
  for (const t of tokens.flatMap((token) => wordsOf(text, token))) {
    if (!isContentWord(t)) continue;
    count++;
    if (known.some((k) => k.start <= t.start && k.end >= t.end)) glossed++;
    else unknown.push(t.surface);
    if (known.some((k) => (k.start > t.start && k.start < t.end) || (k.end > t.start && k.end < t.end))) splits.push(t.surface);
  }
  return { words: count, glossed, unknown, splits };
}

/** The glossary as a Translator: titles and reviews glossed part by part, HTML text glossed per text run. */
export class GlossaryTranslator implements Translator {
  readonly provider = 'glossary';
  readonly kind: TranslationKind = 'gloss';

  constructor(private readonly glossary: Glossary) {}

  async translateTexts(texts: readonly string[], _role?: Exclude<TextRole, 'description'>): Promise<string[]> {
    return this.glossTexts(texts);
  }

  /** Each text's lines, glossed with one call of the analyser for all of them. */
  glossTexts(texts: readonly string[]): string[] {
    const lines = texts.map((t) => t.split(/\n+/));
    const glossed = glossTitles(lines.flat(), this.glossary);
    let i = 0;
    return lines.map((ls) =>
      ls
        .map(() => glossed[i++] as string)
        .filter(Boolean)
        .join('\n'),
    );
  }

  async translateHtml(html: string): Promise<string> {
    return this.glossHtml(html);
  }

  /** Text between tags is glossed; tags pass through unchanged for the caller's sanitiser. */
  glossHtml(html: string): string {
    const pieces = html.split(/(<[^>]*>)/);
    const isText = (piece: string) => !piece.startsWith('<') && piece.trim() !== '';
    const glossed = this.glossTexts(pieces.filter(isText).map(unescapeHtml));
    let i = 0;
    return pieces.map((piece) => (isText(piece) ? keepingSpaces(piece, glossed[i++] as string) : piece)).join('');
  }

  /** Longer text (a review, a description line) is glossed line by line. */
  glossText(text: string): string {
    return this.glossTexts([text])[0] as string;
  }
}

/** The gloss of an HTML text run, escaped, with the run's spaces around it (they separate it from the next tag's text). */
function keepingSpaces(piece: string, glossed: string): string {
  const lead = piece.match(/^\s*/)?.[0] ?? '';
  const trail = piece.match(/\s*$/)?.[0] ?? '';
  return lead + escapeHtml(glossed) + trail;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
