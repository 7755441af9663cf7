import type { BidHistory } from '@daigou/contract';
import { orderApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { ITEM_STALE_MS } from './get-item-info';
import { catalogKeys } from './keys';

/** GET /api/goods/bidHistory — the item's bids, the viewer's own marked (decision 085). */
export const getBidHistory = (itemId: string): Promise<BidHistory> => callRoute(orderApi.goodsBidHistory, { itemId });

export const bidHistoryQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: catalogKeys.bidHistory(itemId),
    queryFn: () => getBidHistory(itemId),
    staleTime: ITEM_STALE_MS,
    retry: false,
  });

export const useBidHistory = (itemId: string, enabled = true) => useQuery({ ...bidHistoryQueryOptions(itemId), enabled });
