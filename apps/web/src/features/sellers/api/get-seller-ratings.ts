import type { Paged, RATING_KINDS, SellerRating } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { sellerKeys } from './keys';

export type RatingKind = (typeof RATING_KINDS)[number];
export const SELLER_RATINGS_PAGE_SIZE = 10;

/** GET /api/seller/ratings — the seller's ratings, newest first, optionally of one kind. */
export const getSellerRatings = async (
  sellerId: string,
  kind: RatingKind | undefined,
  page: number,
  limit = SELLER_RATINGS_PAGE_SIZE,
): Promise<Paged<SellerRating>> =>
  unwrap(await apiGet<Paged<SellerRating>>('/api/seller/ratings', { sellerId, kind, page, limit }));

export const sellerRatingsQueryOptions = (
  sellerId: string,
  kind: RatingKind | undefined,
  page: number,
  limit = SELLER_RATINGS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: sellerKeys.ratings(sellerId, kind, page, limit),
    queryFn: () => getSellerRatings(sellerId, kind, page, limit),
    placeholderData: keepPreviousData,
  });

export const useSellerRatings = (sellerId: string, kind: RatingKind | undefined, page: number) =>
  useQuery(sellerRatingsQueryOptions(sellerId, kind, page));
