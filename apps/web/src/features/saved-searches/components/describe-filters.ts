import { formatYen, ITEM_CONDITION_LABELS, type SavedSearch } from '@daigou/contract';

/** What a saved search is called on its row: its keyword, else its brand and category, else a plain phrase. */
export function savedSearchName(saved: Pick<SavedSearch, 'filters' | 'categoryName' | 'brandName'>): string {
  if (saved.filters.keyword) return saved.filters.keyword;
  const named = [saved.brandName, saved.categoryName].filter((n): n is string => !!n);
  return named.length ? named.join(' · ') : '（按筛选条件）';
}

/** The filters of a saved search in Chinese, one short phrase each; category and brand by their Chinese names. */
export function describeFilters(saved: Pick<SavedSearch, 'filters' | 'categoryName' | 'brandName'>): string[] {
  const { filters } = saved;
  const parts: string[] = [];
  if (filters.categoryId) parts.push(`分类 ${saved.categoryName ?? '已失效'}`);
  if (filters.brandId) parts.push(`品牌 ${saved.brandName ?? '已失效'}`);
  if (filters.sellerId) parts.push(`卖家 ${filters.sellerId}`);
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice !== undefined ? formatYen(filters.minPrice) : '不限';
    const max = filters.maxPrice !== undefined ? formatYen(filters.maxPrice) : '不限';
    parts.push(`价格 ${min} – ${max}`);
  }
  if (filters.condition?.length) parts.push(filters.condition.map((c) => ITEM_CONDITION_LABELS[c].zh).join('、'));
  if (filters.buyNow) parts.push('一口价');
  if (filters.endingSoon) parts.push('即将结束');
  if (filters.freeShipping) parts.push('包邮');
  if (filters.exact) parts.push('只搜原词');
  return parts;
}
