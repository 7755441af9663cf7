import { sellerApi } from '@daigou/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
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
  serve(app, sellerApi.sellerInfo, { tags: ['sellers'], summary: '卖家信息' }, async (request) =>
    ok(await getSellerInfo(deps(app), request.query.sellerId, request.user?.id ?? null)),
  );

  serve(app, sellerApi.sellerList, { tags: ['sellers'], summary: '卖家的在拍商品' }, async (request) =>
    ok(await listSellerItems(deps(app), request.query)),
  );

  serve(app, sellerApi.sellerRatings, { tags: ['sellers'], summary: '卖家评价' }, async (request) =>
    ok(await listSellerRatings(deps(app), request.query)),
  );

  serve(app, sellerApi.sellerRisk, { tags: ['sellers'], summary: '卖家风险提示' }, async (request) =>
    ok(await getSellerRisk(deps(app), request.query.sellerId)),
  );
};
