import type { BlacklistEntry, Paged } from '@daigou/contract';
import { sellerRelationApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerRelationKeys } from './keys';

/** GET /api/seller/blacklist?page=&limit=: the member's blacklisted sellers, newest first. */
export const getBlacklist = (page: number, limit: number): Promise<Paged<BlacklistEntry>> =>
  callRoute(sellerRelationApi.sellerBlacklist, { page, limit });

export const blacklistQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: sellerRelationKeys.blacklist(page, limit),
    queryFn: () => getBlacklist(page, limit),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useBlacklist = (page: number, limit: number) => useQuery(blacklistQueryOptions(page, limit));
