import type { ItemCard } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const RELATED_ITEMS_LIMIT = 10;

/** GET /api/goods/recommendItems — items related to one item. */
export const getRecommendItems = async (itemId: string, limit = RELATED_ITEMS_LIMIT): Promise<ItemCard[]> =>
  unwrap(await apiGet<ItemCard[]>('/api/goods/recommendItems', { itemId, limit }));

export const recommendItemsQueryOptions = (itemId: string, limit = RELATED_ITEMS_LIMIT) =>
  queryOptions({ queryKey: catalogKeys.recommendItems(itemId, limit), queryFn: () => getRecommendItems(itemId, limit) });

export const useRecommendItems = (itemId: string, enabled = true) => useQuery({ ...recommendItemsQueryOptions(itemId), enabled });
