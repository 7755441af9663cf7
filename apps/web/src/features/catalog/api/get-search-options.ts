import type { SearchOptionsFile } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocument } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /data/search_option.json — a static document (not an envelope): sorts, conditions, price ranges. */
export const getSearchOptions = (): Promise<SearchOptionsFile> => getDocument<SearchOptionsFile>('/data/search_option.json');

export const searchOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.searchOptions(), queryFn: getSearchOptions, staleTime: Number.POSITIVE_INFINITY });

export const useSearchOptions = () => useQuery(searchOptionsQueryOptions());
