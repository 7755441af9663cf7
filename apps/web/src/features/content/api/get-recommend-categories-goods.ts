import type { CategoryGoods } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** Home: how many categories, and how many recommended items in each. */
export const RECOMMEND_CATEGORIES = 6;
export const RECOMMEND_ITEMS_PER_CATEGORY = 10;

export const getRecommendCategoriesGoods = async (
  categories = RECOMMEND_CATEGORIES,
  limit = RECOMMEND_ITEMS_PER_CATEGORY,
): Promise<CategoryGoods[]> =>
  unwrap(await apiGet<CategoryGoods[]>('/api/index/recommendCategoriesGoods', { categories, limit }));

export const recommendCategoriesGoodsQueryOptions = (categories = RECOMMEND_CATEGORIES, limit = RECOMMEND_ITEMS_PER_CATEGORY) =>
  queryOptions({
    queryKey: contentKeys.recommendCategoriesGoods(categories, limit),
    queryFn: () => getRecommendCategoriesGoods(categories, limit),
  });

export const useRecommendCategoriesGoods = () => useQuery(recommendCategoriesGoodsQueryOptions());
