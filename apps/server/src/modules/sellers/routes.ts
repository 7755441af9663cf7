import {
  apiReply,
  itemCardPageSchema,
  pagedSchema,
  sellerIdQuerySchema,
  sellerInfoSchema,
  sellerItemsQuerySchema,
  sellerRatingSchema,
  sellerRatingsQuerySchema,
  sellerRiskSchema,
} from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { displayCacheMs } from '../../lib/ttl-cache';
import { getSellerInfo, getSellerRisk, listSellerItems, listSellerRatings, type SellerDeps } from './seller-service';

const deps = (app: FastifyInstance): SellerDeps => ({
  db: app.db,
  marketplace: app.marketplace,
  reader: app.reader,
  now: app.clock.now(),
  cacheMs: displayCacheMs(app.config.NODE_ENV, 2_000),
});

/** Public seller calls: info, items, ratings, risk (follow and blacklist are the members' side). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/info',
    {
      schema: {
        tags: ['sellers'],
        summary: '卖家信息',
        querystring: sellerIdQuerySchema,
        response: { 200: apiReply(sellerInfoSchema) },
      },
    },
    async (request) => ok(await getSellerInfo(deps(app), request.query.sellerId, request.user?.id ?? null)),
  );

  app.get(
    '/api/seller/list',
    {
      schema: {
        tags: ['sellers'],
        summary: '卖家的在拍商品',
        querystring: sellerItemsQuerySchema,
        response: { 200: apiReply(itemCardPageSchema) },
      },
    },
    async (request) => ok(await listSellerItems(deps(app), request.query)),
  );

  app.get(
    '/api/seller/ratings',
    {
      schema: {
        tags: ['sellers'],
        summary: '卖家评价',
        querystring: sellerRatingsQuerySchema,
        response: { 200: apiReply(pagedSchema(sellerRatingSchema)) },
      },
    },
    async (request) => ok(await listSellerRatings(deps(app), request.query)),
  );

  app.get(
    '/api/seller/risk',
    {
      schema: {
        tags: ['sellers'],
        summary: '卖家风险提示',
        querystring: sellerIdQuerySchema,
        response: { 200: apiReply(sellerRiskSchema) },
      },
    },
    async (request) => ok(await getSellerRisk(deps(app), request.query.sellerId)),
  );
};
