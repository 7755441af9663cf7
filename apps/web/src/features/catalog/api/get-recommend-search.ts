import { catalogApi, type SearchSuggestion, SUGGESTIONS_LIMIT } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/goods/recommendSearch — keyword suggestions (brands, categories, terms, hot searches). */
export const getRecommendSearch = (keyword: string, limit = SUGGESTIONS_LIMIT): Promise<SearchSuggestion[]> =>
  callRoute(catalogApi.goodsRecommendSearch, { keyword, limit });

/** Failures leave the suggestions out, silently. */
export const recommendSearchQueryOptions = (keyword: string, limit = SUGGESTIONS_LIMIT) =>
  queryOptions({
    queryKey: catalogKeys.recommendSearch(keyword, limit),
    queryFn: () => getRecommendSearch(keyword, limit),
    meta: { silent: true },
  });

export const useRecommendSearch = (keyword: string) => useQuery(recommendSearchQueryOptions(keyword));
