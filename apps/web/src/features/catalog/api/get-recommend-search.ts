import type { SearchSuggestion } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const SUGGESTIONS_LIMIT = 8;

/** GET /api/goods/recommendSearch — keyword suggestions (brands, categories, terms, hot searches). */
export const getRecommendSearch = async (keyword: string, limit = SUGGESTIONS_LIMIT): Promise<SearchSuggestion[]> =>
  unwrap(await apiGet<SearchSuggestion[]>('/api/goods/recommendSearch', { keyword, limit }));

export const recommendSearchQueryOptions = (keyword: string, limit = SUGGESTIONS_LIMIT) =>
  queryOptions({ queryKey: catalogKeys.recommendSearch(keyword, limit), queryFn: () => getRecommendSearch(keyword, limit) });

/** Failures leave the suggestions out. */
export const useRecommendSearch = (keyword: string) => useQuery(recommendSearchQueryOptions(keyword));
