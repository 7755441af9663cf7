import { isKatakanaWord } from '../../../lib/whole-words';
import type { MarketBrand } from '../../../marketplace/marketplace';
import { brandTerms } from '../../translation/glossary/dictionary';
import { JA_ZH_VOCABULARY, LISTING_VOCABULARY } from '../../translation/glossary/ja-zh-vocabulary';
import { loadOpenVocabulary } from '../../translation/glossary/open-vocabulary';
import { EVERYDAY_WORDS, TRADE_VOCABULARY } from '../../translation/glossary/trade-vocabulary';

/**
 * Katakana brand spellings that a title search matches only as whole words (decision 121): where no katakana
 * stands on either side (デル alone or beside DELL, a space, a kanji — not inside モデル).
 *
 * A substring search finds a short spelling inside words of another sense: デル in モデル, ピン (PING) in
 * ショッピング, リー (Lee) in アクセサリー, リコー in シリコーン, バリー (BALLY) in バーバリー. A spelling is searched as
 * a whole word when some known katakana word holds it after katakana that is not itself a word (モ + デル;
 * ヌード + カラー is a compound of two words and is no evidence). A spelling known words hold only at their start
 * (セガサターン, ディズニーランド, ソニーエリクソン) leads compounds of its own maker and stays a substring, as do
 * spellings no known word holds (ルイヴィトンエリプス still finds ヴィトン).
 */
/** Every katakana word the store's vocabularies know: the open vocabulary (JMdict, names, works, makers) and the hand lists. */
function knownKatakanaWords(): Set<string> {
  const words = new Set<string>();
  for (const ja of loadOpenVocabulary().keys()) if (isKatakanaWord(ja)) words.add(ja);
  for (const [ja] of [...TRADE_VOCABULARY, ...EVERYDAY_WORDS, ...JA_ZH_VOCABULARY, ...LISTING_VOCABULARY]) {
    if (isKatakanaWord(ja)) words.add(ja);
  }
  return words;
}

/** Lower-case katakana spellings of `brands` searched as whole words only. */
export function wholeWordBrandSpellings(
  brands: Iterable<MarketBrand>,
  words: ReadonlySet<string> = knownKatakanaWords(),
): Set<string> {
  const spellingsOf = new Map<string, string[]>();
  for (const brand of brands) {
    const spellings = brandTerms(brand).filter(isKatakanaWord);
    for (const s of spellings) spellingsOf.set(s, spellings);
  }
  const out = new Set<string>();
  for (const word of words) {
    for (let start = 1; start < word.length; start++) {
      const before = word.slice(0, start);
      if (words.has(before)) continue;
      for (let end = start + 1; end <= word.length; end++) {
        const piece = word.slice(start, end);
        const family = spellingsOf.get(piece);
        // ルイ・ヴィトン's ヴィトン inside ルイヴィトン is the same maker.
        if (!family || out.has(piece) || family.some((other) => other !== piece && word.includes(other))) continue;
        out.add(piece);
      }
    }
  }
  return new Set([...out].map((s) => s.toLowerCase()));
}
