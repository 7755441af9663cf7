import { contentApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { getBanners, getHotKeywords } from './content-service';
import { getHelpPage } from './help-service';
import { getRecommendCategoriesGoods } from './home-service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contentApi.indexBanners, { tags: ['home'], summary: '首页轮播图' }, async () => ok(await getBanners(app.db)));

  serve(app, contentApi.indexHotKeywords, { tags: ['home'], summary: '热门搜索' }, async (request) =>
    ok(await getHotKeywords(app.db, request.query.page, request.query.limit)),
  );

  serve(app, contentApi.indexRecommendCategoriesGoods, { tags: ['home'], summary: '分类推荐商品' }, async (request) =>
    ok(
      await getRecommendCategoriesGoods(
        { db: app.db, marketplace: app.marketplace, reader: app.reader },
        request.query,
        request.user?.id ?? null,
      ),
    ),
  );

  serve(app, contentApi.indexHelp, { tags: ['home'], summary: '帮助页面：1 订单流程，2 费用标准，3 购买须知' }, async (request) =>
    ok(await getHelpPage(app.db, request.query.id)),
  );
};
