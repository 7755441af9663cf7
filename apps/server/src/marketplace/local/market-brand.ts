import type { BrandsTable } from '../../db/tables/catalog';
import type { MarketBrand } from '../marketplace';
import { buildBrands } from './catalog-generator';

/** A brands row as the marketplace answers it (the aliases column holds a JSON list). */
export function marketBrandOf(b: BrandsTable): MarketBrand {
  return {
    brandId: b.id,
    name: b.name,
    nameEn: b.name_en,
    nameZh: b.name_zh,
    initial: b.initial,
    popularity: b.popularity,
    aliases: JSON.parse(b.aliases) as string[],
  };
}

/** The generated brand list (the local catalogue's, and Yahoo mode's brand index) as market brands. */
export const generatedMarketBrands = (): MarketBrand[] => buildBrands().map(marketBrandOf);
