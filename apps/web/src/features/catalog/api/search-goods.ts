import type { SearchQueryInput, SearchResult } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, type Params } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** The search filters as query-string parameters (booleans as 1, lists comma-separated, empty left out). */
export function searchParamsOf(query: SearchQueryInput): Params {
  const params: Params = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params[key] = Array.isArray(value) ? value.join(',') : value === true ? 1 : (value as string | number);
  }
  return params;
}

/** GET /api/goods/search — the /search screen (searchPage 'official'). */
export const searchGoods = (query: SearchQueryInput): Promise<SearchResult> =>
  callRoute(catalogApi.goodsSearch, searchParamsOf(query));

export const searchGoodsQueryOptions = (query: SearchQueryInput) =>
  queryOptions({
    queryKey: catalogKeys.search('get', query),
    queryFn: () => searchGoods(query),
    placeholderData: keepPreviousData,
  });

export const useSearchGoods = (query: SearchQueryInput) => useQuery(searchGoodsQueryOptions(query));
