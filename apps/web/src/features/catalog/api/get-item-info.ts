import type { ItemDetail } from '@daigou/contract';
import { catalogApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { syncServerClock } from '../../../components/countdown/server-clock';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** Prices and bids move: an item page asks the server again after this long. */
export const ITEM_STALE_MS = 30_000;

/** GET /api/goods/itemInfo — its serverTime corrects countdowns. */
export const getItemInfo = async (itemId: string): Promise<ItemDetail> => {
  const item = await callRoute(catalogApi.goodsItemInfo, { itemId });
  syncServerClock(item.serverTime);
  return item;
};

export const itemInfoQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: catalogKeys.item(itemId),
    queryFn: () => getItemInfo(itemId),
    staleTime: ITEM_STALE_MS,
    retry: false,
  });

export const useItemInfo = (itemId: string) => useQuery(itemInfoQueryOptions(itemId));
