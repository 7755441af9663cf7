import { ITEM_CONDITION_LABELS } from '@daigou/contract';
import type { MarketBrand } from '../../marketplace/marketplace';
import { LISTING_VOCABULARY } from './glossary/ja-zh-vocabulary';

/**
 * Daigou's terms for the DeepL glossary (decision 049) and the chat translator's prompt (decision 076): what the store calls things, so a full translation
 * says the same as the rest of the site — every brand's Japanese spelling → the Chinese name members search
 * for (ヴィトン → 路易威登, never a transliteration), the condition labels, and the condition and listing
 * words of the keyword gloss (ジャンク → 故障品, 即決 → 一口价, 送料無料 → 包邮 …). One-character words
 * and numbers are left out: a glossary forces its translation wherever the source appears.
 */
export function daigouTerms(brands: readonly MarketBrand[]): Record<string, string> {
  const terms: Record<string, string> = {};
  const put = (ja: string, zh: string) => {
    const source = ja.trim();
    const target = zh.trim();
    if ([...source].length < 2 || !target || /^[\d\s.,円～〜]+$/.test(source)) return;
    if (/[\t\r\n]/.test(source + target) || /^[\x20-\x7e]+$/.test(source)) return;
    if (!(source in terms)) terms[source] = target;
  };
  for (const { ja, zh } of Object.values(ITEM_CONDITION_LABELS)) put(ja, zh);
  for (const [ja, zh] of LISTING_VOCABULARY) put(ja, zh);
  for (const brand of brands) {
    put(brand.name, brand.nameZh);
    for (const alias of brand.aliases) put(alias, brand.nameZh);
  }
  return terms;
}

/**
 * Every brand's Japanese spellings (names and aliases, not plain ASCII) → the Chinese name the store uses: a
 * chat translation must say the brand that way or leave it as written (translation-check.ts).
 */
export function brandNames(brands: readonly MarketBrand[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const brand of brands)
    for (const ja of [brand.name, ...brand.aliases])
      if ([...ja.trim()].length >= 2 && !/^[\x20-\x7e]+$/.test(ja) && brand.nameZh.trim()) names[ja.trim()] = brand.nameZh.trim();
  return names;
}
