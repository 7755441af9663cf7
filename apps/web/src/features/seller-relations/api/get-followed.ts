import type { FollowedSeller, Paged } from '@daigou/contract';
import { sellerRelationApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerRelationKeys } from './keys';

/** GET /api/seller/followed?page=&limit=: followed sellers with their newest open items. */
export const getFollowed = (page: number, limit: number): Promise<Paged<FollowedSeller>> =>
  callRoute(sellerRelationApi.sellerFollowed, { page, limit });

export const followedQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: sellerRelationKeys.followed(page, limit),
    queryFn: () => getFollowed(page, limit),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useFollowed = (page: number, limit: number) => useQuery(followedQueryOptions(page, limit));
