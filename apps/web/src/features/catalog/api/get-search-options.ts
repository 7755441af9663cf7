import type { SearchOptionsFile } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocument } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /data/search_option.json — a static document (not an envelope): sorts, conditions, price ranges. */
export const getSearchOptions = (): Promise<SearchOptionsFile> => getDocument<SearchOptionsFile>('/data/search_option.json');

export const searchOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.searchOptions(), queryFn: getSearchOptions, staleTime: Number.POSITIVE_INFINITY });

/** `enabled` false: not asked (yet) — the folded filter column asks when opened. */
export const useSearchOptions = (enabled = true) => useQuery({ ...searchOptionsQueryOptions(), enabled });
