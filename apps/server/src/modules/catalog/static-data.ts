import { createHash } from 'node:crypto';
import {
  type BrandsFile,
  formatPrice,
  formatYen,
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchOptionsFile,
} from '@daigou/contract';
import type { Marketplace } from '../../marketplace/marketplace';

/** GET /data/search_option.json: sorts, conditions, price ranges and filters with Chinese labels. */
export const SEARCH_OPTIONS: SearchOptionsFile = {
  sorts: SEARCH_SORTS.map((value) => ({ value, label: SEARCH_SORT_LABELS[value] })),
  conditions: ITEM_CONDITIONS.map((value) => ({
    value,
    label: ITEM_CONDITION_LABELS[value].zh,
    ja: ITEM_CONDITION_LABELS[value].ja,
  })),
  priceRanges: [
    { min: null, max: 1_000, label: `${formatYen(1_000)}以下` },
    { min: 1_000, max: 5_000, label: `${formatPrice(1_000)}–${formatYen(5_000)}` },
    { min: 5_000, max: 10_000, label: `${formatPrice(5_000)}–${formatYen(10_000)}` },
    { min: 10_000, max: 30_000, label: `${formatPrice(10_000)}–${formatYen(30_000)}` },
    { min: 30_000, max: 100_000, label: `${formatPrice(30_000)}–${formatYen(100_000)}` },
    { min: 100_000, max: null, label: `${formatYen(100_000)}以上` },
  ],
  flags: [
    { value: 'buyNow', label: '只看一口价' },
    { value: 'endingSoon', label: '24 小时内结束' },
    { value: 'freeShipping', label: '卖家包邮' },
  ],
  pageSizes: [20, 40, 60, 100],
};

/** GET /data/brands.json: every brand, A–Z then by popularity; `version` changes with the list. */
export async function brandsFile(marketplace: Marketplace): Promise<BrandsFile> {
  const brands = (await marketplace.listBrands())
    .map(({ brandId, name, nameEn, nameZh, initial, popularity }) => ({ brandId, name, nameEn, nameZh, initial, popularity }))
    .sort((a, b) => a.initial.localeCompare(b.initial) || b.popularity - a.popularity || a.nameEn.localeCompare(b.nameEn));
  const version = createHash('sha256').update(JSON.stringify(brands)).digest('hex').slice(0, 12);
  return { version, brands };
}
