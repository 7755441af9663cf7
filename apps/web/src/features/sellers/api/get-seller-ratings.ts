import { type Paged, type RatingKind, SELLER_RATINGS_PAGE_SIZE, type SellerRating, sellerApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/seller/ratings — the seller's ratings, newest first, optionally of one kind. */
export const getSellerRatings = (
  sellerId: string,
  kind: RatingKind | undefined,
  page: number,
  limit = SELLER_RATINGS_PAGE_SIZE,
): Promise<Paged<SellerRating>> => callRoute(sellerApi.sellerRatings, { sellerId, kind, page, limit });

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
