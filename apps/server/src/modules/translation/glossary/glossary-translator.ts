import { ITEM_CONDITION_LABELS } from '@daigou/contract';
import type { MarketBrand } from '../../../marketplace/marketplace';
import type { TextRole, TranslationKind, Translator } from '../translator';
import { buildDictionary, type Dictionary, normalizeKeyword } from './dictionary';
import { JA_ZH_VOCABULARY } from './ja-zh-vocabulary';

/**
 * The embedded default translator: a keyword gloss (关键词译文) built from the search dictionary (its
 * Chinese → Japanese entries read backwards, brands in every spelling), the marketplace's condition
 * labels and the glossary's own vocabulary (ja-zh-vocabulary.ts, which wins). A title is matched
 * greedily, longest dictionary word first, over the whole normalised text; what no entry covers stays in
 * Japanese (Latin, numbers and model codes as written). Never a translation: the label says so.
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
  readonly maxKeyLength: number;
  /** Every proper prefix of a key: a match stops growing at the first text no key starts with. */
  readonly prefixes: ReadonlySet<string>;
}

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u9fff\uf900-\ufaff々〆ヶ]/;
const ALNUM = /[\p{L}\p{N}]/u;
const LATIN_OR_DIGIT = /[a-z0-9]/i;
const DIGIT = /[0-9]/;
/**
 * What separates words in titles: spaces and the symbols sellers decorate titles with — punctuation, arrows,
 * shapes, stars and emoji (tested a whole character at a time: isSeparatorAt).
 */
const SEPARATOR =
  /[\s【】[\]()（）「」『』〈〉《》〔〕<>★☆♪◆◇■□●○◎◉※・･/／|｜,，、。.!！?？~〜～…:：;；+＋=＝*＊#＃&＆'"“”‘’`^_\-－—–♡♥❤✨\u{1F000}-\u{1FAFF}\u2600-\u27BF\u2016-\u205F\u2190-\u21FF\u2300-\u23FF\u25A0-\u25FF\u2B00-\u2BFF]/u;

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

/** Builds the glossary from the search dictionary, the condition labels and the glossary vocabulary. */
export function buildGlossary(dictionary: Dictionary): Glossary {
  const jaToZh = new Map<string, string>();
  const put = (ja: string, zh: string, override: boolean) => {
    const key = normalizeKeyword(ja).toLowerCase();
    if (!key) return;
    if (override || !jaToZh.has(key)) jaToZh.set(key, zh);
  };
  // 1. The search dictionary read backwards: the first Chinese word listed for a Japanese word wins.
  for (const [zh, terms] of dictionary.zhToJa) for (const ja of terms) put(ja, zh, false);
  // 2. Brands in every spelling → the Chinese name members know (overrides: ヴィトン is never a word).
  const seen = new Set<MarketBrand>();
  for (const brand of dictionary.brands.values()) {
    if (seen.has(brand)) continue;
    seen.add(brand);
    for (const name of [brand.name, brand.nameEn, ...brand.aliases]) put(name, brand.nameZh, true);
  }
  // 3. Condition labels, then the glossary's own vocabulary (wins over everything above).
  for (const { ja, zh } of Object.values(ITEM_CONDITION_LABELS)) put(ja, zh, true);
  for (const [ja, zh] of JA_ZH_VOCABULARY) put(ja, zh, true);
  let maxKeyLength = 0;
  const prefixes = new Set<string>();
  for (const key of jaToZh.keys()) {
    maxKeyLength = Math.max(maxKeyLength, key.length);
    for (let length = 1; length < key.length; length++) prefixes.add(key.slice(0, length));
  }
  return { jaToZh, maxKeyLength, prefixes };
}

export function glossaryFromBrands(brands: readonly MarketBrand[]): Glossary {
  return buildGlossary(buildDictionary(brands));
}

/**
 * Cuts a title into parts: dictionary words (longest first, anywhere in the text) and the runs between
 * them, split at separators and where Japanese meets Latin or digits.
 */
export function glossParts(title: string, glossary: Glossary): GlossPart[] {
  const text = normalizeKeyword(title);
  const lower = text.toLowerCase();
  const parts: GlossPart[] = [];
  let unknownStart = -1;
  const flushUnknown = (end: number) => {
    if (unknownStart < 0) return;
    splitUnknown(text, unknownStart, end, parts);
    unknownStart = -1;
  };
  // The segmenter is the costly part (ICU): asked only when a hiragana word needs its edges checked.
  let bounds: ReadonlySet<number> | undefined;
  const edges = () => {
    bounds ??= wordBoundaries(text);
    return bounds;
  };
  let i = 0;
  while (i < text.length) {
    const match = longestMatch(lower, i, glossary, edges);
    if (match) {
      flushUnknown(i);
      parts.push({ ja: text.slice(i, match.end), zh: match.zh, start: i, end: match.end });
      i = match.end;
      continue;
    }
    if (unknownStart < 0) unknownStart = i;
    i++;
  }
  flushUnknown(text.length);
  return parts;
}

const HIRAGANA_ONLY = /^[\u3040-\u309f]+$/;

/** Where the segmenter puts word edges: a hiragana entry (あり, の) must sit on them, never inside ありがとう. */
function wordBoundaries(text: string): Set<number> {
  const bounds = new Set<number>([0, text.length]);
  for (const s of segmenter.segment(text)) {
    bounds.add(s.index);
    bounds.add(s.index + s.segment.length);
  }
  return bounds;
}

function longestMatch(
  lower: string,
  start: number,
  glossary: Glossary,
  edges: () => ReadonlySet<number>,
): { end: number; zh: string } | null {
  if (isSeparatorAt(lower, start)) return null;
  // A Latin word is matched only from its start (never "ll" inside "3dsll").
  if (LATIN_OR_DIGIT.test(lower[start] ?? '') && start > 0 && LATIN_OR_DIGIT.test(lower[start - 1] ?? '')) return null;
  // Every key starting here, found by growing the text while some key starts with it; then longest first.
  const found: { end: number; zh: string }[] = [];
  const max = Math.min(glossary.maxKeyLength, lower.length - start);
  for (let length = 1; length <= max; length++) {
    const text = lower.slice(start, start + length);
    const zh = glossary.jaToZh.get(text);
    if (zh !== undefined) found.push({ end: start + length, zh });
    if (!glossary.prefixes.has(text)) break;
  }
  for (let k = found.length - 1; k >= 0; k--) {
    const { end, zh } = found[k] as { end: number; zh: string };
    // …and only to its end ("oh" is not the start of "ohm"; a kana word may end anywhere).
    if (LATIN_OR_DIGIT.test(lower[end - 1] ?? '') && LATIN_OR_DIGIT.test(lower[end] ?? '')) continue;
    if (HIRAGANA_ONLY.test(lower.slice(start, end))) {
      const bounds = edges();
      if (!(bounds.has(start) && bounds.has(end))) continue;
    }
    return { end, zh };
  }
  return null;
}

/**
 * A separator that belongs to the Latin or number run it stands in: the hyphen of a model code (DN1791-104), the
 * point or comma of a number (27.5cm, 10.5°, 1,000) — so a size never reads as two numbers.
 */
function joinsCode(text: string, i: number, inLatinRun: boolean): boolean {
  if (!inLatinRun) return false;
  const ch = text[i];
  if (ch === '-') return ALNUM.test(text[i + 1] ?? '');
  if (ch === '.' || ch === ',') return DIGIT.test(text[i - 1] ?? '') && DIGIT.test(text[i + 1] ?? '');
  return false;
}

/** An unknown run: separators dropped (those inside a code or number kept), cut where Japanese meets Latin or digits. */
function splitUnknown(text: string, start: number, end: number, parts: GlossPart[]): void {
  let runStart = -1;
  let runJapanese = false;
  const close = (at: number) => {
    if (runStart >= 0) parts.push({ ja: text.slice(runStart, at), zh: null, start: runStart, end: at });
    runStart = -1;
  };
  for (let i = start; i < end; i++) {
    const ch = text[i] ?? '';
    if (isSeparatorAt(text, i) && !joinsCode(text, i, runStart >= 0 && !runJapanese)) {
      close(i);
      continue;
    }
    const japanese = JAPANESE.test(ch);
    if (runStart >= 0 && japanese !== runJapanese) close(i);
    if (runStart < 0) {
      runStart = i;
      runJapanese = japanese;
    }
  }
  close(end);
}

/** The gloss members read: Chinese words and what stayed in Japanese, in title order, each once. */
export function glossTitle(title: string, glossary: Glossary): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of glossParts(title, glossary)) {
    const word = part.zh ?? part.ja;
    if (!word) continue;
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out.join(' · ');
}

