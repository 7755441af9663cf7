import {
  apiReply,
  blacklistEntrySchema,
  checkBlacklistQuerySchema,
  pagedSchema,
  sellerRelationBodySchema,
  sellerRelationListQuerySchema,
  sellerRelationSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { black, follow, getRelation, pageRelations, unblack, unfollow } from './seller-relations-service';

export const sellerRelationRoutes: FastifyPluginAsyncZod = async (app) => {
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

  change('/api/seller/follow', '关注卖家', '已关注', (userId, sellerId) => follow(app.db, userId, sellerId, app.clock.now()));
  change('/api/seller/unfollow', '取消关注卖家', '已取消关注', (userId, sellerId) => unfollow(app.db, userId, sellerId));
  change('/api/seller/black', '拉黑卖家（同时取消关注）', '已加入黑名单', (userId, sellerId) =>
    black(app.db, userId, sellerId, app.clock.now()),
  );
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
      const { total, rows } = await pageRelations(app.db, 'seller_blacklist', currentUser(request).id, page, limit);
      return ok({
        list: rows.map((r) => ({ sellerId: r.seller_id, seller: null, createdAt: r.created_at })),
        total,
        page,
        limit,
      });
    },
  );
};
