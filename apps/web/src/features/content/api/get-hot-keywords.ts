import { contentApi, HOT_KEYWORDS_PAGE_SIZE, type HotKeywords } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /api/index/hotKeywords?page=&limit=10 (spec §7). */
export const getHotKeywords = (page: number, limit = HOT_KEYWORDS_PAGE_SIZE): Promise<HotKeywords> =>
  callRoute(contentApi.indexHotKeywords, { page, limit });

/** Failures are ignored (spec §8): the list stays empty, no toast. */
export const hotKeywordsQueryOptions = (page: number, limit = HOT_KEYWORDS_PAGE_SIZE) =>
  queryOptions({
    queryKey: contentKeys.hotKeywords(page, limit),
    queryFn: () => getHotKeywords(page, limit),
    meta: { silent: true },
  });

export const useHotKeywords = (page: number, enabled = true) => useQuery({ ...hotKeywordsQueryOptions(page), enabled });
