import type { SearchQueryInput, SearchResult } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';
import { searchParamsOf } from './search-goods';

/** POST /api/goods/searchByPage with a JSON body — the /searchByPage screen (any other searchPage). */
export const searchGoodsByPage = (query: SearchQueryInput): Promise<SearchResult> =>
  callRoute(catalogApi.goodsSearchByPage, searchParamsOf(query));

export const searchGoodsByPageQueryOptions = (query: SearchQueryInput) =>
  queryOptions({
    queryKey: catalogKeys.search('page', query),
    queryFn: () => searchGoodsByPage(query),
    placeholderData: keepPreviousData,
  });

export const useSearchGoodsByPage = (query: SearchQueryInput) => useQuery(searchGoodsByPageQueryOptions(query));
