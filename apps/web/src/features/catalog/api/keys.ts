import type { SearchQueryInput, SoldScope } from '@daigou/contract';

export const catalogKeys = {
  all: ['catalog'] as const,
  search: (variant: 'get' | 'page', query: SearchQueryInput) => [...catalogKeys.all, 'search', variant, query] as const,
  item: (itemId: string) => [...catalogKeys.all, 'item', itemId] as const,
  bidHistory: (itemId: string) => [...catalogKeys.all, 'bidHistory', itemId] as const,
  soldPrices: (itemId: string, scope: SoldScope) => [...catalogKeys.all, 'soldPrices', itemId, scope] as const,
  recommendItems: (itemId: string, limit: number) => [...catalogKeys.all, 'recommendItems', itemId, limit] as const,
  categoryChildren: (categoryId: number) => [...catalogKeys.all, 'categoryChildren', categoryId] as const,
  recommendSearch: (keyword: string, limit: number) => [...catalogKeys.all, 'recommendSearch', keyword, limit] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
  searchOptions: () => [...catalogKeys.all, 'searchOptions'] as const,
  weightClasses: () => [...catalogKeys.all, 'weightClasses'] as const,
};
