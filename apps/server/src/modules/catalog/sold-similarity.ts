import type { ItemCondition, SoldScope } from '@daigou/contract';
import type { MarketBrand, MarketCategory } from '../../marketplace/marketplace';
import { analyse } from '../translation/glossary/analyser';

/**
 * How "similar closed auctions" are chosen (decision 090): the item's own title words, its category and its
 * condition, narrowed or widened by the member's scope.
 */

/**
 * Listing boilerplate that says nothing about what the thing is: condition and shipping claims, sale terms,
 * hype. Compared with whole words (a run of the analyser's nouns), never as substrings: ウルトラレア keeps its レア.
 */
export const NOISE_WORDS = new Set(
  [
    '美品',
    '超美品',
    '極美品',
    '良品',
    '新品',
    '未使用',
    '新品未使用',
    '未使用品',
    '未開封',
    '新品未開封',
    '中古',
    '中古品',
    '正規品',
    '本物',
    '純正',
    '1円',
    '1円〜',
    '1円~',
    '1円スタート',
    '送料無料',
    '送料込み',
    '送料込',
    '匿名配送',
    '即日発送',
    '即決',
    'ジャンク',
    'ジャンク品',
    '現状品',
    '訳あり',
    '動作品',
    '動作確認済み',
    '箱付き',
    '保証書付き',
    '人気',
    '大人気',
    '希少',
    'レア',
    '限定',
    '廃盤',
    '最落なし',
    '同梱可',
    '値下げ',
    '出品中',
    '多数出品中',
    '開催中',
  ].map((w) => w.toLowerCase()),
);

/** Parts of speech that end a word: particles, verbs, auxiliaries, symbols, adverbs, adnominals, conjunctions. */
const BREAKS = new Set(['助詞', '助動詞', '動詞', '記号', '副詞', '連体詞', '接続詞', '感動詞', 'フィラー', '形容詞']);
/** Chunks are cut at spaces, brackets and separators first. */
const SEPARATORS = /[\s\u3000【】[\]()（）「」『』〈〉《》<>{}|/／,，、。!！?？★☆◆◇■□●○※♪~〜]+/u;

/**
 * Noise words that may be written stuck to another word: those holding a kanji or a digit (美品ショルダーバッグ), where
 * the script change marks the boundary. A katakana one stuck to katakana is part of the word (ウルトラレア).
 */
const STUCK_NOISE = [...NOISE_WORDS].filter((w) => /[\p{Script=Han}\d]/u.test(w)).sort((a, b) => b.length - a.length);

/** The chunk without the noise words it starts or ends with; '' when it is noise throughout. */
function trimNoise(chunk: string): string {
  let text = chunk;
  for (let changed = true; changed && text; ) {
    if (NOISE_WORDS.has(text.toLowerCase())) return '';
    changed = false;
    for (const noise of STUCK_NOISE) {
      const lower = text.toLowerCase();
      if (lower.startsWith(noise)) text = text.slice(noise.length);
      else if (lower.endsWith(noise)) text = text.slice(0, -noise.length);
      else continue;
      changed = true;
      break;
    }
  }
  return text;
}

const isContent = (word: string) =>
  word.length >= 2 && !/^[\d,.]+$/.test(word) && !NOISE_WORDS.has(word.toLowerCase()) && word.length <= 40;

/**
 * The title's content words in order: chunks cut at spaces and brackets, noise words dropped (a chunk that is
 * one, or starts or ends with one), then cut where the analyser finds a particle, verb or symbol, so each word
 * is a run of nouns and unknown words (遊戯+王 → 遊戯王, PSA+8 → PSA8). Numbers alone, one-character words and
 * repeats are dropped. Words naming a brand of the dictionary come first.
 */
export function titleWords(title: string, brands: readonly MarketBrand[] = []): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (isContent(word) && !seen.has(key)) {
      seen.add(key);
      words.push(word);
    }
  };
  for (const raw of title.normalize('NFKC').split(SEPARATORS)) {
    const chunk = trimNoise(raw);
    if (!isContent(chunk)) continue;
    let run = '';
    let runEnd = -1;
    for (const token of analyse(chunk)) {
      const breaks = BREAKS.has(token.pos) || (token.pos === '名詞' && token.pos1 === '非自立');
      if (breaks || (run && token.start !== runEnd)) {
        if (run) add(trimNoise(run));
        run = '';
      }
      if (!breaks) {
        run += token.surface;
        runEnd = token.end;
      }
    }
    if (run) add(trimNoise(run));
  }
  const brandNames = new Set(
    brands.flatMap((b) => [b.name, b.nameEn, ...b.aliases]).map((n) => n.normalize('NFKC').toLowerCase()),
  );
  return [...words.filter((w) => brandNames.has(w.toLowerCase())), ...words.filter((w) => !brandNames.has(w.toLowerCase()))];
}

/** The word, and when it names a brand, the brand's other names (those without spaces: one search word each). */
export function termsOf(word: string, brands: readonly MarketBrand[]): string[] {
  const key = word.normalize('NFKC').toLowerCase();
  const brand = brands.find((b) => [b.name, b.nameEn, ...b.aliases].some((n) => n.normalize('NFKC').toLowerCase() === key));
  if (!brand) return [word];
  const terms = [word];
  for (const name of [brand.name, brand.nameEn, ...brand.aliases]) {
    if (/\s/.test(name.trim()) || terms.some((t) => t.toLowerCase() === name.toLowerCase())) continue;
    terms.push(name);
  }
  return terms;
}

export interface SimilarQuery {
  words: string[];
  /** Per word, the terms that count as it: a brand's word stands for every name of the brand (SEGA, セガ). */
  groups: string[][];
  category: MarketCategory | null;
  condition: ItemCondition | null;
}

/** Words per scope: 相同款 the first three, 同类 and 更宽 the first (the brand when the title names one). */
const WORDS_PER_SCOPE: Record<SoldScope, number> = { narrow: 3, default: 1, wide: 1 };

/**
 * The query of a scope: 相同款 (narrow) — three title words (brand, line or model, kind: the same thing), the
 * item's own category, its condition; 同类 (default) — the first word (the brand, else the title's first content
 * word) in the same category, any condition: the same brand's things of this kind; 更宽 (wide) — that word in the
 * parent category (the whole marketplace for a root), any condition.
 */
export function similarQuery(
  item: { title: string; categoryId: number; condition: ItemCondition | null },
  path: readonly MarketCategory[],
  brands: readonly MarketBrand[],
  scope: SoldScope,
): SimilarQuery {
  const words: string[] = [];
  const groups: string[][] = [];
  const used = new Set<string>();
  for (const word of titleWords(item.title, brands)) {
    if (words.length >= WORDS_PER_SCOPE[scope]) break;
    const terms = termsOf(word, brands);
    // A brand written twice (SEGA セガ) is one word.
    if (terms.some((t) => used.has(t.toLowerCase()))) continue;
    for (const t of terms) used.add(t.toLowerCase());
    words.push(word);
    groups.push(terms);
  }
  const category = scope === 'wide' ? (path.at(-2) ?? null) : (path.at(-1) ?? null);
  return { words, groups, category, condition: scope === 'narrow' ? item.condition : null };
}
