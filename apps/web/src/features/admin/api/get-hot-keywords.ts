import type { AdminHotKeyword, Paged } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminGet } from './admin-request';
import { adminKeys } from './keys';

export interface AdminKeywordParams {
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** GET /api/admin/hotKeywords: every hot keyword, paged. */
export const getHotKeywords = (query: AdminKeywordParams): Promise<Paged<AdminHotKeyword>> =>
  adminGet<Paged<AdminHotKeyword>>('/api/admin/hotKeywords', { ...query });

export const hotKeywordsQueryOptions = (query: AdminKeywordParams) =>
  queryOptions({ queryKey: adminKeys.keywords(query), queryFn: () => getHotKeywords(query), staleTime: 0 });

export const useHotKeywords = (query: AdminKeywordParams, enabled = true) =>
  useQuery({ ...hotKeywordsQueryOptions(query), placeholderData: keepPreviousData, enabled });
