import { type RouteData, sellerRelationApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { black, follow, getRelation, pageBlacklist, pageFollowed, unblack, unfollow } from './seller-relations-service';

export const sellerRelationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, marketplace: app.marketplace, reader: app.reader, now: app.clock.now() });
  type Change = typeof sellerRelationApi.sellerFollow;
  const change = (
    route: Change,
    summary: string,
    msg: string,
    run: (userId: number, sellerId: string) => Promise<RouteData<Change>>,
  ) =>
    serve(
      app,
      route,
      { preHandler: requireUser, tags: ['seller'], summary: `${summary}（form-urlencoded：sellerId）` },
      async (request) => ok(await run(currentUser(request).id, request.body.sellerId), msg),
    );

  change(sellerRelationApi.sellerFollow, '关注卖家', '已关注', (userId, sellerId) => follow(deps(), userId, sellerId));
  change(sellerRelationApi.sellerUnfollow, '取消关注卖家', '已取消关注', (userId, sellerId) =>
    unfollow(app.db, userId, sellerId),
  );
  change(sellerRelationApi.sellerBlack, '拉黑卖家（同时取消关注）', '已加入黑名单', (userId, sellerId) =>
    black(deps(), userId, sellerId),
  );
  change(sellerRelationApi.sellerUnblack, '移出黑名单', '已移出黑名单', (userId, sellerId) => unblack(app.db, userId, sellerId));

  serve(
    app,
    sellerRelationApi.sellerCheckBlacklist,
    { preHandler: requireUser, tags: ['seller'], summary: '是否已拉黑（及是否已关注）某卖家' },
    async (request) => ok(await getRelation(app.db, currentUser(request).id, request.query.sellerId)),
  );

  serve(
    app,
    sellerRelationApi.sellerBlacklist,
    { preHandler: requireUser, tags: ['seller'], summary: '我的卖家黑名单（分页，最近拉黑的在前）' },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await pageBlacklist(deps(), currentUser(request).id, page, limit));
    },
  );

  serve(
    app,
    sellerRelationApi.sellerFollowed,
    { preHandler: requireUser, tags: ['seller'], summary: '我关注的卖家（分页，最近关注的在前），每个卖家附最新在售商品' },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await pageFollowed(deps(), currentUser(request).id, page, limit));
    },
  );
};
