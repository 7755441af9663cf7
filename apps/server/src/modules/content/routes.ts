import { apiReply, bannerSchema, hotKeywordsQuerySchema, hotKeywordsSchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { getBanners, getHotKeywords } from './content-service';

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
};
