import {
  apiReply,
  bannerSchema,
  categoryGoodsSchema,
  helpPageSchema,
  helpQuerySchema,
  hotKeywordsQuerySchema,
  hotKeywordsSchema,
  recommendCategoriesGoodsQuerySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { getBanners, getHotKeywords } from './content-service';
import { getHelpPage } from './help-service';
import { getRecommendCategoriesGoods } from './home-service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/index/banners',
    { schema: { tags: ['home'], summary: '首页轮播图', response: { 200: apiReply(z.array(bannerSchema)) } } },
    async () => ok(await getBanners(app.db)),
  );

  app.get(
    '/api/index/hotKeywords',
    {
      schema: {
        tags: ['home'],
        summary: '热门搜索',
        querystring: hotKeywordsQuerySchema,
        response: { 200: apiReply(hotKeywordsSchema) },
      },
    },
    async (request) => ok(await getHotKeywords(app.db, request.query.page, request.query.limit)),
  );

  app.get(
    '/api/index/recommendCategoriesGoods',
    {
      schema: {
        tags: ['home'],
        summary: '分类推荐商品',
        querystring: recommendCategoriesGoodsQuerySchema,
        response: { 200: apiReply(z.array(categoryGoodsSchema)) },
      },
    },
    async (request) =>
      ok(
        await getRecommendCategoriesGoods(
          { db: app.db, marketplace: app.marketplace, reader: app.reader },
          request.query,
          request.user?.id ?? null,
        ),
      ),
  );

  app.get(
    '/api/index/help',
    {
      schema: {
        tags: ['home'],
        summary: '帮助页面：1 订单流程，2 费用标准，3 购买须知',
        querystring: helpQuerySchema,
        response: { 200: apiReply(helpPageSchema) },
      },
    },
    async (request) => ok(await getHelpPage(app.db, request.query.id)),
  );
};
