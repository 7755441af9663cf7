import { catalogApi, type ItemCard, RELATED_ITEMS_LIMIT } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/goods/recommendItems — items related to one item. */
export const getRecommendItems = (itemId: string, limit = RELATED_ITEMS_LIMIT): Promise<ItemCard[]> =>
  callRoute(catalogApi.goodsRecommendItems, { itemId, limit });

export const recommendItemsQueryOptions = (itemId: string, limit = RELATED_ITEMS_LIMIT) =>
  queryOptions({ queryKey: catalogKeys.recommendItems(itemId, limit), queryFn: () => getRecommendItems(itemId, limit) });

export const useRecommendItems = (itemId: string, enabled = true) => useQuery({ ...recommendItemsQueryOptions(itemId), enabled });
