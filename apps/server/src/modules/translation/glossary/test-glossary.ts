import { BRAND_SEEDS, brandInitial } from '../../../marketplace/local/vocabulary/brands';
import type { MarketBrand } from '../../../marketplace/marketplace';
import { type Glossary, glossaryFromBrands } from './glossary-translator';
import { loadOpenVocabulary } from './open-vocabulary';

/** The local marketplace's brands as the marketplace reports them, for tests without a database. */
export const seedBrands = (): MarketBrand[] =>
  BRAND_SEEDS.map((b, i) => ({
    brandId: i + 1,
    name: b.ja,
    nameEn: b.en,
    nameZh: b.zh,
    initial: brandInitial(b.en),
    popularity: b.popularity,
    aliases: [...b.aliases],
  }));

let glossary: Glossary | undefined;
/** The glossary over the local marketplace's brands and the open vocabulary, as the app builds it, once per test file. */
export const testGlossary = (): Glossary => {
  glossary ??= glossaryFromBrands(seedBrands(), { openVocabulary: loadOpenVocabulary() });
  return glossary;
};