export interface TitleCoverage {
  /** Japanese words as Intl.Segmenter('ja', word) cuts the title (numbers, Latin and model codes aside). */
  words: number;
  /** Of those, the words that lie inside a dictionary match. */
  glossed: number;
  unknown: string[];
}

/** How much of a title the glossary covers, counted in the segmenter's words. */
export function titleCoverage(title: string, glossary: Glossary): TitleCoverage {
  const text = normalizeKeyword(title);
  const known: { start: number; end: number }[] = glossParts(text, glossary).filter((p) => p.zh !== null);
  let words = 0;
  let glossed = 0;
  const unknown: string[] = [];
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike || !JAPANESE.test(s.segment)) continue;
    words++;
    const start = s.index;
    const end = start + s.segment.length;
    if (known.some((k) => k.start <= start && k.end >= end)) glossed++;
    else unknown.push(s.segment);
  }
  return { words, glossed, unknown };
}

/** The glossary as a Translator: titles and reviews glossed part by part, HTML text glossed per text run. */
export class GlossaryTranslator implements Translator {
  readonly provider = 'glossary';
  readonly kind: TranslationKind = 'gloss';

  constructor(private readonly glossary: Glossary) {}

  async translateTexts(texts: readonly string[], _role?: Exclude<TextRole, 'description'>): Promise<string[]> {
    return texts.map((t) => this.glossText(t));
  }

  async translateHtml(html: string): Promise<string> {
    return this.glossHtml(html);
  }

  /** Text between tags is glossed; tags pass through unchanged for the caller's sanitiser. */
  glossHtml(html: string): string {
    return html
      .split(/(<[^>]*>)/)
      .map((piece) => (piece.startsWith('<') || !piece.trim() ? piece : glossKeepingSpaces(piece, (t) => this.glossText(t))))
      .join('');
  }

  /** Longer text (a review, a description line) is glossed line by line. */
  glossText(text: string): string {
    return text
      .split(/\n+/)
      .map((line) => glossTitle(line, this.glossary))
      .filter(Boolean)
      .join('\n');
  }
}

/** Glosses the text of an HTML run, keeping the spaces around it (they separate it from the next tag's text). */
function glossKeepingSpaces(piece: string, gloss: (text: string) => string): string {
  const lead = piece.match(/^\s*/)?.[0] ?? '';
  const trail = piece.match(/\s*$/)?.[0] ?? '';
  return lead + escapeHtml(gloss(unescapeHtml(piece))) + trail;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
