import type { AdminHotKeyword, AdminHotKeywordQueryInput, Paged } from '@daigou/contract';
import { staffKeywordApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/hotKeywords: every hot keyword, paged. Always fresh: staff act on what is there now. */
export const getHotKeywords = (query: AdminHotKeywordQueryInput): Promise<Paged<AdminHotKeyword>> =>
  callRoute(staffKeywordApi.hotKeywords, { ...query });

export const hotKeywordsQueryOptions = (query: AdminHotKeywordQueryInput) =>
  queryOptions({ queryKey: adminKeys.keywords(query), queryFn: () => getHotKeywords(query), staleTime: 0 });

export const useHotKeywords = (query: AdminHotKeywordQueryInput, enabled = true) =>
  useQuery({ ...hotKeywordsQueryOptions(query), placeholderData: keepPreviousData, enabled });
