import {
  apiReply,
  blacklistEntrySchema,
  checkBlacklistQuerySchema,
  followedSellerSchema,
  pagedSchema,
  sellerRelationBodySchema,
  sellerRelationListQuerySchema,
  sellerRelationSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { black, follow, getRelation, pageBlacklist, pageFollowed, unblack, unfollow } from './seller-relations-service';

export const sellerRelationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, marketplace: app.marketplace, reader: app.reader, now: app.clock.now() });
  const change = (path: string, summary: string, msg: string, run: (userId: number, sellerId: string) => Promise<unknown>) =>
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['seller'],
          summary: `${summary}（form-urlencoded：sellerId）`,
          body: sellerRelationBodySchema,
          response: { 200: apiReply(sellerRelationSchema) },
        },
      },
      async (request) => ok(await run(currentUser(request).id, request.body.sellerId), msg),
    );

  change('/api/seller/follow', '关注卖家', '已关注', (userId, sellerId) => follow(deps(), userId, sellerId));
  change('/api/seller/unfollow', '取消关注卖家', '已取消关注', (userId, sellerId) => unfollow(app.db, userId, sellerId));
  change('/api/seller/black', '拉黑卖家（同时取消关注）', '已加入黑名单', (userId, sellerId) => black(deps(), userId, sellerId));
  change('/api/seller/unblack', '移出黑名单', '已移出黑名单', (userId, sellerId) => unblack(app.db, userId, sellerId));

  app.get(
    '/api/seller/checkBlacklist',
    {
      preHandler: requireUser,
      schema: {
        tags: ['seller'],
        summary: '是否已拉黑（及是否已关注）某卖家',
        querystring: checkBlacklistQuerySchema,
        response: { 200: apiReply(sellerRelationSchema) },
      },
    },
    async (request) => ok(await getRelation(app.db, currentUser(request).id, request.query.sellerId)),
  );

  app.get(
    '/api/seller/blacklist',
    {
      preHandler: requireUser,
      schema: {
        tags: ['seller'],
        summary: '我的卖家黑名单（分页，最近拉黑的在前）',
        querystring: sellerRelationListQuerySchema,
        response: { 200: apiReply(pagedSchema(blacklistEntrySchema)) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await pageBlacklist(deps(), currentUser(request).id, page, limit));
    },
  );

  app.get(
    '/api/seller/followed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['seller'],
        summary: '我关注的卖家（分页，最近关注的在前），每个卖家附最新在售商品',
        querystring: sellerRelationListQuerySchema,
        response: { 200: apiReply(pagedSchema(followedSellerSchema)) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await pageFollowed(deps(), currentUser(request).id, page, limit));
    },
  );
};
