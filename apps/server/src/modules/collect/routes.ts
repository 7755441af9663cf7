import {
  apiReply,
  collectChangeSchema,
  collectItemBodySchema,
  collectListQuerySchema,
  collectListSchema,
  collectStatusQuerySchema,
  collectStatusSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { addCollect, collectedAmong, deleteCollect, listCollect } from './collect-service';

export const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/collect/list',
    {
      preHandler: requireUser,
      schema: {
        tags: ['collect'],
        summary: '我的收藏（分页；onSale=1 只看在售）：收藏时的快照与实时价格、状态、剩余时间',
        querystring: collectListQuerySchema,
        response: { 200: apiReply(collectListSchema) },
      },
    },
    async (request) =>
      ok(await listCollect(app.db, app.marketplace, app.reader, currentUser(request).id, request.query, app.clock.now())),
  );

  app.post(
    '/api/collect/add',
    {
      preHandler: requireUser,
      schema: {
        tags: ['collect'],
        summary: '收藏商品（form-urlencoded：itemId；重复收藏无副作用）',
        body: collectItemBodySchema,
        response: { 200: apiReply(collectChangeSchema) },
      },
    },
    async (request) => {
      const { itemId } = request.body;
      await addCollect(app.db, app.marketplace, currentUser(request).id, itemId, app.clock.now());
      return ok({ itemId, collected: true }, '已收藏');
    },
  );

  app.post(
    '/api/collect/delete',
    {
      preHandler: requireUser,
      schema: {
        tags: ['collect'],
        summary: '取消收藏（form-urlencoded：itemId）',
        body: collectItemBodySchema,
        response: { 200: apiReply(collectChangeSchema) },
      },
    },
    async (request) => {
      const { itemId } = request.body;
      await deleteCollect(app.db, currentUser(request).id, itemId);
      return ok({ itemId, collected: false }, '已取消收藏');
    },
  );

  app.get(
    '/api/collect/status',
    {
      preHandler: requireUser,
      schema: {
        tags: ['collect'],
        summary: '这些商品中哪些已收藏（itemIds 逗号分隔，最多 100 个）',
        querystring: collectStatusQuerySchema,
        response: { 200: apiReply(collectStatusSchema) },
      },
    },
    async (request) => ok({ itemIds: await collectedAmong(app.db, currentUser(request).id, request.query.itemIds) }),
  );
};
