import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const HOT_KEYWORDS_LIMIT = 10;

export const getHotKeywords = async (page: number, limit = HOT_KEYWORDS_LIMIT): Promise<string[]> =>
  unwrap(await apiGet<string[]>('/api/index/hotKeywords', { page, limit }));

export const hotKeywordsQueryOptions = (page: number, limit = HOT_KEYWORDS_LIMIT) =>
  queryOptions({ queryKey: contentKeys.hotKeywords(page, limit), queryFn: () => getHotKeywords(page, limit) });

/** Failures are ignored (spec §8): the list stays empty. */
export const useHotKeywords = (page: number, enabled = true) => useQuery({ ...hotKeywordsQueryOptions(page), enabled });
