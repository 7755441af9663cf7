import { type CategoryGoods, contentApi, RECOMMEND_CATEGORIES, RECOMMEND_ITEMS_PER_CATEGORY } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /api/index/recommendCategoriesGoods: a few categories with recommended items in each. */
export const getRecommendCategoriesGoods = (
  categories = RECOMMEND_CATEGORIES,
  limit = RECOMMEND_ITEMS_PER_CATEGORY,
): Promise<CategoryGoods[]> => callRoute(contentApi.indexRecommendCategoriesGoods, { categories, limit });

export const recommendCategoriesGoodsQueryOptions = (categories = RECOMMEND_CATEGORIES, limit = RECOMMEND_ITEMS_PER_CATEGORY) =>
  queryOptions({
    queryKey: contentKeys.recommendCategoriesGoods(categories, limit),
    queryFn: () => getRecommendCategoriesGoods(categories, limit),
  });

export const useRecommendCategoriesGoods = () => useQuery(recommendCategoriesGoodsQueryOptions());
