import type { ItemCard, Paged, SELLER_ITEM_SORTS } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { sellerKeys } from './keys';

export type SellerItemSort = (typeof SELLER_ITEM_SORTS)[number];
export const SELLER_ITEMS_PAGE_SIZE = 20;

/** GET /api/seller/list — the seller's open items, paged. */
export const getSellerItems = async (
  sellerId: string,
  sort: SellerItemSort,
  page: number,
  limit = SELLER_ITEMS_PAGE_SIZE,
): Promise<Paged<ItemCard>> => unwrap(await apiGet<Paged<ItemCard>>('/api/seller/list', { sellerId, sort, page, limit }));

export const sellerItemsQueryOptions = (sellerId: string, sort: SellerItemSort, page: number, limit = SELLER_ITEMS_PAGE_SIZE) =>
  queryOptions({
    queryKey: sellerKeys.items(sellerId, sort, page, limit),
    queryFn: () => getSellerItems(sellerId, sort, page, limit),
    placeholderData: keepPreviousData,
  });

export const useSellerItems = (sellerId: string, sort: SellerItemSort, page: number) =>
  useQuery(sellerItemsQueryOptions(sellerId, sort, page));
