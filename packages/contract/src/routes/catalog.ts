import { z } from 'zod';
import {
  categoryChildrenQuerySchema,
  categoryChildrenSchema,
  hotCategorySchema,
  itemCardSchema,
  itemDetailSchema,
  itemQuerySchema,
  recommendItemsQuerySchema,
  recommendSearchQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  searchSuggestionSchema,
} from '../catalog';
import { soldPricesQuerySchema, soldPricesSchema } from '../sold-prices';
import { categoryWeightClassesSchema } from '../weight-classes';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/catalog/routes.ts. */
export const goodsSearch = getRoute('/api/goods/search', { query: searchQuerySchema, data: searchResultSchema });

export const goodsSearchByPage = postRoute(
  '/api/goods/searchByPage',
  { body: searchQuerySchema, data: searchResultSchema },
  'json',
);

export const goodsRecommendItems = getRoute('/api/goods/recommendItems', {
  query: recommendItemsQuerySchema,
  data: z.array(itemCardSchema),
});

/** 落札相场: similar closed auctions (decision 090). */
export const goodsSoldPrices = getRoute('/api/goods/soldPrices', { query: soldPricesQuerySchema, data: soldPricesSchema });

export const goodsRecommendSearch = getRoute('/api/goods/recommendSearch', {
  query: recommendSearchQuerySchema,
  data: z.array(searchSuggestionSchema),
});

export const indexHotCategories = getRoute('/api/index/hotCategories', { data: z.array(hotCategorySchema) });

export const catalogWeightClasses = getRoute('/api/catalog/weightClasses', { data: categoryWeightClassesSchema });

export const getCategoryChildren = getRoute('/api/getCategoryChildren', {
  query: categoryChildrenQuerySchema,
  data: categoryChildrenSchema,
});

/** The item page's data; `itemInfoByPage` is the same answer under the spec's second name. */
export const goodsItemInfo = getRoute('/api/goods/itemInfo', { query: itemQuerySchema, data: itemDetailSchema });
export const goodsItemInfoByPage = getRoute('/api/goods/itemInfoByPage', { query: itemQuerySchema, data: itemDetailSchema });
