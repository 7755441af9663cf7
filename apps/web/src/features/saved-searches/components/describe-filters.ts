import { formatYen, ITEM_CONDITION_LABELS, type SavedSearchFilters } from '@daigou/contract';

/** The filters of a saved search in Chinese, one short phrase each (关键词 first). */
export function describeFilters(filters: SavedSearchFilters): string[] {
  const parts: string[] = [];
  if (filters.categoryId) parts.push(`分类 #${filters.categoryId}`);
  if (filters.brandId) parts.push(`品牌 #${filters.brandId}`);
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
