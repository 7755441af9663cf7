import { brandsFileSchema, catalogApi, itemIdSchema, searchOptionsFileSchema } from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { displayCacheMs } from '../../lib/ttl-cache';
import { getHotKeywords } from '../content/content-service';
import { getCategoryChildren, getHotCategories } from './category-service';
import { renderCategorySvg, renderItemSvg } from './item-images';
import { getItemInfo, ITEM_NOT_FOUND, recommendItems } from './item-service';
import { recommendSearch, searchGoods } from './search/search-service';
import { getSoldPrices } from './sold-price-service';
import { brandsFile, SEARCH_OPTIONS } from './static-data';
import { getCategoryWeightClasses } from './weight-class-service';

const deps = (app: FastifyInstance) => ({
  db: app.db,
  marketplace: app.marketplace,
  reader: app.reader,
  now: app.clock.now(),
  cacheMs: displayCacheMs(app.config.NODE_ENV, 2_000),
});
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Search, items, categories, static catalogue data and generated pictures. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, catalogApi.goodsSearch, { tags: ['goods'], summary: '搜索商品' }, async (request) =>
    ok(await searchGoods(deps(app), request.query, request.user?.id ?? null, () => getHotKeywords(app.db, 1, 10))),
  );

  serve(app, catalogApi.goodsSearchByPage, { tags: ['goods'], summary: '搜索商品（分页版）' }, async (request) =>
    ok(await searchGoods(deps(app), request.body, request.user?.id ?? null, () => getHotKeywords(app.db, 1, 10))),
  );

  for (const route of [catalogApi.goodsItemInfo, catalogApi.goodsItemInfoByPage])
    serve(app, route, { tags: ['goods'], summary: '商品详情' }, async (request) =>
      ok(await getItemInfo(deps(app), request.query.itemId, request.user?.id ?? null)),
    );

  serve(app, catalogApi.goodsRecommendItems, { tags: ['goods'], summary: '相关商品' }, async (request) =>
    ok(await recommendItems(deps(app), request.query.itemId, request.query.limit, request.user?.id ?? null)),
  );

  serve(
    app,
    catalogApi.goodsSoldPrices,
    { tags: ['goods'], summary: '落札相场：相似的已结束拍卖成交价（中位数、区间、件数、最近成交）' },
    async (request) =>
      ok(
        await getSoldPrices(
          { ...deps(app), cacheMs: displayCacheMs(app.config.NODE_ENV, 10 * 60_000) },
          request.query.itemId,
          request.query.scope,
        ),
      ),
  );

  serve(app, catalogApi.goodsRecommendSearch, { tags: ['goods'], summary: '搜索联想词' }, async (request) =>
    ok(
      await recommendSearch(deps(app), request.query.keyword, request.query.limit, () =>
        getHotKeywords(app.db, 1, request.query.limit),
      ),
    ),
  );

  serve(app, catalogApi.indexHotCategories, { tags: ['home'], summary: '热门分类' }, async () => ok(await getHotCategories(app)));

  serve(
    app,
    catalogApi.catalogWeightClasses,
    { tags: ['goods'], summary: '类目重量等级（到家费用估算用；未设置的类目按名称规则）' },
    async () => ok(await getCategoryWeightClasses(app.db)),
  );

  serve(app, catalogApi.getCategoryChildren, { tags: ['categories'], summary: '子分类（0 或不传为一级分类）' }, async (request) =>
    ok(await getCategoryChildren(app, request.query.categoryId)),
  );

  app.get(
    '/data/search_option.json',
    { schema: { tags: ['static'], summary: '搜索选项（排序、成色、价格区间）', response: { 200: searchOptionsFileSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return SEARCH_OPTIONS;
    },
  );

  app.get(
    '/data/brands.json',
    { schema: { tags: ['static'], summary: '品牌列表（A–Z）', response: { 200: brandsFileSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return brandsFile(app.marketplace);
    },
  );

  app.get(
    '/img/item/:itemId/:file',
    {
      schema: {
        hide: true,
        params: z.object({ itemId: itemIdSchema, file: z.string().regex(/^([1-9]|10)\.svg$/) }),
      },
    },
    async (request, reply) => {
      const n = Number.parseInt(request.params.file, 10);
      const item = await app.marketplace.getItemDetail(request.params.itemId);
      if (!item || n > item.images.length) throw notFound(ITEM_NOT_FOUND);
      reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8');
      return renderItemSvg(item, n, item.images.length);
    },
  );

  app.get(
    '/img/category/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,10}\.svg$/) }) } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const category = (await app.marketplace.listCategories()).find((c) => c.categoryId === id);
      if (!category) throw notFound('分类不存在');
      reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8');
      return renderCategorySvg(category);
    },
  );
};
