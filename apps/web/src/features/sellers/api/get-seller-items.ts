import { type ItemCardPage, SELLER_ITEMS_PAGE_SIZE, type SellerItemSort, sellerApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/seller/list — the seller's open items, paged. */
export const getSellerItems = (
  sellerId: string,
  sort: SellerItemSort,
  page: number,
  limit = SELLER_ITEMS_PAGE_SIZE,
): Promise<ItemCardPage> => callRoute(sellerApi.sellerList, { sellerId, sort, page, limit });

export const sellerItemsQueryOptions = (sellerId: string, sort: SellerItemSort, page: number, limit = SELLER_ITEMS_PAGE_SIZE) =>
  queryOptions({
    queryKey: sellerKeys.items(sellerId, sort, page, limit),
    queryFn: () => getSellerItems(sellerId, sort, page, limit),
    placeholderData: keepPreviousData,
  });

export const useSellerItems = (sellerId: string, sort: SellerItemSort, page: number) =>
  useQuery(sellerItemsQueryOptions(sellerId, sort, page));
