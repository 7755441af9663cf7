import { z } from 'zod';
import { categoryGoodsSchema, recommendCategoriesGoodsQuerySchema } from '../catalog';
import { bannerSchema, helpPageSchema, helpQuerySchema, hotKeywordsQuerySchema, hotKeywordsSchema } from '../sys';
import { getRoute } from './define-route';

/** The routes the server registers in modules/content/routes.ts. */
export const indexBanners = getRoute('/api/index/banners', { data: z.array(bannerSchema) });

export const indexHotKeywords = getRoute('/api/index/hotKeywords', { query: hotKeywordsQuerySchema, data: hotKeywordsSchema });

export const indexRecommendCategoriesGoods = getRoute('/api/index/recommendCategoriesGoods', {
  query: recommendCategoriesGoodsQuerySchema,
  data: z.array(categoryGoodsSchema),
});

export const indexHelp = getRoute('/api/index/help', { query: helpQuerySchema, data: helpPageSchema });
